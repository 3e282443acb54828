import type { AppRoute } from './app-route';
import { notFoundRoute } from './routes';

// What goes in a page's head, from the route table and the admins' SEO settings (decision D5):
// the server puts it in the HTML it sends, and the app sets the same on navigation.

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

/** The head of a page: its saved settings over the route's own; signed-in pages never indexed. */
export function pageHead(route: AppRoute | undefined, saved?: SeoOverride): PageHead {
  if (!route) return { ...notFoundRoute, noIndex: true };
  return {
    title: saved?.title || route.title,
    description: saved?.metaDescription || route.description,
    noIndex: route.access !== 'public' || route.noIndex === true || Boolean(saved?.noIndex),
  };
}
