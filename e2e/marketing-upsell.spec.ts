import type { Page, Route } from '@playwright/test';
import { TRACKING_SCRIPT_URL, UPSELL_WIDGET_SCRIPT_URL } from '../src/shared/external-links';
import { expect, test } from './fixtures';

// Issue 13: /membership-upsell. The checkout's widget loads, or after a script error or 15 s the
// page says it could not and offers Retry; a widget already on the page shows at once. No
// outside host answers on this machine, so each journey says what the widget's host does.

/** The widget's host renders the offer into the page's box. */
const WIDGET =
  "document.getElementById('membership-offer-widget').insertAdjacentHTML('beforeend','<p>Premium membership: $47/month</p>');";

const loading = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Loading membership offer...' });

async function widgetHost(page: Page, answer: (route: Route) => Promise<void> | void) {
  let requests = 0;
  await page.route(UPSELL_WIDGET_SCRIPT_URL, async (route) => {
    requests += 1;
    await answer(route);
  });
  return () => requests;
}

test('the offer page: the one-time offer, its prices, testimonials and footer links', async ({
  page,
  expectAccessible,
}) => {
  await widgetHost(page, (route) => route.abort('internetdisconnected'));
  await page.goto('/membership-upsell');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Congratulations on Your Purchase!',
  );
  const offer = page.getByRole('region', { name: 'Join the Premium Membership Community' });
  for (const benefit of [
    'video course',
    'Expert Q&A',
    'Member discounts',
    'Bonus materials',
    'Premium resources',
  ]) {
    await expect(offer.getByText(benefit, { exact: false })).toBeVisible();
  }
  await expect(offer).toContainText('Today only');
  await expect(offer).toContainText('$47/month');
  await expect(offer).toContainText('instead of the regular $97/month');
  await expect(offer.getByRole('link', { name: /^Yes, Add Premium Membership/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(
    page.getByRole('region', { name: 'What Members Say' }).locator('figure'),
  ).toHaveCount(3);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/Unable to load membership offer/);
  await expectAccessible();
});

test('the embedded offer gives up after 15 s without the widget, and Retry reloads', async ({
  page,
  expectAccessible,
}) => {
  // The widget's host never answers; the page's clock is moved on instead of waiting 15 s.
  const requests = await widgetHost(page, () => {});
  await page.clock.install();
  await page.goto('/membership-upsell');
  await expect(loading(page)).toBeVisible();
  await expect.poll(requests).toBe(1);
  await page.clock.fastForward(14_000);
  await expect(loading(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(page.getByRole('alert')).toContainText('Unable to load membership offer');
  await expect(loading(page)).toHaveCount(0);
  await expectAccessible();

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(loading(page)).toBeVisible();
  await expect.poll(requests).toBe(2);
});

test('a script error fails the offer at once', async ({ page }) => {
  await widgetHost(page, (route) => route.abort('connectionrefused'));
  await page.goto('/membership-upsell');
  await expect(page.getByRole('alert')).toContainText('Unable to load membership offer');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('the widget shows once loaded, and at once when it is already on the page', async ({
  page,
  expectAccessible,
}) => {
  const requests = await widgetHost(page, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: WIDGET }),
  );
  const tracked: string[] = [];
  await page.route(`${TRACKING_SCRIPT_URL}?*`, (route) => {
    tracked.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto('/membership-upsell');
  await expect(page.getByText('Premium membership: $47/month')).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  await expectAccessible();
  // The affiliate tracking script was told which page it is on.
  await expect.poll(() => tracked.length).toBeGreaterThan(0);
  const trackedUrl = new URL(tracked[0] ?? '');
  expect(trackedUrl.searchParams.get('url')).toBe(page.url());

  // Away and back within the app: the script is already on the page, so no loading and no
  // second request.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Congratulations on Your Purchase!',
  );
  await expect(page.locator('#membership-offer-widget')).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  expect(requests()).toBe(1);
});
