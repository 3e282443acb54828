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
 * One journey brings each state on screen in turn, then runs axe at desktop and at 320 px wide
 * in both themes, with reflow and text spacing (expectAccessibleScreen). The states share the
 * journey's browser context, so the app's scripts load once (record 050); each gets a page of
 * its own (what it adds to a page, such as an init script, ends with it) and starts from its own
 * cookies: signed out, or the worker's shared account.
 */
export function sweepStates(group: string, states: readonly ScreenState[]) {
  test(`${group}: ${states.length} states, in both themes`, async ({ context, sharedState }) => {
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
        await expectAccessibleScreen(page, state.name);
        watched.expectClean();
        await page.close();
      });
    }
  });
}
