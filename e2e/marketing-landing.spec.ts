import type { Page } from '@playwright/test';
import { LIBRARY_TASK_COUNT_ROUNDED_DOWN } from '../src/shared/content/library-counts';
import { expect, test } from './fixtures';
import { expectHydrated } from './support/hydration';

// Issue 13: the landing pages (/ and /original-homepage, decision D5): the spec's words, prices
// and sections; the FAQ with one answer open at a time; scrolling to pricing when navigation
// state asks for it; every outside link in a new tab, and nothing from outside needed.

/**
 * Every link to another site opens in a new tab without a handle on ours: the checkout's too,
 * which goes through our address to name the buyer (decision D11).
 */
async function expectOutsideLinksInNewTab(page: Page) {
  const outside = page.locator('a[href^="http"], a[href^="/api/payments/checkout/"]');
  expect(await outside.count()).toBeGreaterThan(0);
  for (const link of await outside.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

test('/ shows the current landing page with every section, price and promise', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  // Every buy button goes through our address, which names the buyer to the checkout (D11).
  await expect(header.getByRole('link', { name: /^Get Started/ })).toHaveAttribute(
    'href',
    '/api/payments/checkout/one-time',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Don't Face Eldercare Alone");
  await expect(page.getByText('Trusted by 2,500+ families', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Demo Free' }).first()).toHaveAttribute(
    'href',
    '/demo',
  );
  await expect(page.getByRole('link', { name: /^Get Started - \$12\/month/ })).toHaveAttribute(
    'href',
    '/api/payments/checkout/monthly',
  );

  for (const heading of [
    'How It Works',
    'What Families Say',
    'Simple, Honest Pricing',
    'Frequently Asked Questions',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const step of ['Track Tasks', 'Collaborate', 'Learn', 'Stay Protected']) {
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
  }
  for (const stage of ['Early Planning', 'Care Transitions', 'Advanced Care']) {
    await expect(page.getByRole('heading', { level: 3, name: stage })).toBeVisible();
  }
  await expect(page.locator('#features li')).toHaveCount(6);
  const stats = page.getByRole('definition');
  await expect(stats).toHaveText([
    '2,500+',
    '20+ hrs',
    `${LIBRARY_TASK_COUNT_ROUNDED_DOWN}+`,
    '100%',
  ]);
  await expect(page.getByText('No signup required • Instant access')).toBeVisible();

  const pricing = page.locator('#pricing');
  await expect(
    pricing.getByRole('listitem').filter({ hasText: 'Get Lifetime Access' }),
  ).toContainText('$147 one-time');
  await expect(pricing.getByText('Save $57 vs 17 months of the monthly plan ($204)')).toBeVisible();
  await expect(
    pricing.getByRole('listitem').filter({ hasText: 'Start Monthly Plan' }),
  ).toContainText('$12 per month');
  await expect(pricing.getByText('Cancel anytime')).toBeVisible();
  await expect(pricing.getByText('30-day money-back guarantee on both plans')).toBeVisible();
  await expect(page.locator('details')).toHaveCount(6);

  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Terms of Service', '/terms-of-service'],
    ['Privacy Policy', '/privacy-policy'],
    ['Contact Us', 'mailto:support@planmyeldercare.com'],
    ['Log in', '/login'],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  // Decision D5: the unsupported reduced-stress figure is never shown.
  await expect(page.locator('body')).not.toContainText('77%');
  await expectOutsideLinksInNewTab(page);
  await expectAccessible();
});

test('the bands below the first screen are laid out only as they come near it', async ({
  page,
}) => {
  // Record 064: on a phone this halved the landing page's first layout. The hero is rendered at
  // once; every band after it, and every section of a legal page, waits until it is near.
  const contentVisibility = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).contentVisibility),
      );
  await page.goto('/');
  const bands = await contentVisibility('main > section');
  expect(bands.length).toBeGreaterThan(8);
  expect(bands).toEqual(['visible', ...bands.slice(1).map(() => 'auto')]);
  await page.goto('/terms-of-service');
  const sections = await contentVisibility('main section');
  expect(sections.length).toBeGreaterThan(5);
  expect(new Set(sections)).toEqual(new Set(['auto']));
});

test('/original-homepage is the earlier version: its badge and buttons, the same sections', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/original-homepage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Don't Face Eldercare Alone");
  await expect(
    page.getByText('One-time payment • No subscriptions', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Purchase Now/ })).toHaveAttribute(
    'href',
    '/api/payments/checkout/one-time',
  );
  await expect(page.getByRole('link', { name: 'Try Demo Now' }).first()).toHaveAttribute(
    'href',
    '/demo',
  );
  await expect(page.getByText('Trusted by 2,500+ families')).toHaveCount(0);
  await expect(page.locator('#pricing')).toContainText('$147');
  await expect(page.locator('details')).toHaveCount(6);
  await expect(page.locator('body')).not.toContainText('77%');
  await expectOutsideLinksInNewTab(page);
  await expectAccessible();
});

test('the FAQ keeps one answer open at a time, and an open one closes again', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/');
  const questions = page.locator('details');
  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(first).not.toHaveAttribute('open');

  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open');
  await expect(first.getByText('The live demo needs no signup and no credit card')).toBeVisible();
  await expectAccessible();

  // By keyboard: opening the second closes the first.
  await second.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('open');
  await expect(first).not.toHaveAttribute('open');
  await expect(page.locator('details[open]')).toHaveCount(1);

  await second.locator('summary').click();
  await expect(page.locator('details[open]')).toHaveCount(0);
});

test('navigation state scrollToPricing opens the landing page at its pricing', async ({ page }) => {
  // From another page: the checklist's thank-you page compares the plans on /.
  await page.goto('/checklist/thank-you');
  const compare = page.getByRole('link', { name: 'Compare plans' });
  await expectHydrated(compare);
  await compare.click();
  await expect(page).toHaveURL('/');
  const pricingHeading = page.getByRole('heading', { level: 2, name: 'Simple, Honest Pricing' });
  await expect(pricingHeading).toBeInViewport();
  await expect(pricingHeading).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();

  // On the page itself: the header's Pricing link, from the top.
  await page.goto('/original-homepage');
  await expect(pricingHeading).not.toBeInViewport();
  const pricingLink = page.getByRole('banner').getByRole('link', { name: 'Pricing' });
  await expectHydrated(pricingLink);
  await pricingLink.click();
  await expect(pricingHeading).toBeInViewport();
  await expect(page).toHaveURL('/original-homepage');
});

test('without navigation state the landing page opens at its top', async ({ page }) => {
  await page.goto('/');
  await expectHydrated(page.getByRole('banner').getByRole('link', { name: 'Pricing' }));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Simple, Honest Pricing' }),
  ).not.toBeInViewport();
});

test('on a phone, the landing page says family sharing, the calendar and document storage are here, and links to them', async ({
  page,
  expectAccessible,
}) => {
  // Decision D9: what ships is said and linked; what does not stays 'coming soon'.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByText(/(family sharing|calendar).{0,40}coming soon/i)).toHaveCount(0);

  const collaborate = page.locator('#how-it-works li').filter({ hasText: 'Collaborate' });
  await expect(collaborate).toContainText('Share one care plan with your family');
  for (const [name, href] of [
    ['Invite your family', '/family'],
    ['See the calendar', '/calendar'],
  ] as const) {
    await expect(collaborate.getByRole('link', { name })).toHaveAttribute('href', href);
  }

  const sharing = page
    .locator('details')
    .filter({ hasText: 'Can other family members use my plan?' });
  await sharing.locator('summary').click();
  await expect(sharing).toContainText('Yes. Invite them by email to your care plan');
  await expect(sharing.getByRole('link', { name: 'Invite your family' })).toBeVisible();
  await expectAccessible();

  // Document storage ships with the care profile (issue 35): no longer 'coming soon'.
  const documents = page.locator('#features li').filter({ hasText: 'Secure Document Storage' });
  await expect(documents).toContainText('encrypted');
  await expect(documents).not.toContainText('Coming soon');

  // A visitor who follows the link is asked to sign in first.
  await sharing.getByRole('link', { name: 'Invite your family' }).click();
  await expect(page).toHaveURL('/login');
});
