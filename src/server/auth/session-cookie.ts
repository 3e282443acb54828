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

export function writeSessionCookie(
  c: Context,
  config: Pick<Config, 'env' | 'session'>,
  token: string,
): void {
  setCookie(c, cookieName(config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.env === 'production',
    path: '/',
    maxAge: Math.floor(config.session.absoluteMs / 1000),
  });
}

export function clearSessionCookie(c: Context, config: Pick<Config, 'env'>): void {
  deleteCookie(c, cookieName(config), {
    path: '/',
    secure: config.env === 'production',
  });
}
