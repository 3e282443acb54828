import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NoticeWords } from '../components/notice-words';
import { PageSpinner } from '../components/ui/spinner';
import { takeFlashes } from '../lib/flash';
import { focusPageHeading } from '../lib/heading-focus';
import { crossesDocumentEdge, pageHeadFor } from '../lib/page-settings';
import { toastFlash } from '../lib/toast';
import { RouterNavigation } from './router-navigation';

/** How long a new page may take to render its heading before focus is left where it is. */
const HEADING_WAIT_MS = 3000;

/** Sets a meta element of the head, or removes it when it has no content. */
function setMeta(name: string, content: string | undefined) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Keeps the tab title, description and robots rule in step with client-side navigation, as the
 * server sets them on load (the route table and the admins' SEO settings).
 */
function useDocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    const head = pageHeadFor(pathname);
    document.title = head.title;
    setMeta('description', head.description);
    setMeta('robots', head.noIndex ? 'noindex' : undefined);
  }, [pathname]);
}

/**
 * A route change across the edge of the admins' custom code, or of a page that lets outside
 * scripts in, loads the page from the server with its own policy (see crossesDocumentEdge);
 * until it arrives, the spinner, so the page is never rendered here.
 */
function useCustomCodeEdge(): boolean {
  const { pathname, search, hash } = useLocation();
  const crossing = crossesDocumentEdge(pathname);
  useEffect(() => {
    if (crossing) window.location.replace(pathname + search + hash);
  }, [crossing, pathname, search, hash]);
  return crossing;
}

/**
 * After a client-side route change, focus lost with the old page goes to the new page's h1, so
 * keyboard and screen reader users start at its top and hear where they are. A page or dialog
 * that placed focus itself (the /mfa code box, say) keeps it. The first load is left alone.
 * Views opened by a query (a category, a community topic) focus their own heading.
 */
function useFocusOnRouteChange() {
  const { pathname } = useLocation();
  // The path focus was last settled for: a repeated run for the same path (StrictMode's second
  // mount in development) must not move focus, nor touch a page still being hydrated.
  const settledPath = useRef<string | null>(null);
  useEffect(() => {
    if (settledPath.current === null || settledPath.current === pathname) {
      settledPath.current = pathname;
      return;
    }
    settledPath.current = pathname;
    const deadline = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    const focusHeading = () => {
      if (document.activeElement && document.activeElement !== document.body) return;
      if (!focusPageHeading() && performance.now() < deadline) {
        frame = requestAnimationFrame(focusHeading);
      }
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

export function RootLayout() {
  useDocumentHead();
  useFocusOnRouteChange();
  const leaving = useCustomCodeEdge();
  // A message left by the previous page before a full page load.
  useEffect(() => {
    for (const flash of takeFlashes()) toastFlash(flash);
  }, []);
  if (leaving) return <PageSpinner />;
  return (
    <RouterNavigation>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <NoticeWords />
    </RouterNavigation>
  );
}
