import type { Page } from '@playwright/test';
import { appRoutes } from '../src/shared/routes';
import { expect, test } from './fixtures';
import { pendingAccount } from './support/sign-in';

// WCAG 2.4.2: the tab title names the page. The route sweep (a11y-routes.spec.ts) checks the
// title the server renders on a direct load; here the router's, after client-side navigation,
// must be the same on every route of the route table and on the 404 page. A new route joins by
// being in the table.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The <title> the server renders when the path is loaded directly. */
async function serverTitle(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  expect(title, `the server renders a title for ${path}`).toBeTruthy();
  return (title ?? '').replace(
    /&(amp|lt|gt|quot|#39);/g,
    (entity, name: string) => entities[name] ?? entity,
  );
}

/** The path the document was loaded at: unchanged by client-side navigation. */
const loadedPath = (page: Page) =>
  page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname);

/** A client-side navigation, as Back and Forward make: a history entry the router follows. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe(() => {
  // An administrator may open every page but the code step (which needs a pending sign-in).
  test.use({ signedInAs: 'admin' });
  test('every route and the 404 page: the title after client-side navigation is the server one', async ({
    page,
  }) => {
    // From a page of the app: a content page (/, say) and a form page (/checklist) are sent
    // without it (records 053, 061), though the app renders them too, when a visitor comes to one
    // from the app.
    const start = '/profile';
    await page.goto(start);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Ending where it started, so every step changes the title. A page whose policy lets
    // outside scripts in is reached by a full page load by design (record 041), so not here.
    const paths = [
      ...appRoutes
        .filter((route) => !('outsideOrigins' in route && route.outsideOrigins))
        .map((route) => route.path)
        .filter((path) => path !== start && path !== '/mfa'),
      '/no-such-page',
      start,
    ];
    for (const path of paths) {
      const expected = await serverTitle(page, path);
      await navigateInApp(page, path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page, `the title after client-side navigation to ${path}`).toHaveTitle(expected);
    }
    expect(await loadedPath(page), 'no page was loaded on the way').toBe(start);
  });
});

test('the code step, reached in the app from a signed-in page: the server title', async ({
  page,
}) => {
  await pendingAccount(page.request);
  await page.goto('/app');
  // The guard of /app sends a sign-in waiting for its code to /mfa, in the app.
  await expect(page).toHaveURL('/mfa');
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible();
  await expect(page).toHaveTitle(await serverTitle(page, '/mfa'));
  expect(await loadedPath(page), 'no page was loaded on the way').toBe('/app');
});
