import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ComponentType, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppToaster } from '../components/app-toaster';
import { PostedFormContext, readPostedForm } from '../lib/posted-form';
import { ThemeProvider } from '../lib/theme';

export type FoundIsland = { element: HTMLElement; Component: ComponentType };

/** Calls `then` once the island it is rendered in has been hydrated (its effects run then). */
function Hydrated({ then }: { then: () => void }) {
  useEffect(() => then(), [then]);
  return null;
}

/**
 * Hydrates the islands of a page sent without the app (record 061), each on its own with what
 * the server put in the page (a refused post), and renders the app's toaster beside them: their
 * toasts are the app's; all in the page's locale (record 100). The rest of the page is content-page.ts's. Resolves once every island is
 * hydrated; React hydrates each in slices, yielding to the browser between them.
 */
export async function hydrateIslands(found: readonly FoundIsland[], i18n: I18n) {
  const posted = readPostedForm();
  await Promise.all(
    found.map(
      ({ element, Component }) =>
        new Promise<void>((resolve) => {
          hydrateRoot(
            element,
            <I18nProvider i18n={i18n}>
              <PostedFormContext.Provider value={posted}>
                <Component />
                <Hydrated then={resolve} />
              </PostedFormContext.Provider>
            </I18nProvider>,
          );
        }),
    ),
  );
  const toaster = document.createElement('div');
  document.body.append(toaster);
  createRoot(toaster).render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider defaultTheme="light">
        <AppToaster />
      </ThemeProvider>
    </I18nProvider>,
  );
}
