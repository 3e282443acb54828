import type { Page } from '@playwright/test';
import { type AppRoutePath, appRoutes, notFoundRoute } from '../src/shared/routes';
import { expect, test } from './fixtures';
import { expectAccessibleScreen, expectEveryPopupAccessible } from './support/a11y-screen';
import { pendingAccount } from './support/sign-in';

// Every route of the shared route table, in both themes: the server's title, axe at desktop and
// at 320 px wide, reflow and text spacing (light theme: layout is the same in both), and every
// dialog and menu the page opens, at both widths. A new route joins by being in the table; one
// that cannot be reached by a plain visit (it redirects, and the title check fails) gets an
// arrival below. The title set by client-side navigation: a11y-titles.spec.ts.

const arrivals: Partial<Record<AppRoutePath, (page: Page) => Promise<void>>> = {
  // The code step needs a sign-in waiting for its code: a new account's session is one.
  '/mfa': async (page) => {
    await pendingAccount(page.request);
    await page.goto('/app');
    await expect(page).toHaveURL('/mfa');
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible();
  },
};

/** The page has drawn its content: its h1 is shown and nothing is still loading. */
async function expectDrawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    const layout = theme === 'light';
    const checks = layout
      ? 'title, axe, reflow, text spacing, dialogs and menus, desktop and 320 px'
      : 'title, axe, dialogs and menus, desktop and 320 px';

    for (const route of appRoutes) {
      test.describe(() => {
        test.use({ signedInAs: route.access === 'public' ? 'nobody' : route.access });
        test(`${route.path} (${theme}): ${checks}`, async ({ page }) => {
          const arrive = arrivals[route.path] ?? ((target: Page) => target.goto(route.path));
          await arrive(page);
          await expect(page).toHaveTitle(route.title);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
          await expectDrawn(page);
          const where = `${route.path} (${theme})`;
          await expectAccessibleScreen(page, where, { layout });
          await expectEveryPopupAccessible(page, where, { layout });
        });
      });
    }

    test(`the 404 page (${theme})`, async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page).toHaveTitle(notFoundRoute.title);
      await expectDrawn(page);
      await expectAccessibleScreen(page, `404 (${theme})`, { layout });
    });
  });
}
