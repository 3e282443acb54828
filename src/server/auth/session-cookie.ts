import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';

// In production the cookie is Secure and carries the __Host- prefix (no Domain, Path=/), so no
// subdomain or plain-HTTP page can set or read it.
function cookieName(config: Pick<Config, 'env'>) {
  return config.env === 'production' ? '__Host-pme_session' : 'pme_session';
}

export function readSessionCookie(c: Context, config: Pick<Config, 'env'>): string | undefined {
  return getCookie(c, cookieName(config));
}

/**
 * A browser-session cookie (no Max-Age): closing the browser ends it, which suits a shared family
 * computer, and the server's own limits end it sooner. Because the cookie outlives the server's
 * session, the server can tell a returning user that their session expired.
 */
export function writeSessionCookie(c: Context, config: Pick<Config, 'env'>, token: string): void {
  setCookie(c, cookieName(config), token, cookieAttributes(config));
}

/** Cleared with the attributes it was set with, so every browser matches and drops it. */
export function clearSessionCookie(c: Context, config: Pick<Config, 'env'>): void {
  deleteCookie(c, cookieName(config), cookieAttributes(config));
}

function cookieAttributes(config: Pick<Config, 'env'>) {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.env === 'production',
    path: '/',
  } as const;
}
