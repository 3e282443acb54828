import { createBrowserRouter } from 'react-router';
import { appRoutes } from '../../shared/routes';
import { NotFoundPage, pages } from './pages';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...appRoutes.map(({ path }) => {
          const Page = pages[path];
          return { path, element: <Page /> };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
