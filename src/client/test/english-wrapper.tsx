import { I18nProvider } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';
import { activateInBrowser } from '../lib/i18n';
import { messages } from '../locales/catalog-en';

// The browser's one instance, as main.tsx activates it: code run after an action writes through it.
const english = activateInBrowser('en-US', messages);

/** Back to US English after a test that activated another locale (a hydration in Spanish). */
export function activateEnglish() {
  activateInBrowser('en-US', messages);
}

/** Wraps a test's own wrapper, if any, in the US English I18nProvider the app renders in. */
export function englishWrapper(Inner?: ComponentType<{ children: ReactNode }>) {
  return function EnglishWrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={english}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>
    );
  };
}
