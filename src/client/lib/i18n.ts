import { i18n as browserI18n, type I18n, type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Language,
  type Locale,
  languageOf,
} from '../../shared/i18n/locales';

// The client's words in the reader's language (issue 59, decision record 100). The server decides
// the locale of each page it sends (the person's choice, the address, else the browser) and
// writes it in <html lang>; the page's catalog is loaded before it hydrates, so the browser draws
// the words the server drew. Switching language is a new page.

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/catalog-en'),
  es: () => import('../locales/catalog-es'),
};

/** An i18n instance for one locale: its language's words, and the locale's own conventions. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const language = languageOf(locale);
  return setupI18n({ locale: language, locales: [locale], messages: { [language]: messages } });
}

/**
 * Loads the locale's catalog (one module a language) and activates it in Lingui's one instance
 * of the browser, which the provider is given. A page has one locale, so code that runs only in
 * the browser after an action (a toast in a mutation's callback, the API error's words) may write
 * through that instance, the `t` of '@lingui/core/macro'; what renders uses `useLingui()`, as the
 * server renders each request with its own instance (`createI18n`).
 */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const { messages } = await catalogs[languageOf(locale)]();
  return activateInBrowser(locale, messages);
}

/** The browser's instance, in the locale. Tests activate US English with it too. */
export function activateInBrowser(locale: Locale, messages: Messages): I18n {
  const language = languageOf(locale);
  browserI18n.load(language, messages);
  browserI18n.activate(language, [locale]);
  return browserI18n;
}

/** The locale the server wrote this page in. */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The locale an instance writes in: its language and the reader's region. */
export function localeOf(i18n: I18n): Locale {
  const locale = i18n.locales?.[0];
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The reader's locale, for src/shared/format.ts: the language and region they chose. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return localeOf(i18n);
}
