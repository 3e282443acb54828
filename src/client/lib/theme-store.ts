import { STORAGE_KEYS } from '../../shared/constants';

// The colour theme without React: remembered under `ui-theme`, applied as the `dark` class of
// <html>. The app's ThemeProvider (theme.tsx) and the content pages' few lines of script
// (content-page.ts, record 053) share it; the server's head script (head-script.ts) reads the
// same key before the first paint.

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

const listeners = new Set<() => void>();
/** The choice made in this tab when storage refused to keep it (private modes). */
let unstoredChoice: Theme | undefined;

export function readStoredTheme(fallback: Theme): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    if (themes.includes(stored as Theme)) return stored as Theme;
  } catch {
    // Storage can be blocked; the choice made in this tab, or the default, still works.
  }
  return unstoredChoice ?? fallback;
}

/** A choice made in another tab of the site: this one follows it (the `storage` event). */
function onStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEYS.theme) for (const listener of listeners) listener();
}

/** Called with every new choice, in this tab or another; returns the function that stops it. */
export function subscribeToTheme(listener: () => void): () => void {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Not remembered, but still applied for this visit.
    unstoredChoice = theme;
  }
  for (const listener of listeners) listener();
}

export function applyTheme(theme: Theme): void {
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', Boolean(dark));
}

/** Applies the theme, and keeps following the system's choice while it is 'system'. */
export function followTheme(theme: Theme): () => void {
  applyTheme(theme);
  if (theme !== 'system') return () => {};
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  const follow = () => applyTheme('system');
  query?.addEventListener('change', follow);
  return () => query?.removeEventListener('change', follow);
}
