import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { hydrateHeldBack, onPhoneProcessor, openHeldBack } from './support/phone';
import { signedInAccount } from './support/sign-in';

// Find anything from anywhere (issue 56, item 4; record 090): the dashboard searches every
// category, the titles, descriptions, steps and notes, and says where each match is. On a phone,
// with the page's processor slowed 4 times, hydrated and with its scripts held back: the search
// is a plain GET form on /app, its results rendered by the server.

const PHONE = { width: 390, height: 844 };
const LEGAL_TASK = 'Establish a durable power of attorney';
const LEGAL = 'Legal Affairs';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search all tasks' });
const resultFor = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function searchFor(page: Page, words: string) {
  await searchBox(page).fill(words);
  await searchBox(page).press('Enter');
}

/** The legal task's result says where it matched, and opens the task in its category. */
async function openLegalTaskFromResults(page: Page) {
  const legal = resultFor(page, LEGAL_TASK);
  await expect(legal).toContainText(LEGAL);
  await expect(legal).toContainText('Found in the title');
  await expect(legal.locator('mark').first()).toHaveText(/power of attorney/i);
  await legal.getByRole('link', { name: LEGAL_TASK, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: LEGAL })).toBeVisible();
  await expect(page).toHaveURL(/[?&]category=legal\b/);
  await expect(page.getByRole('article', { name: LEGAL_TASK })).toBeInViewport();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('on a phone, "power of attorney" typed on /app finds the legal task and opens it', async ({
  page,
}) => {
  await signedInAccount(page);
  await onPhoneProcessor(page);
  await page.goto('/app');
  await searchFor(page, 'power of attorney');
  await expect(page).toHaveURL(/\/app\?q=power\+of\+attorney$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('power of attorney');
  await expectAccessibleScreen(page, '/app?q= with results');

  await openLegalTaskFromResults(page);
  // Back returns to the results.
  await page.goBack();
  await expect(resultFor(page, LEGAL_TASK)).toBeVisible();
});

test('a search with no match says so and clears back to the categories', async ({ page }) => {
  await signedInAccount(page);
  await onPhoneProcessor(page);
  await page.goto('/app');
  // Words in any order, any case: found.
  await searchFor(page, 'ATTORNEY durable');
  await expect(resultFor(page, LEGAL_TASK)).toBeVisible();

  await searchFor(page, 'zebra crossing');
  await expect(page.getByRole('heading', { name: 'No tasks found' })).toBeVisible();
  await expect(page.getByText('Try a different search term')).toBeVisible();
  await expectAccessibleScreen(page, '/app?q= with no results');
  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your care checklist' })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('');
});

test('with its scripts held back, the search is a plain form and its results are rendered by the server', async ({
  page,
}) => {
  await signedInAccount(page);
  const { release } = await openHeldBack(page, '/app');
  await searchFor(page, 'power of attorney');
  await expect(page).toHaveURL(/\/app\?q=power\+of\+attorney$/);
  await expect(resultFor(page, LEGAL_TASK)).toBeVisible();
  expect(await page.locator('html[data-hydrated]').count(), 'hydrated too early').toBe(0);

  await openLegalTaskFromResults(page);
  expect(await page.locator('html[data-hydrated]').count(), 'hydrated too early').toBe(0);
  // Once the scripts run, the task opened stays in view.
  await hydrateHeldBack(page, release);
  await expect(page.getByRole('article', { name: LEGAL_TASK })).toBeInViewport();
});
