// The languages the product speaks and the conventions (language and region) a person may choose
// (issue 59, decision record 100). A locale is a BCP 47 tag: its language picks the words (the
// catalogs), the whole tag picks how dates and numbers are written (src/shared/format.ts).

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each choice offered on /profile; the first of each language is that language's default. */
export const LOCALES = ['en-US', 'en-GB', 'en-CA', 'es-US', 'es-MX', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language's own name, written in it: a person looking for theirs can read it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** The language's default locale: what a visitor who only chose a language is written for. */
export function defaultLocaleOf(language: Language): Locale {
  return LOCALES.find((locale) => languageOf(locale) === language) ?? DEFAULT_LOCALE;
}

/**
 * The best locale for an `Accept-Language` header: the first tag we offer exactly, else the
 * first whose language we speak (in that language's default region), else US English. A tag's
 * quality value orders the choices, as the header's grammar says.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((choice) => choice.tag && choice.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.slice(0, 2);
    if (isLanguage(language) && (tag.length === 2 || tag[2] === '-'))
      return defaultLocaleOf(language);
  }
  return DEFAULT_LOCALE;
}

/** The query parameter that names a page's language in its address: `?lang=es`. */
export const LANGUAGE_QUERY = 'lang';

/** A page's own address in a language: its path and query, with `?lang=` set. */
export function addressIn(language: Language, path: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_QUERY, language);
  return `${path}?${query}`;
}
