import type { Page } from '@playwright/test';
import { test } from '../fixtures';
import { expectAccessibleScreen } from './a11y-screen';
import { watchPage } from './watched-page';

/** A state that changes what is on screen, beyond a page's first view. */
export type ScreenState = {
  name: string;
  /** A shared account of the worker; without it, the state starts signed out. */
  signedInAs?: 'user';
  /** Brings the page into the state and checks it is on screen. */
  arrange: (page: Page) => Promise<void>;
};

/**
 * One journey per theme brings each state on screen in turn, then runs axe at desktop and at
 * 320 px wide, with reflow and text spacing in light (layout is the same in both themes). The
 * states share the journey's browser context, so the app's scripts load once (record 050); each
 * gets a page of its own (what it adds to a page, such as an init script, ends with it) and
 * starts from its own cookies: signed out, or the worker's shared account.
 */
export function sweepStates(group: string, states: readonly ScreenState[]) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${theme} theme`, () => {
      test.use({ theme });
      test(`${group} (${theme}): ${states.length} states`, async ({ context, sharedState }) => {
        test.setTimeout(30_000 + states.length * 15_000);
        for (const state of states) {
          await test.step(state.name, async () => {
            await context.clearCookies();
            const page = await context.newPage();
            const watched = watchPage(page);
            if (state.signedInAs) {
              const shared = await sharedState(state.signedInAs);
              await context.addCookies(shared.cookies);
              // As in the shared account's state: the welcome pop-up has been seen.
              await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
            }
            await state.arrange(page);
            await expectAccessibleScreen(page, `${state.name} (${theme})`, {
              layout: theme === 'light',
            });
            watched.expectClean();
            await page.close();
          });
        }
      });
    });
  }
}
