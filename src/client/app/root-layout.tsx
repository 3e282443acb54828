import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { findRoute, notFoundRoute } from '../../shared/routes';
import { PageSpinner } from '../components/ui/spinner';

/** Keeps the tab title in step with client-side navigation, as the server sets it on load. */
function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = (findRoute(pathname) ?? notFoundRoute).title;
  }, [pathname]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
