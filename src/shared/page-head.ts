import { i18n as browserI18n, type I18n } from '@lingui/core';
import type { AppRoute } from './app-route';
import { LIBRARY_TASK_COUNT } from './content/library-counts';
import { type PageWords, pageWords } from './page-words';
import { PRODUCT_NAME } from './routes';

// What goes in a page's head, from the route table and the admins' SEO settings (decision D5):
// the server puts it in the HTML it sends, and the app sets the same on navigation, each in the
// reader's language (issue 59); what an admin typed stays as typed.

/** What an admin saved for a page: empty text keeps the page's own. */
export type SeoOverride = { title: string; metaDescription: string; noIndex: boolean };

export type PageHead = { title: string; description: string; noIndex: boolean };

/**
 * The settings the server hands the app with each page (a JSON data block in the head, which
 * runs nothing): the saved SEO settings, whether the site has custom code, and whether this
 * document carries it (record 038).
 */
export type PageSettingsData = {
  seo: Record<string, SeoOverride>;
  customCode: boolean;
  customCodeHere: boolean;
};

export const PAGE_SETTINGS_ELEMENT_ID = 'page-settings';

/** A page's own title and description, in the language of `i18n`. */
export function pageWordsIn(i18n: I18n, words: PageWords): { title: string; description: string } {
  const values = { product: PRODUCT_NAME, count: LIBRARY_TASK_COUNT };
  const title = { ...words.title, values };
  const description = { ...words.description, values };
  return { title: i18n._(title), description: i18n._(description) };
}

/**
 * The head of a page: its saved settings over the route's own; signed-in pages never indexed.
 * `i18n` writes the route's words: the server passes the request's (shared/i18n/translate.ts
 * `i18nFor`); in the browser it is Lingui's one instance, which main.tsx activates in the page's
 * locale (record 100).
 */
export function pageHead(
  route: AppRoute | undefined,
  saved?: SeoOverride,
  i18n: I18n = browserI18n,
): PageHead {
  if (!route) return { ...pageWordsIn(i18n, pageWords['*']), noIndex: true };
  const own = pageWordsIn(i18n, pageWords[route.path as keyof typeof pageWords] ?? pageWords['*']);
  return {
    title: saved?.title || own.title,
    description: saved?.metaDescription || own.description,
    noIndex: route.access !== 'public' || route.noIndex === true || Boolean(saved?.noIndex),
  };
}
