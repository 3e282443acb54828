import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { messages as english } from '../locales/en';
import { messages as spanish } from '../locales/es';
import { DEFAULT_LOCALE, type Language, type Locale, languageOf } from './locales';

// The words the server writes itself (emails, the calendar feed, page titles) and those the
// shared code holds, in a reader's locale (issue 59, record 100). The client's words go through
// Lingui's macros; code that tsx and esbuild also run has no macro step, so it names each message
// with an explicit id and marks it for the extractor:
//
//   const subject = /*i18n*/ { id: 'email.code.subject', message: 'Your sign-in code' };
//   translate(locale, subject)
//
// `npm run i18n` extracts those into src/shared/locales/ (src/server/locales/ for the
// emails'), where each has its Spanish.

/**
 * The translators of a set of catalogs, one instance per locale made once. The shared code's
 * words are `translate` below; the server's emails add their own catalog to these
 * (server/mail/mail-words.ts), which no page loads.
 */
export function translatorOf(catalogs: Record<Language, Messages>) {
  const instances = new Map<Locale, I18n>();

  /** The i18n instance of a locale: its language's words, its region's conventions. */
  function i18nFor(locale: Locale = DEFAULT_LOCALE): I18n {
    let i18n = instances.get(locale);
    if (!i18n) {
      const language = languageOf(locale);
      i18n = setupI18n({
        locale: language,
        locales: [locale],
        messages: { [language]: catalogs[language] },
      });
      instances.set(locale, i18n);
    }
    return i18n;
  }

  /** A message in a locale, its placeholders filled from `values`. */
  function translate(
    locale: Locale,
    descriptor: MessageDescriptor,
    values?: Record<string, unknown>,
  ): string {
    return i18nFor(locale)._({ ...descriptor, values });
  }

  return { i18nFor, translate };
}

export const { i18nFor, translate } = translatorOf({ en: english, es: spanish });
