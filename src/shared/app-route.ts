// What a page route is (its access, how it is sent, what it may load) and the questions asked of
// one; the list itself is routes.ts.

export type RouteAccess = 'public' | 'user' | 'admin';

export type AppRoute = {
  path: string;
  title: string;
  description: string;
  access: RouteAccess;
  /** Rendered in the browser only: its first view depends on this tab's state (record 035). */
  clientOnly?: boolean;
  /**
   * API reads the page makes as soon as it starts, which the browser may begin with the HTML
   * (`<link rel="preload" as="fetch">`) instead of after the JavaScript has arrived and run.
   */
  preload?: readonly string[];
  /**
   * A public page where nobody types anything, which carries the admins' custom code
   * (third-party scripts such as analytics). Only pages that say so carry it: never a page with
   * a form (a password, a code, a name or an email, the demo's tasks, a checkout), nor a
   * signed-in page, where such a script could read what people type (decision D5, record 038).
   */
  customCode?: true;
  /**
   * A public page of text and links alone (the landing, legal and funnel pages): sent as the
   * HTML rendered at build time with no app, only content-page.ts's few lines (record 053). The app
   * still renders it when a visitor comes to it from one of the app's pages.
   */
  contentPage?: true;
  /**
   * A query parameter with which a content page is sent with the app after all: /demo's open
   * category (`?category=`), whose tasks are ticked in the browser. The overview is links alone.
   */
  appWithQuery?: string;
  /**
   * A public page whose only code is its form: sent like a content page, with the form alone
   * hydrated, as an island (record 061). The app still renders the whole page when a visitor comes
   * to it from one of the app's pages.
   */
  formIsland?: true;
  /**
   * A public page search engines should leave out (internal, or a follow-up to a purchase or a
   * sign-up): served with `noindex` and left out of sitemap.xml. Signed-in pages always are.
   */
  noIndex?: boolean;
  /**
   * Outside origins this page loads scripts or frames from: its Content-Security-Policy, and no
   * other page's, allows them (an outside script never runs beside a family's care details).
   */
  outsideOrigins?: { scriptSrc?: readonly string[]; frameSrc?: readonly string[] };
};

/**
 * Whether the admins' custom head and body code goes on this page: the public pages that ask for
 * it, where nobody types anything (decision D5, record 038). The 404 page has none.
 */
export function carriesCustomCode(route: AppRoute | undefined): boolean {
  return route?.access === 'public' && route.customCode === true;
}

/**
 * Whether the page at this address (`search` is its query, as `?category=health` or empty) is
 * sent without the app: a content page (record 053) or a form island's (061).
 */
export function isSentWithoutApp(route: AppRoute | undefined, search = ''): boolean {
  if (route?.access !== 'public') return false;
  if (route.appWithQuery && new URLSearchParams(search).has(route.appWithQuery)) return false;
  return route.contentPage === true || route.formIsland === true;
}

/**
 * The key of the prerendered page for this address: the route's path, or with its `appWithQuery`
 * parameter when the address has one (`/demo?category=health`), each category prerendered too.
 */
export function prerenderKey(route: AppRoute, search = ''): string {
  const value = route.appWithQuery && new URLSearchParams(search).get(route.appWithQuery);
  if (!route.appWithQuery || !value) return route.path;
  return `${route.path}?${new URLSearchParams({ [route.appWithQuery]: value })}`;
}
