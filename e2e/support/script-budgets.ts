import { findRoute } from '../../src/shared/routes';

/**
 * The JavaScript a page may load before it is interactive, in gzip bytes, by kind of page: the
 * page-weight journeys (first-paint.spec.ts) hold each page to it and bench:web prints it beside
 * what it measured. The product is React's in the browser and on the server (record 086): a
 * page that carries React carries its react-dom, about 60 KB gzip more than Preact's did.
 * Raise one only with a reason in the commit.
 */
export const SCRIPT_BUDGET_BYTES = {
  /**
   * A content page (the landing, legal and funnel pages, the demo's overview) carries no app and
   * no framework (record 053): issue 32's 50 KB. It loaded 11.2 KB, React's core and Lingui among
   * them, reached through the islands' code; since record 100's amendment that code loads only on
   * a page with an island, and a content page loads 4 KB (2026-12-03).
   */
  contentPage: 50_000,
  /**
   * A form page: its form hydrated alone, without the app (record 061). With Preact /checklist
   * loaded 38 KB and /login 61 KB (held to 70 KB); with React (2026-12-02) /checklist 97 KB,
   * /login 120 KB, /signup and /signup-premium 122 KB.
   */
  // Issue 59 (record 100): every form page also loads Lingui's runtime and its language's words:
  // with the whole language's catalog /login loaded 163 KB; with only the common words and its
  // own feature's (measured 2026-12-03) 143.7 KB, /signup 141.5 KB; in Spanish 144.6 and 142.4 KB.
  formPage: 148_000,
  /**
   * One of the demo's categories (`/demo?category=`), rendered and hydrated by the app (the overview,
   * `/demo`, is a content page). Issue 55 asked 150 KB for /demo; a category carries the app and
   * React: 107 KB with Preact, 176 KB with React (2026-12-02), so it is held to 180 KB, under an
   * app page's budget.
   */
  // Issue 59: Lingui and the words, as a form page's: 219 KB with the whole catalog, 197.6 KB
  // with the common words and the demo's own, 199.8 KB in Spanish, its starters in the reader's
  // language only (2026-12-03).
  demoCategory: 203_000,
  /**
   * A signed-in page of the app. A category of the dashboard loaded 118.5 KB in 39 scripts with
   * Preact, 187 KB in 41 with React (2026-12-02). Issue 56 (measured 2026-12-02, against that
   * main): 191.7 KB in 43. A closed card renders its whole content inside its <details> before
   * any tap (record 094), so the due line's date rules (`shared/rules/due-dates`, 1.0 KB, now a
   * script of its own) and the glance and guidance (dashboard chunk +1.1 KB) load with the page;
   * the leave question and kept typing guard every signed-in page (record 092: `form-drafts`,
   * 0.7 KB, a script; guards +0.2 KB); the search of every task's form (record 090) put the label
   * in a chunk of its own (0.4 KB); the open plan's name band (+0.1 KB). Issue 58 (record 098,
   * measured 2026-12-02 against that main's 191.7 KB in 43): 192.5 KB in 43, every new part of the
   * dashboard's overview (the questions' offer, the plan by stage) loaded with the overview, not a
   * category, and the dialog of 'Add from library' on first use; what stays is the button on each
   * category and the overview (its loader and script list, +0.4 KB in the dashboard's chunk) and
   * the new page in the route table and its loader (+0.2 KB in every app page).
   */
  // Issue 59 (record 100): Lingui's runtime and the words loaded before hydration. With the
  // language's whole catalog (about 33 KB gzip) 232.5 KB in 45 scripts; with the common words
  // (9.8 KB: the app's frame, page titles, rule messages) and the dashboard's own (3.3 KB),
  // React and Lingui in one chunk, 212 KB in 47 (2026-12-03); with the names of categories,
  // stages and roles in the reader's language, 213.2 KB, in Spanish 214.2 KB.
  appPage: 218_000,
} as const;

/** The budget of the page at `address` (its path and query), or none for a page not held. */
export function scriptBudgetOf(address: string): number | undefined {
  const url = new URL(address, 'http://localhost');
  const route = findRoute(url.pathname);
  if (!route) return undefined;
  if (route.access !== 'public') return SCRIPT_BUDGET_BYTES.appPage;
  if (route.appWithQuery && url.searchParams.has(route.appWithQuery)) {
    return SCRIPT_BUDGET_BYTES.demoCategory;
  }
  if ('contentPage' in route && route.contentPage) return SCRIPT_BUDGET_BYTES.contentPage;
  if ('formIsland' in route && route.formIsland) return SCRIPT_BUDGET_BYTES.formPage;
  return undefined;
}
