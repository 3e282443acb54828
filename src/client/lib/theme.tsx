import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import {
  followTheme,
  readStoredTheme,
  storeTheme,
  subscribeToTheme,
  type Theme,
} from './theme-store';
import { useHydrated } from './use-hydrated';

type ThemeState = { theme: Theme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeState | undefined>(undefined);

// The stored choice is read once hydrated (useHydrated): a pre-rendered page is hydrated with
// the default (what the server rendered), then redrawn with the stored choice, so hydration never
// mismatches. The page's colours are right before that: the server's head script
// (src/server/html/head-script.ts) sets the class from the same key before the first paint.

/** Light, dark or system, remembered under `ui-theme`; the routed app defaults to light. */
export function ThemeProvider({
  children,
  defaultTheme = 'light',
}: {
  children: ReactNode;
  defaultTheme?: Theme;
}) {
  const hydrated = useHydrated();
  const [stored, setStored] = useState(() => readStoredTheme(defaultTheme));
  useEffect(() => {
    const follow = () => setStored(readStoredTheme(defaultTheme));
    follow();
    return subscribeToTheme(follow);
  }, [defaultTheme]);
  const theme = hydrated ? stored : defaultTheme;

  // The page's class was set before the first paint (head-script.ts): left alone until hydrated.
  useEffect(() => {
    if (hydrated) followTheme(theme);
  }, [hydrated, theme]);

  const value = useMemo<ThemeState>(() => ({ theme, setTheme: storeTheme }), [theme]);

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used within a ThemeProvider');
  return state;
}
