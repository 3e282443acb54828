import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { type AppRoute, type AppRoutePath, appRoutes } from '../../shared/routes';
import { NotFoundPage, pages } from './pages';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// The route objects of the shared route list, used by the browser's router (router.tsx) and by
// the build's pre-rendering (entry-server.tsx), so both draw the same tree.

/**
 * A signed-in page with its guards (session checks, the timeout warning and its dialog): they
 * load together with the page, in parallel, so a public page never downloads the guards.
 */
function guardedPage(path: AppRoutePath, access: 'user' | 'admin') {
  const GuardedPage = lazy(async () => {
    const [{ Guarded }, Page] = await Promise.all([import('./guards'), pages[path].load()]);
    return {
      default: () => (
        <Guarded access={access}>
          <Page />
        </Guarded>
      ),
    };
  });
  return <GuardedPage />;
}

function routeElement(path: AppRoutePath, access: AppRoute['access']): ReactNode {
  if (access === 'public') {
    const Page = pages[path];
    return <Page />;
  }
  return guardedPage(path, access);
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...appRoutes.map(({ path, access }) => ({ path, element: routeElement(path, access) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
