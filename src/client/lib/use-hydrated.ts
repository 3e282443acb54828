import { useEffect, useState } from 'react';

// Whether the page in this tab has been hydrated: set once the page's own component has run
// (app/hydration-mark.tsx), or at once for a page drawn in the browser (main.tsx). Never set on
// the server, whose drawing is what hydration must see.
let pageHydrated = false;
const waiting = new Set<() => void>();

/**
 * Says whether the page in this tab has been hydrated. Tests set it too: a component a test
 * draws is drawn in the browser (test/setup.ts), and the hydration check starts from false.
 */
export function setPageHydrated(hydrated: boolean) {
  pageHydrated = hydrated;
  if (!hydrated) return;
  for (const wake of waiting) wake();
  waiting.clear();
}

/**
 * False while a prerendered page (at build time, or by the server for its request) is drawn and
 * hydrated, true after: what only the browser knows (the address's query, the stored theme, say)
 * is read once this is true, so hydration sees exactly what the server drew (record 035). A
 * component first drawn after the page was hydrated is true at once. This is a state and an
 * effect, not useSyncExternalStore's server snapshot: Preact (record 058) gives that snapshot to
 * whatever renders while any part of the page is still hydrating, which can be long after.
 * `watch: false` (a component that draws the same either way, e.g. a button that works before
 * hydration) keeps the first answer and is not drawn again when the page is hydrated: on a
 * phone, drawing every button of a form again just after hydration was a long task (record 066).
 */
export function useHydrated({ watch = true }: { watch?: boolean } = {}): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated || !watch) return;
    if (pageHydrated) {
      setHydrated(true);
      return;
    }
    // Drawn while the page hydrates (a provider at the root, say): wait for the whole page, so
    // no part of it still being hydrated is drawn with what only the browser knows.
    const wake = () => setHydrated(true);
    waiting.add(wake);
    return () => {
      waiting.delete(wake);
    };
  }, [hydrated, watch]);
  return hydrated;
}
