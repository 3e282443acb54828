import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '../../shared/constants';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

type ThemeState = { theme: Theme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeState | undefined>(undefined);

function readStoredTheme(fallback: Theme): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    return themes.includes(stored as Theme) ? (stored as Theme) : fallback;
  } catch {
    // Storage can be blocked (private modes); the default still works.
    return fallback;
  }
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
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(defaultTheme));

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, [theme]);

  const value = useMemo<ThemeState>(
    () => ({
      theme,
      setTheme: (next) => {
        try {
          localStorage.setItem(STORAGE_KEYS.theme, next);
        } catch {
          // Not remembered, but still applied for this visit.
        }
        setThemeState(next);
      },
    }),
    [theme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used within a ThemeProvider');
  return state;
}
