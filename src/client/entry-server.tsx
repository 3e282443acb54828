import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type AppRoute, prerenderKey } from '../shared/app-route';
import { categories } from '../shared/content/task-library';
import {
  defaultLocaleOf,
  LANGUAGES,
  type Language,
  type Locale,
  languageOf,
} from '../shared/i18n/locales';
import type { PostedForm } from '../shared/page-forms';
import { appRoutes, findRoute } from '../shared/routes';
import type { ApiReader, SignedInRender } from '../shared/server-rendered-page';
import { Providers } from './app/providers';
import { routeObjects } from './app/routes';
import { preloadSignedInPage } from './app/server-rendered-pages';
import { categorySearch } from './lib/category-location';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { messages as english } from './locales/catalog-en';
import { messages as spanish } from './locales/catalog-es';

// The build prerenders each page (scripts/prerender.mjs, record 035): the same tree as
// main.tsx, through the same route objects, so the browser hydrates what it receives. Public
// pages come out whole; signed-in pages their frame (the spinner while the session is read).
// The server renders a page again with this function after it refused the page's form post
// (record 052): `posted` holds what was typed and why it was refused. It renders a signed-in page
// for its request with renderSignedIn (record 054). Each in the locale the server chose for the
// request (record 100); the build prerenders every page in each language.

const catalogs: Record<Language, typeof english> = { en: english, es: spanish };

/** Each language the build prerenders its pages in, written for its default region. */
export const prerenderLanguages = LANGUAGES.map((language) => ({
  language,
  locale: defaultLocaleOf(language),
}));

/** Every path prerendered, each of the demo's categories, and '*' for the 404 page. */
export const prerenderPaths: string[] = [
  ...appRoutes
    .filter((route) => !('clientOnly' in route && route.clientOnly))
    .map((route) => route.path),
  // A category's card on the demo's overview, a plain link there (record 068), loads its page.
  ...categories.map((category) =>
    prerenderKey(findRoute('/demo') as AppRoute, categorySearch(category.id)),
  ),
  '*',
];

async function renderToHtml(
  path: string,
  locale: Locale,
  state: { posted?: PostedForm; dehydratedState?: DehydratedState },
): Promise<string> {
  const i18n = createI18n(locale, catalogs[languageOf(locale)]);
  const url = new URL(path === '*' ? '/__not-found__' : path, 'http://localhost');
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender, unlike renderToString, waits for the lazily loaded pages to be rendered.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers posted={state.posted} dehydratedState={state.dehydratedState} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // Every Suspense boundary in place (a part hydrated later, record 062): React would move a
    // large one to the end of the stream, to be put in place by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** A page in a locale: prerendered with no `posted`, or again for a refused form post. */
export function renderPath(path: string, locale: Locale, posted?: PostedForm): Promise<string> {
  return renderToHtml(path, locale, { posted });
}

/**
 * A signed-in page rendered for the request with its data (record 054): `url` is its path and
 * query, `readApi` reads the API as the request's user. `notMember` for a plan that is not the
 * current user's (the server answers 404); undefined when the page is not rendered this way or
 * nobody is fully signed in: the server then sends the page's frame.
 */
export async function renderSignedIn(
  url: string,
  locale: Locale,
  readApi: ApiReader,
): Promise<SignedInRender | undefined> {
  const queryClient = createQueryClient();
  const renderedFor = await preloadSignedInPage(
    queryClient,
    new URL(url, 'http://localhost'),
    readApi,
  );
  if (!renderedFor || 'notMember' in renderedFor) return renderedFor;
  const dehydratedState = dehydrate(queryClient);
  queryClient.clear();
  return {
    body: await renderToHtml(url, locale, { dehydratedState }),
    dehydratedState,
    ...renderedFor,
  };
}
