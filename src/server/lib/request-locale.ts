import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  addressIn,
  defaultLocaleOf,
  isLanguage,
  isLocale,
  LANGUAGE_QUERY,
  LANGUAGES,
  type Locale,
  languageOf,
  negotiateLocale,
} from '../../shared/i18n/locales';
import type { Config } from '../config';

// The locale a request is answered in (issue 59, decision record 100), decided by the server so the
// first page a phone receives is already in its reader's language:
// 1. the address: `?lang=es` is the Spanish page's own address (search engines list it, and
//    the switch on public pages links to it); following it also keeps the choice;
// 2. the person's choice, kept in the `pme_locale` cookie: set by that switch, by saving a
//    language on /profile, and at sign-in from the account's choice;
// 3. the browser's Accept-Language;
// 4. US English.

// Like the session cookie: HttpOnly (only the server reads it; the page says its locale in
// <html lang>), and over HTTPS Secure with the __Host- prefix. Unlike it, kept a year: a
// language is chosen once, not once a visit.
export const LOCALE_COOKIE = 'pme_locale';
const A_YEAR_IN_SECONDS = 365 * 24 * 3600;

type CookieConfig = Pick<Config, 'publicUrl'>;

const overHttps = (config: CookieConfig) => config.publicUrl.startsWith('https:');
const cookieName = (config: CookieConfig) =>
  overHttps(config) ? `__Host-${LOCALE_COOKIE}` : LOCALE_COOKIE;
const cookieAttributes = (config: CookieConfig) =>
  ({ httpOnly: true, sameSite: 'Lax', secure: overHttps(config), path: '/' }) as const;

/** Keeps a locale as this browser's choice. */
export function keepLocale(c: Context, config: CookieConfig, locale: Locale): void {
  setCookie(c, cookieName(config), locale, {
    ...cookieAttributes(config),
    maxAge: A_YEAR_IN_SECONDS,
  });
}

/** Forgets this browser's choice: its languages decide again. */
export function clearLocale(c: Context, config: CookieConfig): void {
  deleteCookie(c, cookieName(config), cookieAttributes(config));
}

/** The kept choice, under either name (the site's address decides which it is set under). */
const keptLocale = (c: Context) =>
  getCookie(c, `__Host-${LOCALE_COOKIE}`) ?? getCookie(c, LOCALE_COOKIE);

const isLocaleCookie = (pair: string) => {
  const name = pair.slice(0, pair.indexOf('=')).trim();
  return name === LOCALE_COOKIE || name === `__Host-${LOCALE_COOKIE}`;
};

/**
 * A Cookie header whose kept choice is `locale`, the request's others as they were: what the API
 * requests a page makes on its reader's behalf carry, so they read in the locale the page decided
 * (a first `?lang=es` is decided before its cookie reaches the browser).
 */
export function withKeptLocale(cookie: string | undefined, locale: Locale): string {
  const others = (cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !isLocaleCookie(pair));
  return [...others, `${LOCALE_COOKIE}=${locale}`].join('; ');
}

const decided = new WeakMap<Context, Locale>();

/** The locale this request is answered in (its page, its library text); kept as the choice when its address names one. */
export function requestLocale(c: Context, config: CookieConfig): Locale {
  let locale = decided.get(c);
  if (!locale) {
    locale = decideLocale(c, config);
    decided.set(c, locale);
  }
  return locale;
}

/**
 * The same locale, read without keeping what the address names: for what an API request causes
 * (the emails it sends, record 100), where no page is answered.
 */
export function localeOf(c: Context): Locale {
  return decided.get(c) ?? decideLocale(c);
}

function decideLocale(c: Context, config?: CookieConfig): Locale {
  const kept = keptLocale(c);
  const asked = c.req.query(LANGUAGE_QUERY);
  if (isLanguage(asked)) {
    // A kept locale of the same language keeps its region (es-MX stays es-MX).
    const locale = isLocale(kept) && languageOf(kept) === asked ? kept : defaultLocaleOf(asked);
    if (config && locale !== kept) keepLocale(c, config, locale);
    return locale;
  }
  if (isLocale(kept)) return kept;
  return negotiateLocale(c.req.header('accept-language'));
}

/** `hreflang` links to each language's address of a public page, and its x-default (English). */
export function alternateLinks(origin: string, path: string, search: string): string {
  const plain = new URLSearchParams(search);
  plain.delete(LANGUAGE_QUERY);
  const rest = plain.size ? `?${plain}` : '';
  return [
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${origin}${addressIn(language, path, rest).replace(/&/g, '&amp;')}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${origin}${path}${rest.replace(/&/g, '&amp;')}" />`,
  ].join('\n');
}
