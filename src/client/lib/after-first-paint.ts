/** Longest wait for a paint the browser does not report (it cannot, or the tab is hidden). */
const PAINT_WAIT_MS = 1000;

/**
 * Runs `run` once the page's first paint has happened, so nothing a page's script does competes
 * with it: the app's code (boot.ts, record 041) and a content page's few lines (content-page.ts).
 */
export function afterFirstPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // A prerendered page with its content has its heading; a signed-in page's frame (the spinner
  // while the session is read) has none and needs the code at once, as does an empty page.
  const prerendered = document.querySelector('#root h1') !== null;
  const canTell = PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!prerendered || !canTell || document.visibilityState === 'hidden') {
    once();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  window.setTimeout(once, PAINT_WAIT_MS);
}
