import './styles.css';
import { MODULE_PRELOADS_ELEMENT_ID } from '../shared/module-preloads';
import { afterFirstPaint } from './lib/after-first-paint';

// The page's entry. Every page arrives drawn (record 035) with its styles inline (record 041), so
// its first paint needs nothing more: the app's code (main.tsx, which hydrates) is fetched once
// that paint has happened, and never competes with it on a slow connection (record 041). Until then the page
// works as HTML (links, the FAQ, forms that post back).

// A content page or a form page is sent without the app (records 053 and 061): its body says so,
// and its few lines come instead, also after the first paint, so that nothing they load is
// fetched and run before the page shows.
const withoutApp = document.body.dataset.withoutApp !== undefined;

// Two calls, not one with a choice inside: the minifier would fold two imports into one, and
// Vite would then preload the app's modules for a content page too.
if (withoutApp) afterFirstPaint(() => void import('./content-page'));
else {
  afterFirstPaint(() => {
    // The app page's scripts, listed by the server (record 067), all fetched from now on.
    const preloads = document.getElementById(MODULE_PRELOADS_ELEMENT_ID);
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    void import('./main');
  });
}
