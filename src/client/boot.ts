import './styles.css';

// The page's entry. Every page arrives drawn (record 035) with its styles inline (record 041), so
// its first paint needs nothing more: the app's code (main.tsx, which hydrates) is fetched once
// that paint has happened, and never competes with it on a slow connection (record 041). Until then the page
// works as HTML (links, the FAQ, forms that post back).

/** Longest wait for a paint the browser does not report (it cannot, or the tab is hidden). */
const PAINT_WAIT_MS = 1000;

function afterFirstPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // A page drawn ahead with its content has its heading; a signed-in page's frame (the spinner
  // while the session is read) has none and needs the code at once, as does an empty page.
  const drawnAhead = document.querySelector('#root h1') !== null;
  const canTell = PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!drawnAhead || !canTell || document.visibilityState === 'hidden') {
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

afterFirstPaint(() => {
  void import('./main');
});
