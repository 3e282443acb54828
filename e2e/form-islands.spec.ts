import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { unmergedClassLists } from './support/class-lists';
import { onPhoneProcessor } from './support/phone';

// A form page is sent like a content page, with its form alone hydrated as an island
// (record 061): no app, no router, only the form's code. The form is the same component the
// app renders, so it behaves the same; these journeys check that the page around it has no
// framework and that a phone has the form ready without the app's weight.

/** Whether React has rendered into the element: it keeps its root on the element it rendered into. */
const renderedByFramework = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return element ? Object.keys(element).length > 0 : undefined;
  }, selector);

test('the checklist page is sent without the app; its card alone is hydrated', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/checklist', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'content-page');
  expect(await renderedByFramework(page, '#root')).toBe(false);
  expect(await renderedByFramework(page, '[data-island="checklist"]')).toBe(true);
  // Its links are plain links: the privacy policy is a page load of a content page.
  await page
    .getByRole('region', { name: 'Get Your Free Checklist' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'content-page');
  await expectAccessible();
});

test('on a phone, the lead form checks in the spec words as soon as it is ready', async ({
  page,
}) => {
  await onPhoneProcessor(page);
  await page.goto('/checklist');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'content-page');
  await page.getByLabel('Email Address').fill('not-an-address');
  await page.getByRole('button', { name: 'Get My Free Checklist' }).click();
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Required');
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page).toHaveURL('/checklist');
});

test('no page loads its stylesheet a second time: it arrives inline', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  for (const path of ['/checklist', '/login', '/demo']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    // What loads at the first key or focus (a form's checker, the toaster) is loaded too.
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="stylesheet"]').count(), path).toBe(0);
  }
  expect(stylesheets).toEqual([]);
});

test('an island keeps every class list merged once hydrated and as its form is used', async ({
  page,
}) => {
  await onPhoneProcessor(page);
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'content-page');
  expect(await unmergedClassLists(page)).toEqual([]);
  // Refused: the fields are rendered again with their messages, and a toast is rendered.
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  expect(await unmergedClassLists(page)).toEqual([]);
});
