import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type PageNavigation, PageNavigationContext } from '../lib/page-navigation';
import { toastFlash } from '../lib/toast';

/** The router's link, one component for the life of the page (a new one would redraw links). */
const RouterLink = (props: ComponentProps<PageNavigation['Link']>) => <Link {...props} />;

/** In the app, links and moves between pages are the router's (lib/page-navigation.tsx). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const value = useMemo<PageNavigation>(
    () => ({
      Link: RouterLink,
      navigate: (to, { replace, toasts = [] } = {}) => {
        for (const toast of toasts) toastFlash(toast);
        void navigate(to, { replace });
      },
      pathname: () => location.pathname,
      search: () => location.search,
      // The router's first location has the key 'default'; every later one has its own.
      firstPagePath: () => (location.key === 'default' ? location.pathname : undefined),
    }),
    [navigate, location],
  );
  return <PageNavigationContext.Provider value={value}>{children}</PageNavigationContext.Provider>;
}
