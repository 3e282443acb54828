import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { findRoute, notFoundRoute } from '../../shared/routes';
import { PageSpinner } from '../components/ui/spinner';
import { showFlash } from '../lib/flash';

/** Keeps the tab title in step with client-side navigation, as the server sets it on load. */
function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = (findRoute(pathname) ?? notFoundRoute).title;
  }, [pathname]);
}

export function RootLayout() {
  useDocumentTitle();
  // A message left by the previous page before a full page load.
  useEffect(() => showFlash(), []);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
