import type { Page } from '@playwright/test';
import { appRoutes } from '../src/shared/routes';
import { expect, test } from './fixtures';
import { holdScripts, onPhoneProcessor } from './support/phone';

// The landing, legal and funnel pages are sent without the app (record 053): the HTML rendered at
// build time and content-page.ts, a few lines for the theme choice, the pricing links, the
// printable checklist's Print button and a message left by the page before. On a phone's
// processor (4x CPU throttling) a tap the moment such a control is shown either works or finds
// it visibly not ready, and no framework ever runs on these pages.

const contentPaths = appRoutes
  .filter((route) => 'contentPage' in route && route.contentPage)
  .map((route) => route.path);

/**
 * Whether a framework has rendered into the page's root: React keeps its root on the element it
 * rendered into, so a root with no property of its own has none.
 */
const frameworkOnPage = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).length > 0);

test('the landing, legal and funnel pages are sent as HTML with no framework', async ({ page }) => {
  expect(contentPaths).toEqual([
    '/',
    '/original-homepage',
    '/checklist/thank-you',
    '/checklist/print',
    '/premium-subscription-access',
    '/terms-of-service',
    '/privacy-policy',
    // What the forgotten-password form leads to (record 075).
    '/forgot-password/sent',
    // The demo's overview, whose cards are links (record 068).
    '/demo',
  ]);
  for (const path of contentPaths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'content-page');
    expect(await frameworkOnPage(page), `a framework on ${path}`).toBe(false);
  }
  // A page of the app next to them still has it: a category of the demo, prerendered as well.
  await page.goto('/demo?category=housing', { waitUntil: 'networkidle' });
  await expect.poll(() => frameworkOnPage(page)).toBe(true);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Housing & Living Arrangements' }),
  ).toBeFocused();
});

test('the demo: a category card is a link whose page arrives rendered, then ticks in the app', async ({
  page,
}) => {
  await onPhoneProcessor(page);
  // Its scripts held back: a card tapped the moment it shows is a plain link, and the category
  // arrives rendered by the server, the app still on its way.
  const release = await holdScripts(page);
  await page.goto('/demo', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Legal Affairs', exact: true }).click();
  await expect(page).toHaveURL('/demo?category=legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Affairs' })).toBeVisible();
  const complete = page.getByRole('checkbox', {
    name: 'Mark "Establish a durable power of attorney" complete',
  });
  await expect(complete).toBeVisible();
  release();
  // The app's mark (the content page's reads 'content-page').
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await complete.click();
  await expect(page.getByText('1 of 3 tasks completed')).toBeVisible();
  // Back in the app: the overview counts the tick.
  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await expect(page.getByText('1 of 22 tasks completed')).toBeVisible();
});

test('on a phone, the theme buttons work at the first tap, and look not ready until then', async ({
  page,
  expectAccessible,
}) => {
  await onPhoneProcessor(page);
  // The script held back: the buttons are shown, but cannot be pressed yet, and look it.
  const release = await holdScripts(page);
  await page.goto('/privacy-policy', { waitUntil: 'commit' });
  const dark = page.getByRole('button', { name: 'Dark' });
  await expect(dark).toBeVisible();
  await expect(dark).toHaveCSS('pointer-events', 'none');
  await expect(dark).toHaveCSS('opacity', '0.6');
  release();
  await dark.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Light' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(dark).toHaveCSS('opacity', '1');
  await expectAccessible();

  // The choice is the app's too: a page of the app opens dark, with Dark pressed.
  await page.goto('/checklist');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
});

test('the printable checklist prints at the first tap on a phone', async ({ page }) => {
  await onPhoneProcessor(page);
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = 'yes';
    };
  });
  await page.goto('/checklist/print', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /Print/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
});

test('the Pricing link scrolls on the page; a link from the thank-you page opens / at its pricing', async ({
  page,
}) => {
  const pricingHeading = page.getByRole('heading', { level: 2, name: 'Simple, Honest Pricing' });
  await page.goto('/checklist/thank-you');
  await page.getByRole('link', { name: 'Compare plans' }).click();
  await expect(page).toHaveURL('/');
  await expect(pricingHeading).toBeFocused();
  await expect(pricingHeading).toBeInViewport();
  // The address no longer asks for the pricing: one shared or bookmarked opens at the top.
  expect(new URL(page.url()).hash).toBe('');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the Pricing link still goes to the pricing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/#pricing');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Simple, Honest Pricing' }),
    ).toBeInViewport();
  });
});
