import { createBrowserRouter } from 'react-router';
import { type AppRoute, type AppRoutePath, appRoutes } from '../../shared/routes';
import { RequireAdmin, RequireAuth } from './guards';
import { NotFoundPage, pages } from './pages';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** The page behind the guards its access rule asks for. */
function routeElement(path: AppRoutePath, access: AppRoute['access']) {
  const Page = pages[path];
  if (access === 'public') return <Page />;
  if (access === 'user') {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  }
  return (
    <RequireAuth>
      <RequireAdmin>
        <Page />
      </RequireAdmin>
    </RequireAuth>
  );
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...appRoutes.map(({ path, access }) => ({ path, element: routeElement(path, access) })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
