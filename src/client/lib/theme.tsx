import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { STORAGE_KEYS } from '../../shared/constants';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

type ThemeState = { theme: Theme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeState | undefined>(undefined);

// The stored choice is read through useSyncExternalStore: a pre-rendered page is hydrated with
// the default (what the server drew), then React redraws with the stored choice, so hydration
// never mismatches. The page's colours are right before that: the server's head script
// (src/server/html/theme-script.ts) sets the class from the same key before the first paint.
const listeners = new Set<() => void>();
/** The choice made in this tab when storage refused to keep it (private modes). */
let unstoredChoice: Theme | undefined;

function readStoredTheme(fallback: Theme): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    if (themes.includes(stored as Theme)) return stored as Theme;
  } catch {
    // Storage can be blocked; the choice made in this tab, or the default, still works.
  }
  return unstoredChoice ?? fallback;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storeTheme(theme: Theme) {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Not remembered, but still applied for this visit.
    unstoredChoice = theme;
  }
  for (const listener of listeners) listener();
}

function applyTheme(theme: Theme) {
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', Boolean(dark));
}

/** Light, dark or system, remembered under `ui-theme`; the routed app defaults to light. */
export function ThemeProvider({
  children,
  defaultTheme = 'light',
}: {
  children: ReactNode;
  defaultTheme?: Theme;
}) {
  const theme = useSyncExternalStore(
    subscribe,
    () => readStoredTheme(defaultTheme),
    () => defaultTheme,
  );

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, [theme]);

  const value = useMemo<ThemeState>(() => ({ theme, setTheme: storeTheme }), [theme]);

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used within a ThemeProvider');
  return state;
}
