import type { Context, Hono } from 'hono';
import type { ApiReader } from '../../shared/server-rendered-page';
import type { AppEnv } from '../app-env';
import { localeOf, withKeptLocale } from '../lib/request-locale';

// The pages' way into the API: a plain form post (record 052) and a signed-in page rendered on the
// server (record 054) call the API routes through the app itself, as the visitor's browser
// would, so each route's whole chain (session, plan access, throttles) applies as for a fetch.

export type Api = Pick<Hono<AppEnv>, 'request'>;

/**
 * The request's headers the API routes read, with the session cookie given, and the locale the
 * page decided as the kept choice (record 100): the data read, and the emails sent, for a page at
 * `?lang=es` are Spanish though the browser's cookie still says otherwise.
 */
export function apiHeaders(c: Context<AppEnv>, cookie: string | undefined): Headers {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of ['user-agent', 'x-forwarded-for', 'accept-language']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  headers.set('cookie', withKeptLocale(cookie, localeOf(c)));
  return headers;
}

/** The `name=value` pairs of Set-Cookie headers, as a Cookie header. */
export function cookiePairs(setCookies: string[]): string {
  return setCookies.map((header) => header.split(';')[0]).join('; ');
}

/** Reads API paths as the request's visitor: a 2xx answer's JSON, undefined for any other. */
export function apiReaderFor(api: Api, c: Context<AppEnv>): ApiReader {
  return async (path) => {
    const answer = await api.request(
      path,
      { headers: apiHeaders(c, c.req.header('cookie')) },
      c.env,
    );
    if (!answer.ok) return undefined;
    return answer.json();
  };
}
