import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppToaster } from '../components/app-toaster';
import { withoutClassMerge } from '../lib/cn';
import { PostedFormContext, readPostedForm } from '../lib/posted-form';
import { ThemeProvider } from '../lib/theme';
import { setPageHydrated } from '../lib/use-hydrated';
import { runEffectsBeforeNextInput } from '../preact/effect-timing';
import { withRendersInNextTask } from '../preact/renders-in-next-task';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export type FoundIsland = { element: HTMLElement; Component: ComponentType };

/**
 * Hydrates the islands of a page sent without the app (record 061), each on its own with what
 * the server put in the page (a refused post), and draws the app's toaster beside them: their
 * toasts are the app's. The rest of the page is content-page.ts's.
 */
export async function hydrateIslands(found: readonly FoundIsland[]) {
  const posted = readPostedForm();
  // On a phone every long task is a moment the page cannot answer a tap: each island is hydrated
  // in a task of its own, the drawing its hydration asks for in another (record 070), and
  // tailwind-merge's tables wait for the first use (lib/cn.ts, record 066).
  await withoutClassMerge(() =>
    withRendersInNextTask(async () => {
      for (const { element, Component } of found) {
        await nextTask();
        hydrateRoot(
          element,
          <PostedFormContext.Provider value={posted}>
            <Component />
          </PostedFormContext.Provider>,
        );
      }
      setPageHydrated(true);
    }),
  );
  const toaster = document.createElement('div');
  document.body.append(toaster);
  createRoot(toaster).render(
    <ThemeProvider defaultTheme="light">
      <AppToaster />
    </ThemeProvider>,
  );
  // As in the app (main.tsx): the first drawing's effects keep Preact's timing, later ones run
  // before the next input (record 058).
  runEffectsBeforeNextInput();
}
