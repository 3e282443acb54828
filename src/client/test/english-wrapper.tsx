import { I18nProvider } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';
import { createI18n } from '../lib/i18n';
import { messages } from '../locales/catalog-en';

const english = createI18n('en-US', messages);

/** Wraps a test's own wrapper, if any, in the US English I18nProvider the app renders in. */
export function englishWrapper(Inner?: ComponentType<{ children: ReactNode }>) {
  return function EnglishWrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={english}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>
    );
  };
}
