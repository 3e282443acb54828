import { type AppRoute, findRoute, notFoundRoute } from '../../shared/routes';
import { THEME_SCRIPT } from './theme-script';

// The server composes the HTML of every page it sends: the page's title and description, the
// theme script, and the page drawn ahead at build time into the root element (record 035).
// Later issues fill the head and body slots further (SEO settings, custom code), which is why the
// template carries explicit markers rather than being sent as a file.
export const HEAD_SLOT = '<!--app-head-->';
export const BODY_SLOT = '<!--app-body-->';

export type PageParts = {
  title: string;
  description: string;
  noIndex?: boolean;
  /** Extra markup for the end of <head>. Trusted: the caller escapes what it must. */
  head?: string;
  /** Markup rendered ahead into the root element. */
  body?: string;
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

export function renderPage(template: string, parts: PageParts): string {
  const head = [
    `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    `<script>${THEME_SCRIPT}</script>`,
    parts.noIndex ? '<meta name="robots" content="noindex" />' : '',
    parts.head ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions, not strings: in a replacement string `$&`, `$'` and `$1` are patterns,
  // so a title or meta text holding them (admins will edit these) would corrupt the page.
  const title = `<title>${escapeHtml(parts.title)}</title>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(HEAD_SLOT, () => head)
    .replace(BODY_SLOT, () => parts.body ?? '');
}

export type PageMatch = { status: 200 | 404; route: AppRoute | undefined; parts: PageParts };

/** What to send for a URL path: the route's page, or the 404 page for an unknown path. */
export function matchPage(pathname: string): PageMatch {
  const route = findRoute(pathname);
  if (!route) {
    return {
      status: 404,
      route: undefined,
      parts: { ...notFoundRoute, noIndex: true },
    };
  }
  return {
    status: 200,
    route,
    parts: {
      title: route.title,
      description: route.description,
      noIndex: route.access !== 'public' || route.noIndex === true,
    },
  };
}
