import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { AppRoute } from '../../shared/app-route';
import { type AppRoutePath, appRoutes } from '../../shared/routes';
import { HydrationMark } from './hydration-mark';
import { loadNotFoundPage, type PageLoader, pages } from './pages';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// The route objects of the shared route list, used by the browser's router (router.tsx) and by
// the build's pre-rendering (entry-server.tsx), so both render the same tree.

/** Loads a route's page once; the router renders it only when it is there (`lazy` below). */
function once(load: PageLoader): PageLoader {
  let loading: ReturnType<PageLoader> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}

/** A public page that marks the document once it has been hydrated. */
function markedPage(load: PageLoader): PageLoader {
  return once(async () => {
    const Page = await load();
    return () => (
      <>
        <Page />
        <HydrationMark />
      </>
    );
  });
}

/**
 * A signed-in page with its guards (session checks, the timeout warning and its dialog): they
 * load together with the page, in parallel, so a public page never downloads the guards.
 */
function guardedPage(path: AppRoutePath, access: 'user' | 'admin'): PageLoader {
  return once(async () => {
    const [{ Guarded }, Page] = await Promise.all([import('./guards'), pages[path]()]);
    return () => (
      <>
        <Guarded access={access}>
          <Page />
        </Guarded>
        <HydrationMark />
      </>
    );
  });
}

function pageLoader(path: AppRoutePath, access: AppRoute['access']): PageLoader {
  if (access === 'public') return markedPage(pages[path]);
  return guardedPage(path, access);
}

/**
 * Each route's page is loaded by the router before it changes the page (React Router's `lazy`):
 * the page a person is on stays until the next one can be rendered at once, and nothing suspends.
 */
function lazyPage(load: PageLoader): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: await load() });
}

export const routeObjects: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...appRoutes.map(({ path, access }) => ({ path, lazy: lazyPage(pageLoader(path, access)) })),
      { path: '*', lazy: lazyPage(markedPage(loadNotFoundPage)) },
    ],
  },
];

/**
 * Loads the pages of the routes at `pathname` into the route table, so a prerendered page is
 * hydrated (main.tsx) and rendered (entry-server.tsx) in one pass, as the router would otherwise
 * render nothing until it had loaded them.
 */
export async function loadRoutesAt(pathname: string): Promise<void> {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
