import type { Browser, Page } from '@playwright/test';
import { CHECKLIST_TASKS_PER_CATEGORY } from '../src/shared/constants';
import {
  LIBRARY_CATEGORY_COUNTS,
  LIBRARY_TASK_COUNT,
  LIBRARY_TASK_COUNT_ROUNDED_DOWN,
  LIBRARY_VIDEO_TASK_COUNT,
  PRINTABLE_TASK_COUNT,
  STARTER_TASK_COUNT,
} from '../src/shared/content/library-counts';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { invitationLink, waitForCode } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import { JOURNEY_PASSWORD, newEmail, signedInAccount, verifiedAccount } from './support/sign-in';

// Truthful words (issue 56, items 8 and 9; decision record 093), on a phone: no public page claims
// more tasks than a visitor can find, every 'Sign up' reaches /signup, the calendar of a browser
// in Chicago never says UTC, the upgrade page says what premium adds, the sample discussions are
// the team's examples, and a paying owner is told before leaving or deleting that premium ends
// for the family.

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Where the journeys leave their phone screenshots (the closing note's before and after). */
async function snap(page: Page, name: string) {
  const stage = process.env.WORDS_SCREENS;
  if (stage) await page.screenshot({ path: `/work/screens/words-${stage}-${name}.png` });
}

/** Every number a page puts before 'tasks' ('22 tasks', '35 essential tasks', '22\nCritical Tasks'). */
function taskClaims(text: string): number[] {
  const claims = text.matchAll(/(\d[\d,]*)\+?\s+(?:[A-Za-z-]+\s+){0,2}?tasks\b/gi);
  // Not the hours saved: the stat cards read '20+ hrs' then 'Critical Tasks'.
  return [...claims]
    .filter((claim) => !/\bh(?:ou)?rs\b/i.test(claim[0]))
    .map((claim) => Number((claim[1] as string).replaceAll(',', '')));
}

async function claimsOn(page: Page, path: string): Promise<number[]> {
  await page.goto(path);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  const text = `${await page.locator('body').innerText()}\n${description ?? ''}`;
  return taskClaims(text);
}

/**
 * The figures a page may give before 'tasks' (decision D9, record 097): the library's own counts,
 * as the build counted them, and the landing's '100+' while the library holds 100 or more.
 */
const libraryFigures = new Set([
  LIBRARY_TASK_COUNT,
  STARTER_TASK_COUNT,
  PRINTABLE_TASK_COUNT,
  // The free checklist's tasks in each category (library-content.test.ts holds it to the library).
  CHECKLIST_TASKS_PER_CATEGORY,
  LIBRARY_VIDEO_TASK_COUNT,
  ...Object.values(LIBRARY_CATEGORY_COUNTS),
  LIBRARY_TASK_COUNT_ROUNDED_DOWN,
]);

test('every task figure of the public pages is a count of the library, the landing’s among them', async ({
  page,
}) => {
  // The demo holds the library's starter tasks, as a new plan does: its progress card counts them.
  await page.goto('/demo');
  await expect(page.getByText(/\d+ of \d+ tasks completed/).first()).toHaveText(
    `0 of ${STARTER_TASK_COUNT} tasks completed`,
  );
  // The free checklist is the library's printable tasks, every one on the printable page.
  await page.goto('/checklist/print');
  await expect(page.getByRole('listitem')).toHaveCount(PRINTABLE_TASK_COUNT);

  await page.goto('/');
  await page.getByText('Critical Tasks', { exact: true }).scrollIntoViewIfNeeded();
  await snap(page, 'landing-stats');
  await page.locator('#pricing').getByRole('listitem').first().scrollIntoViewIfNeeded();
  await snap(page, 'pricing');
  for (const path of [
    '/',
    '/original-homepage',
    '/demo',
    '/checklist',
    '/checklist/print',
    '/checklist/thank-you',
  ]) {
    for (const claim of await claimsOn(page, path)) {
      expect(claim, `${path} claims ${claim} tasks`).toBeLessThanOrEqual(LIBRARY_TASK_COUNT);
      // The demo's cards count its own tasks ('4 tasks', '+3 more'); the other pages, the library.
      if (path === '/demo') {
        expect(claim, `${path} claims ${claim} tasks`).toBeLessThanOrEqual(STARTER_TASK_COUNT);
      } else {
        expect(libraryFigures.has(claim), `${path} claims ${claim} tasks`).toBe(true);
      }
    }
  }
  // The stat card says the spec's '100+', true of the library; the pricing its real size.
  expect(LIBRARY_TASK_COUNT).toBeGreaterThanOrEqual(100);
  await page.goto('/');
  await expect(page.getByText('Critical Tasks', { exact: true }).locator('..')).toContainText(
    `${LIBRARY_TASK_COUNT_ROUNDED_DOWN}+`,
  );
  await expect(
    page
      .locator('#pricing')
      .getByText(`${LIBRARY_TASK_COUNT} critical tasks with subtasks and notes`)
      .first(),
  ).toBeVisible();
  // The saving says how it is reckoned.
  await expect(
    page.locator('#pricing').getByText('Save $57 vs 17 months of the monthly plan ($204)'),
  ).toBeVisible();
});

test("every 'Sign up' and 'Create account' on the public pages reaches /signup", async ({
  page,
}) => {
  const named = /sign ?up|create (an |your )?account/i;
  for (const path of ['/login', '/', '/original-homepage', '/demo', '/demo?category=housing']) {
    await page.goto(path);
    if (path === '/login') await snap(page, 'login');
    const links = page.getByRole('link', { name: named });
    for (const link of await links.all()) {
      const name = await link.innerText();
      const href = new URL((await link.getAttribute('href')) ?? '', page.url());
      expect(`${path}: '${name}' → ${href.pathname}`).toBe(`${path}: '${name}' → /signup`);
      expect(await link.getAttribute('target'), `${path}: '${name}' opens a new tab`).toBeNull();
    }
  }
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  await page.goto('/demo');
  await page.getByRole('link', { name: 'Sign Up for Full Access' }).click();
  await expect(page).toHaveURL('/signup');
});

/** Records whether 'UTC' is ever on the page, from its first paint on. */
async function watchForUtc(page: Page) {
  await page.addInitScript(() => {
    const seen = () => {
      if (document.body?.innerText.includes('UTC'))
        (window as unknown as { sawUtc: boolean }).sawUtc = true;
    };
    new MutationObserver(seen).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    document.addEventListener('DOMContentLoaded', seen);
  });
}
const sawUtc = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { sawUtc?: boolean }).sawUtc));

test('a new user in Chicago: the calendar says Chicago, never UTC', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'America/Chicago' });
  const page = await context.newPage();
  await watchForUtc(page);
  const email = newEmail();
  await page.goto('/signup');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await waitForCode(email), { delay: 30 });
  await expect(page).toHaveURL('/app');
  await page.goto('/calendar');
  // The calendar is read once the plans are (record 093): on a busy machine, seconds.
  await expect(page.getByText(/^Times are in/)).toBeVisible({ timeout: 15_000 });
  await snap(page, 'calendar-chicago');
  await expect(page.getByText('Times are in America/Chicago')).toBeVisible();
  expect(await sawUtc(page), 'the calendar said UTC').toBe(false);
  await context.close();
});

test('an account made without a zone, opened in Chicago: the calendar says Chicago, never UTC', async ({
  browser,
  expectAccessible,
}) => {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'America/Chicago' });
  const page = await context.newPage();
  // As a plain POST without scripts leaves it: the plan has no zone yet.
  await signedInAccount(page);
  await watchForUtc(page);
  await page.goto('/calendar');
  await expect(page.getByText('Times are in America/Chicago')).toBeVisible({ timeout: 15_000 });
  expect(await sawUtc(page), 'the calendar said UTC').toBe(false);
  await page.reload();
  await expect(page.getByText('Times are in America/Chicago')).toBeVisible({ timeout: 15_000 });
  expect(await sawUtc(page), 'the calendar said UTC after a reload').toBe(false);
  await expectAccessible(page);
  await context.close();
});

test('the upgrade page says what premium adds, and that every account has the same protection', async ({
  page,
}) => {
  await signedInAccount(page);
  await page.goto('/upgrade-premium');
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
  await snap(page, 'upgrade');
  const main = page.getByRole('main');
  await expect(main).not.toContainText('HIPAA');
  await expect(main).not.toContainText(/security features/i);
  await expect(main).toContainText('Every account has the same protection, free or premium');
  await expect(main.getByRole('listitem')).toContainText([
    /Instructional videos for \d+ of the \d+ library tasks/,
    'Your family sees them too: everyone in the care plans you own',
    'Premium Topics in the community discussions, to read and to start',
    'The premium community forum, opened for you by our support team',
  ]);
  await expectAccessibleScreen(page, 'the upgrade page');
});

test('the sample discussions are marked as the team’s examples', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/community');
  const sample = page
    .getByRole('article')
    .filter({ hasText: 'Tips for keeping track of medications' });
  await expect(sample).toBeVisible();
  await snap(page, 'community');
  await expect(sample).toContainText('By PlanMyEldercare team (example)');
  await expect(sample.getByText('Example', { exact: true })).toBeVisible();
  await expect(page.getByText('David K.')).toHaveCount(0);
  await expectAccessibleScreen(page, 'the discussions with the examples');
});

/** The page's account is premium and owns a plan with a caregiver in it. */
async function payingOwnerWithCaregiver(page: Page, browser: Browser) {
  await signedInAccount(page);
  const upgraded = await page.request.post('/api/account/upgrade', {
    headers: { origin: E2E_BASE_URL },
  });
  expect(upgraded.status(), await upgraded.text()).toBe(200);
  const [plan] = (await (await page.request.get('/api/plans')).json()) as { id: string }[];
  const other = await browser.newContext();
  const { email } = await verifiedAccount(other.request);
  await page.request.post(`/api/plans/${plan?.id}/invitations`, {
    data: { email, role: 'caregiver' },
  });
  const token = new URL(await invitationLink(email)).hash.slice(1);
  await other.request.post('/api/invitations/accept', { data: { token } });
  await other.close();
}

const PREMIUM_ENDS =
  /Premium ends for the family in .Care plan.: its premium comes from your account/;

test('a paying owner is told before leaving or deleting that premium ends for the family', async ({
  page,
  browser,
}) => {
  await payingOwnerWithCaregiver(page, browser);
  await page.goto('/family');
  await page.getByRole('button', { name: 'Leave plan' }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toBeVisible();
  await snap(page, 'leave-dialog');
  // Soft: the delete dialog is still checked (and photographed) when this fails.
  await expect.soft(leave).toContainText(PREMIUM_ENDS);
  await expectAccessibleScreen(page, 'the leave dialog of a paying owner');
  await leave.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(remove.getByRole('heading', { name: 'Your care plans' })).toBeVisible();
  await snap(page, 'delete-dialog');
  await expect(remove).toContainText(PREMIUM_ENDS);
  await expectAccessibleScreen(page, 'the delete dialog of a paying owner');
});

test('a basic owner’s leave dialog says nothing of premium', async ({ page, browser }) => {
  await signedInAccount(page);
  const [plan] = (await (await page.request.get('/api/plans')).json()) as { id: string }[];
  const other = await browser.newContext();
  const { email } = await verifiedAccount(other.request);
  await page.request.post(`/api/plans/${plan?.id}/invitations`, {
    data: { email, role: 'caregiver' },
  });
  const token = new URL(await invitationLink(email)).hash.slice(1);
  await other.request.post('/api/invitations/accept', { data: { token } });
  await other.close();
  await page.goto('/family');
  await page.getByRole('button', { name: 'Leave plan' }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toContainText('You will no longer see this plan');
  await expect(leave).not.toContainText('Premium');
});
