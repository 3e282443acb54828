import { pricingHash, scrollToPricing } from './features/landing/scroll-to-pricing';
import { type Flash, takeFlashes } from './lib/flash';
import { takeHeadingFocus } from './lib/heading-focus';
import {
  followTheme,
  readStoredTheme,
  storeTheme,
  subscribeToTheme,
  type Theme,
  themes,
} from './lib/theme-store';

// The only script of a content page (the landing, legal and funnel pages: record 053), and of a
// form page sent the same way, whose form it hydrates as an island (record 061). The page
// arrives as finished HTML rendered by the app's own components at build time; its links are plain
// links and its FAQ native <details>, so what is left for code is what the app's click handlers
// do there: the theme choice, the pricing links, the printable checklist's Print button, and a
// message left by the page before (an account just deleted). No framework: a phone has the page
// ready as soon as it is painted.

function showTheme(theme: Theme) {
  for (const button of document.querySelectorAll<HTMLElement>('[data-theme-choice]')) {
    button.setAttribute('aria-pressed', String(button.dataset.themeChoice === theme));
  }
}

/** The theme buttons show the stored choice, made here or in another tab. */
function followStoredTheme() {
  let stopFollowing = followTheme(readStoredTheme('light'));
  showTheme(readStoredTheme('light'));
  subscribeToTheme(() => {
    const theme = readStoredTheme('light');
    stopFollowing();
    stopFollowing = followTheme(theme);
    showTheme(theme);
  });
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const choice = target?.closest<HTMLElement>('[data-theme-choice]')?.dataset.themeChoice;
  if (themes.includes(choice as Theme)) {
    storeTheme(choice as Theme);
    return;
  }
  if (target?.closest('[data-print-page]')) {
    window.print();
    return;
  }
  // A pricing link on its own page scrolls there and leaves the address as it is; a click meant
  // for a new tab or window is the browser's.
  const plainClick =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (plainClick && target?.closest('a[data-pricing-link]') && scrollToPricing()) {
    event.preventDefault();
  }
}

// Sent here to the pricing (/#pricing, from the checklist's thank-you page): the browser has
// jumped to it; focus goes to its heading and the address loses the mark, so a reload opens
// the page at its top.
function arriveAtPricing() {
  if (window.location.hash !== pricingHash || !scrollToPricing()) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

/**
 * The notices' own words, in the page's language: the page carries them (components/
 * notice-words.tsx), so this script holds no catalog (issue 59). English should a page lack them.
 */
function noticeWords(): { region: string; close: string } {
  const words = document.querySelector<HTMLElement>('[data-notice-words]')?.dataset;
  return { region: words?.region || 'Notifications', close: words?.close || 'Close' };
}

/** The app shows left messages as toasts; here they are notices of the same words. */
function showNotices(flashes: Flash[]) {
  if (flashes.length === 0) return;
  const said = noticeWords();
  const region = document.createElement('section');
  region.setAttribute('aria-label', said.region);
  region.className = 'fixed top-4 right-4 left-4 z-50 ml-auto flex max-w-sm flex-col gap-2';
  const notices = flashes.map((flash) => {
    const notice = document.createElement('div');
    notice.setAttribute('role', flash.kind === 'error' ? 'alert' : 'status');
    notice.className =
      'flex items-start gap-3 rounded-md border bg-background p-4 text-sm text-foreground shadow-lg';
    return notice;
  });
  region.append(...notices);
  document.body.append(region);
  // Filled once the live regions are in the page, so screen readers announce the words.
  requestAnimationFrame(() => {
    flashes.forEach((flash, index) => {
      const notice = notices[index];
      if (!notice) return;
      const words = document.createElement('div');
      words.className = 'flex-1';
      const title = document.createElement('p');
      title.className = 'font-semibold';
      title.textContent = flash.title;
      words.append(title);
      if (flash.description) {
        const description = document.createElement('p');
        description.textContent = flash.description;
        words.append(description);
      }
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'min-h-9 rounded px-2 underline-offset-4 hover:underline';
      close.textContent = said.close;
      close.addEventListener('click', () => notice.remove());
      notice.append(words, close);
    });
  });
}

/** The page is ready: buttons stop looking not ready (styles.css), and journeys wait for the mark. */
function markReady() {
  document.documentElement.dataset.hydrated = 'content-page';
  takeHeadingFocus();
}

followStoredTheme();
document.addEventListener('click', onClick);
arriveAtPricing();
showNotices(takeFlashes());
// Loaded by boot.ts after the first paint; a form page's islands then load their own code, their
// words and React. A page with none loads none of that: not even the code that would find them.
if (document.querySelector('[data-island]')) {
  void import('./app/start-islands').then(({ startIslands }) => startIslands()).then(markReady);
} else markReady();
