import './styles.css';
import { MODULE_PRELOADS_ELEMENT_ID } from '../shared/module-preloads';
import { afterFirstPaint } from './lib/after-first-paint';

// The page's entry. Every page arrives rendered (record 035) with its styles inline (record 041), so
// its first paint needs nothing more: the app's code (main.tsx, which hydrates) is fetched once
// that paint has happened, and never competes with it on a slow connection (record 041). Until then the page
// works as HTML (links, the FAQ, forms that post back).

// A content page or a form page is sent without the app (records 053 and 061): its body says so,
// and its few lines come instead, also after the first paint, so that nothing they load is
// fetched and run before the page shows.
const withoutApp = document.body.dataset.withoutApp !== undefined;

/** How many of an app page's listed scripts (record 067) are linked in one task (records 069, 072). */
const LINKS_PER_TASK = 4;

// Two calls, not one with a choice inside: the minifier would fold two imports into one, and
// Vite would then preload the app's modules for a content page too.
if (withoutApp) afterFirstPaint(() => void import('./content-page'));
else {
  afterFirstPaint(() => {
    // The app page's scripts, listed by the server (record 067), all fetched from now on.
    const preloads = document.getElementById(MODULE_PRELOADS_ELEMENT_ID);
    const links = preloads instanceof HTMLTemplateElement ? [...preloads.content.children] : [];
    // Each link costs a phone's processor 1.5-6 ms to take in: 37 at once (/app) made one task
    // of 55-215 ms. A few per task: the app's own first, which main.tsx's import then finds
    // linked, and the page's while main.tsx is still on its way.
    document.head.append(...links.splice(0, LINKS_PER_TASK));
    void import('./main');
    const appendMore = () => {
      if (links.length === 0) return;
      document.head.append(...links.splice(0, LINKS_PER_TASK));
      setTimeout(appendMore, 0);
    };
    setTimeout(appendMore, 0);
  });
}
