import type { Page } from '@playwright/test';
import { test } from '../fixtures';
import { expectAccessibleScreen } from './a11y-screen';

/** A state that changes what is on screen, beyond a page's first view. */
export type ScreenState = {
  name: string;
  /** A shared account of the worker; without it, the state starts signed out. */
  signedInAs?: 'user';
  /** Brings the page into the state and checks it is on screen. */
  arrange: (page: Page) => Promise<void>;
};

/**
 * One journey per state and theme: the state is brought on screen, then axe runs at desktop and
 * at 320 px wide in both themes, with reflow and text spacing in light (layout is the same in
 * both themes).
 */
export function sweepStates(states: readonly ScreenState[]) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${theme} theme`, () => {
      test.use({ theme });
      for (const state of states) {
        test.describe(() => {
          test.use({ signedInAs: state.signedInAs ?? 'nobody' });
          test(`${state.name} (${theme})`, async ({ page }) => {
            await state.arrange(page);
            await expectAccessibleScreen(page, `${state.name} (${theme})`, {
              layout: theme === 'light',
            });
          });
        });
      }
    });
  }
}
