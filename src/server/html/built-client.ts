import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AppRoute, isSentWithoutApp } from '../../shared/app-route';
import type { Language, Locale } from '../../shared/i18n/locales';
import type { PostedForm } from '../../shared/page-forms';
import type { ApiReader, SignedInRender } from '../../shared/server-rendered-page';

/** What `npm run build` leaves for the server: see scripts/prerender.ts. */
export type BuiltClient = {
  /** dist/client: the assets, served as files. */
  dir: string;
  /** index.html, the template of the app's pages. */
  template: string;
  /** content-page.html, the template of a page sent without the app (record 053). */
  contentTemplate: string;
  /**
   * The root element's markup rendered at build time, by language and then by route path ('*' for
   * the 404 page), each language in its default region (record 100).
   */
  prerendered: Partial<Record<Language, Record<string, string>>>;
  /** The modules an app page's first rendering loads (record 067); none when not listed. */
  modulePreloads?: ModulePreloads;
  /** Renders a page now, for a refused form post (record 052); from dist/ssr/entry-server.js. */
  render?: PageRenderer;
  /** Renders a signed-in page for its request, with its data (record 054); from the same file. */
  renderSignedIn?: SignedInRenderer;
};

/** A page's root element rendered in a locale with a refused form post's state. */
export type PageRenderer = (
  routePath: string,
  locale: Locale,
  posted: PostedForm,
) => Promise<string>;

/**
 * A signed-in page's root element rendered for its request (`url`: path and query), and the
 * queries it was rendered with, which go into the page for the browser; `notMember` when the page's
 * plan is not the current user's; undefined when the client does not render that page so, or
 * nobody is fully signed in.
 */
export type SignedInRenderer = (
  url: string,
  locale: Locale,
  readApi: ApiReader,
) => Promise<SignedInRender | undefined>;

/** What scripts/module-preloads.mjs lists: script URLs, for the app, the guards, each page. */
export type ModulePreloads = {
  app: readonly string[];
  guards: readonly string[];
  /**
   * Each language's words, which the page loads before it hydrates (record 100): the common
   * ones, and each page's feature's.
   */
  catalogs?: Partial<
    Record<
      Language,
      { common: readonly string[]; pages: Partial<Record<string, readonly string[]>> }
    >
  >;
  pages: Partial<Record<string, readonly string[]>>;
};

export const PRERENDERED_FILE = 'prerendered.json';
export const MODULE_PRELOADS_FILE = 'module-preloads.json';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Puts the built stylesheet into the template itself: a prerendered page then paints as soon as
 * its HTML arrives, with no second request in the way (record 041). A phone on a slow network
 * gains a round trip; the stylesheet is about 7 KB compressed.
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = fs.readFileSync(path.join(clientDir, file), 'utf8');
    return css.includes('</style') ? link : `<style>${css}</style>`;
  });
}

/** Reads the built client; undefined with the reason when it is not built. */
export function readBuiltClient(clientDir: string): BuiltClient | { missing: string } {
  const templatePath = path.join(clientDir, 'index.html');
  if (!fs.existsSync(templatePath)) return { missing: templatePath };
  const contentTemplatePath = path.join(clientDir, 'content-page.html');
  if (!fs.existsSync(contentTemplatePath)) return { missing: contentTemplatePath };
  // Beside the client folder, not in it: the pre-rendered pages are not files to serve.
  const prerenderedPath = path.join(clientDir, '..', PRERENDERED_FILE);
  const modulePreloadsPath = path.join(clientDir, '..', MODULE_PRELOADS_FILE);
  return {
    dir: clientDir,
    template: inlineStylesheets(fs.readFileSync(templatePath, 'utf8'), clientDir),
    contentTemplate: inlineStylesheets(fs.readFileSync(contentTemplatePath, 'utf8'), clientDir),
    prerendered: fs.existsSync(prerenderedPath)
      ? (JSON.parse(fs.readFileSync(prerenderedPath, 'utf8')) as BuiltClient['prerendered'])
      : {},
    modulePreloads: fs.existsSync(modulePreloadsPath)
      ? (JSON.parse(fs.readFileSync(modulePreloadsPath, 'utf8')) as ModulePreloads)
      : undefined,
  };
}

/**
 * The scripts an app page's first rendering loads (`main.tsx`, its language's common words, a
 * signed-in page's guards, the page and its feature's words), for the page to list as `<link rel="modulepreload">`: the browser's preload scanner
 * fetches them with the HTML, and Vite's preload helper, which skips a module the page already
 * links, has none left to insert by script (record 067). None for a page sent without the app.
 */
export function modulePreloadsFor(
  preloads: ModulePreloads | undefined,
  route: AppRoute | undefined,
  search = '',
  language: Language = 'en',
): string[] {
  if (!preloads || isSentWithoutApp(route, search)) return [];
  const page = route ? (preloads.pages[route.path] ?? []) : [];
  const guards = route && route.access !== 'public' ? preloads.guards : [];
  const words = preloads.catalogs?.[language];
  const pageWords = route ? (words?.pages[route.path] ?? []) : [];
  return [
    ...new Set([...preloads.app, ...(words?.common ?? []), ...guards, ...page, ...pageWords]),
  ];
}

/**
 * The build's server-side rendering of the client (the one that prerenders pages), loaded once:
 * a refused form post and a signed-in page are rendered per request. Nothing when it is not built.
 */
export async function loadPageRenderers(
  clientDir: string,
): Promise<Pick<BuiltClient, 'render' | 'renderSignedIn'>> {
  const entry = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return {};
  const entryServer = (await import(pathToFileURL(entry).href)) as {
    renderPath: PageRenderer;
    renderSignedIn: SignedInRenderer;
  };
  return { render: entryServer.renderPath, renderSignedIn: entryServer.renderSignedIn };
}
