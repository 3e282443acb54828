// In the app, a page reached by a route change has focus on its h1 (app/root-layout.tsx), so
// keyboard and screen reader users start at its top. A form island moves on by a page load
// (lib/page-navigation.tsx, record 061): it leaves the same wish for the page it loads, in
// sessionStorage, and that page's script grants it once the page is ready.
const KEY = 'pme_focus_heading';

/** Asks the page at `path`, loaded next, to focus its heading. */
export function focusHeadingAfterLoad(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Without storage the new page starts where a page load starts.
  }
}

/** Focuses this page's heading if the page before asked for it; the wish is used once. */
export function takeHeadingFocus(): void {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (path === window.location.pathname) focusPageHeading();
}

/** Focuses the page's h1 (the main one first), making it focusable; false when there is none yet. */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}
