import type { Page } from '@playwright/test';
import type { AppRoute } from '../src/shared/app-route';
import { type AppRoutePath, appRoutes, notFoundRoute } from '../src/shared/routes';
import { expect, test } from './fixtures';
import { expectAccessibleScreen, expectEveryPopupAccessible } from './support/a11y-screen';
import { pendingAccount } from './support/sign-in';

// Every route of the shared route table: the server's title, axe at desktop and at 320 px wide in
// both themes (switched on the page: a11y-screen.ts), reflow and text spacing, and every dialog
// and menu the page opens, at both widths. A new route joins by being in the table; one
// that cannot be reached by a plain visit (it redirects, and the title check fails) gets an
// arrival below. The title set by client-side navigation: a11y-titles.spec.ts.
//
// One journey per kind of visitor visits all of its routes in one browser page, each
// a step of its own: the sign-in and the page's scripts are paid once, not once a route (record
// 050). Each route is still loaded afresh from the server.

const arrivals: Partial<Record<AppRoutePath, (page: Page) => Promise<void>>> = {
  // The code step needs a sign-in waiting for its code: a new account's session is one.
  '/mfa': async (page) => {
    await pendingAccount(page.request);
    await page.goto('/app');
    await expect(page).toHaveURL('/mfa');
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible();
  },
};

/** The page has rendered its content: its h1 is shown and nothing is still loading. */
async function expectRendered(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

const visitors = [
  { name: 'a visitor', access: 'public' },
  { name: 'a signed-in member', access: 'user' },
  { name: 'an administrator', access: 'admin' },
] as const;

/** One route's checks, from a fresh load of it. */
async function sweepRoute(page: Page, route: Pick<AppRoute, 'path' | 'title'>) {
  const arrive =
    arrivals[route.path as AppRoutePath] ?? ((target: Page) => target.goto(route.path));
  await arrive(page);
  await expect(page).toHaveTitle(route.title);
  await expectRendered(page);
  await expectAccessibleScreen(page, route.path);
  await expectEveryPopupAccessible(page, route.path);
}

for (const visitor of visitors) {
  const routes = appRoutes.filter((route) => route.access === visitor.access);
  test.describe(() => {
    test.use({ signedInAs: visitor.access === 'public' ? 'nobody' : visitor.access });
    test(`every page ${visitor.name} opens: title, axe in both themes, reflow, text spacing, dialogs and menus, desktop and 320 px`, async ({
      page,
    }) => {
      // A route takes a few seconds; the admin's, with a dialog per user row, each checked in
      // both themes, took 70 s in a run that recorded traces on a busy machine.
      test.setTimeout(60_000 + routes.length * 60_000);
      for (const route of routes) {
        await test.step(route.path, async () => {
          // A visitor's route starts signed out: the code step's arrival signs up.
          if (visitor.access === 'public') await page.context().clearCookies();
          await sweepRoute(page, route);
        });
      }
      if (visitor.access === 'public') {
        await test.step('the 404 page', async () => {
          await page.context().clearCookies();
          await sweepRoute(page, { path: '/no-such-page', title: notFoundRoute.title });
        });
      }
    });
  });
}
