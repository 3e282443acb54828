import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';

// When the site is served over HTTPS (PUBLIC_URL's scheme, whatever NODE_ENV says) the cookie is
// Secure and carries the __Host- prefix (no Domain, Path=/), so no subdomain or plain-HTTP page
// can set or read it. A site on plain HTTP (a family's own machine on its home network) gets a
// cookie without Secure, which its browser would otherwise drop.
type CookieConfig = Pick<Config, 'publicUrl'>;

const overHttps = (config: CookieConfig) => config.publicUrl.startsWith('https:');

function cookieName(config: CookieConfig) {
  return overHttps(config) ? '__Host-pme_session' : 'pme_session';
}

export function readSessionCookie(c: Context, config: CookieConfig): string | undefined {
  return getCookie(c, cookieName(config));
}

/**
 * A browser-session cookie (no Max-Age): closing the browser ends it, which suits a shared family
 * computer, and the server's own limits end it sooner. Because the cookie outlives the server's
 * session, the server can tell a returning user that their session expired.
 */
export function writeSessionCookie(c: Context, config: CookieConfig, token: string): void {
  setCookie(c, cookieName(config), token, cookieAttributes(config));
}

/** Cleared with the attributes it was set with, so every browser matches and drops it. */
export function clearSessionCookie(c: Context, config: CookieConfig): void {
  deleteCookie(c, cookieName(config), cookieAttributes(config));
}

function cookieAttributes(config: CookieConfig) {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    secure: overHttps(config),
    path: '/',
  } as const;
}
