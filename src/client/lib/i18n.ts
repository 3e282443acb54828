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
// writes it in <html lang>; the page's words are loaded before it hydrates, so the browser draws
// the words the server drew. Switching language is a new page.
//
// A page loads the common words (the app's frame and the shared code's) and the catalog of the
// feature its code belongs to (app/feature-loader.ts), never the whole language: the catalogs
// are split by feature, as the code is, and each page's are module-preloaded with it.

const commonWords: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/common-en'),
  es: () => import('../locales/common-es'),
};

// One lazy module per feature and language, keyed by path ('../features/tasks/locales/es.ts').
const featureWords: Record<Language, Record<string, () => Promise<Messages>>> = {
  en: import.meta.glob<Messages>('../features/*/locales/en.ts', { import: 'messages' }),
  es: import.meta.glob<Messages>('../features/*/locales/es.ts', { import: 'messages' }),
};

/** An i18n instance for one locale: its language's words, and the locale's own conventions. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const language = languageOf(locale);
  return setupI18n({ locale: language, locales: [locale], messages: { [language]: messages } });
}

/**
 * Loads the locale's common words and activates them in Lingui's one instance of the browser, which the provider is given. A page has one locale, so code that runs only in
 * the browser after an action (a toast in a mutation's callback, the API error's words) may write
 * through that instance, the `t` of '@lingui/core/macro'; what renders uses `useLingui()`, as the
 * server renders each request with its own instance (`createI18n`).
 */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const { messages } = await commonWords[languageOf(locale)]();
  return activateInBrowser(locale, messages);
}

/**
 * Adds a client feature's words, in the page's language, to the browser's instance: loaded with
 * the feature's code before its page or island renders (app/feature-loader.ts); what another
 * page loaded stays. Nothing on the server, which renders with the whole catalog
 * (entry-server.tsx).
 *
 * Once the language is active they are merged into its words (`i18n.messages`, the active
 * language's own object) without Lingui's 'change' event: the page on screen uses none of
 * them, and the event would give every `useLingui()` a new `t`, running again each effect that
 * lists it (a toast said twice, a request sent twice) while the next page loads.
 */
export async function loadFeatureWords(feature: string): Promise<void> {
  if (import.meta.env.SSR) return;
  const language = languageOf(documentLocale());
  const load = featureWords[language][`../features/${feature}/locales/${language}.ts`];
  if (!load) throw new Error(`The client has no feature named ${feature}`);
  const words = await load();
  if (browserI18n.locale === language) Object.assign(browserI18n.messages, words);
  else browserI18n.load(language, words);
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
