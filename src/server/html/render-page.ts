import type { AppRoute } from '../../shared/app-route';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { i18nFor } from '../../shared/i18n/translate';
import { MODULE_PRELOADS_ELEMENT_ID } from '../../shared/module-preloads';
import { pageHead } from '../../shared/page-head';
import { findRoute } from '../../shared/routes';
import { HEAD_SCRIPT } from './head-script';

// The server composes the HTML of every page it sends: the page's title and description, the
// theme script, and the prerendered page at build time into the root element (record 035).
// The admins' SEO settings and custom code are added by site-page.ts, which is why the template
// carries explicit markers rather than being sent as a file.
export const HEAD_SLOT = '<!--app-head-->';
export const BODY_SLOT = '<!--app-body-->';

export type PageParts = {
  title: string;
  /** The locale the page is written in, for <html lang> (record 100); US English when unset. */
  lang?: string;
  description: string;
  noIndex?: boolean;
  /** API paths the page reads first, fetched with the HTML (see AppRoute.preload). */
  preload?: readonly string[];
  /** Scripts the page's first rendering loads, fetched once it has been painted (record 067). */
  modulePreload?: readonly string[];
  /** Extra markup for the end of <head>. Trusted: the caller escapes what it must. */
  head?: string;
  /** Markup prerendered into the root element. */
  body?: string;
  /** Extra markup for the end of <body>, after the app. Trusted, like `head`. */
  bodyEnd?: string;
};

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * The scripts an app page's first rendering loads, as Vite's own preload links (its helper then
 * finds them and inserts none), in a template boot.ts adds after the first paint (record 067).
 */
function modulePreloadTemplate(urls: readonly string[] | undefined): string {
  if (!urls?.length) return '';
  const links = urls.map(
    (url) => `<link rel="modulepreload" href="${escapeHtml(url)}" crossorigin />`,
  );
  return `<template id="${MODULE_PRELOADS_ELEMENT_ID}">${links.join('')}</template>`;
}

export function renderPage(template: string, parts: PageParts): string {
  const head = [
    `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    `<script>${HEAD_SCRIPT}</script>`,
    // Same mode as the app's fetch (same-origin, cookies), so the browser hands it the response.
    ...(parts.preload ?? []).map(
      (path) => `<link rel="preload" href="${escapeHtml(path)}" as="fetch" crossorigin />`,
    ),
    modulePreloadTemplate(parts.modulePreload),
    parts.noIndex ? '<meta name="robots" content="noindex" />' : '',
    parts.head ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions, not strings: in a replacement string `$&`, `$'` and `$1` are patterns,
  // so a title or meta text holding them (admins edit these) would corrupt the page. Each marker
  // is filled before anything that could hold a copy of it comes in front of it: the end of the
  // body first, then the body, the title and the head (custom code may hold any text).
  const title = `<title>${escapeHtml(parts.title)}</title>`;
  const bodyEnd = template.lastIndexOf('</body>');
  const withBodyEnd =
    parts.bodyEnd && bodyEnd >= 0
      ? `${template.slice(0, bodyEnd)}${parts.bodyEnd}\n${template.slice(bodyEnd)}`
      : template;
  return withBodyEnd
    .replace(BODY_SLOT, () => parts.body ?? '')
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(HEAD_SLOT, () => head)
    .replace(
      /<html lang="[^"]*">/,
      () => `<html lang="${escapeHtml(parts.lang ?? DEFAULT_LOCALE)}">`,
    );
}

export type PageMatch = { status: 200 | 404; route: AppRoute | undefined; parts: PageParts };

/** What to send for a URL path in a locale: the route's page, or the 404 page for an unknown path. */
export function matchPage(pathname: string, locale: Locale = DEFAULT_LOCALE): PageMatch {
  const route = findRoute(pathname);
  return {
    status: route ? 200 : 404,
    route,
    parts: { ...pageHead(route, undefined, i18nFor(locale)), preload: route?.preload },
  };
}
