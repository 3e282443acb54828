import type { Page } from '@playwright/test';
import { fullCareProfile } from '../src/server/test/full-care-profile';
import type { CareProfileAnswer } from '../src/shared/schemas/care';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { ownPlanId, pageCount, saveProfile } from './support/emergency-sheet';
import { signedInAccount } from './support/sign-in';

// The emergency sheet (issue 35, decision record 082) on a phone: one tap from the dashboard,
// 'No care profile yet' before anything is saved, a full profile on one A4 or Letter page, and
// kept on the device by the service worker: after one visit online it opens with no connection,
// saying how old it is, and signing out takes it away.

test.use({ viewport: { width: 390, height: 844 } });

/** Saves the full profile (8 medications, 6 contacts, every field) through the API. */
async function saveFullProfile(page: Page): Promise<void> {
  const saved = await saveProfile(page, await ownPlanId(page), fullCareProfile);
  expect(((await saved.json()) as CareProfileAnswer).version).toBe(1);
}

/** The sheets this device keeps, by cache name (lib/sheet-cache.ts). */
const sheetCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('emergency-sheets:')),
  );

/** The 'as of' of the copy kept for the page's address, read from the copy itself. */
const keptAsOf = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.match(window.location.href, { ignoreVary: true });
    return kept ? /as of [^<]+/.exec(await kept.text())?.[0] : undefined;
  });

test('a member who has filled nothing in finds the sheet one tap from the dashboard, saying there is no care profile yet', async ({
  page,
}) => {
  await signedInAccount(page);
  await page.goto('/app');
  await page.getByRole('main').getByRole('link', { name: 'Emergency sheet' }).click();
  await expect(page).toHaveURL('/emergency-sheet');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency sheet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No care profile yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fill in the care profile' })).toHaveAttribute(
    'href',
    '/care-profile',
  );
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
  await expectAccessibleScreen(page, '/emergency-sheet (no care profile yet)');
});

test('a full care profile is on the sheet in a paramedic’s order, and prints on one A4 and one Letter page', async ({
  page,
}) => {
  await signedInAccount(page);
  await saveFullProfile(page);
  await page.goto('/emergency-sheet');

  await expect(page.getByText('Margaret Rose Ellis')).toBeVisible();
  // The time in the plan's zone, which it names (issue 59).
  await expect(
    page.getByText(/^as of [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M \([\w/+-]+\)$/),
  ).toBeVisible();
  const parts = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(parts.map((part) => part.toLowerCase())).toEqual([
    'resuscitation status',
    'allergies',
    'date of birth',
    'conditions',
    'medications',
    'doctors and contacts',
    'legal',
    'insurance',
    'notes',
  ]);
  await expect(page.getByText('Do not resuscitate (DNR)')).toBeVisible();
  await expect(page.getByText(/^March 12, 1941 \(age \d+\)$/)).toBeVisible();
  const medications = page.getByRole('table', { name: 'Medications' });
  await expect(medications.getByRole('rowheader')).toHaveCount(8);
  const contacts = page.getByRole('table', { name: 'Doctors and contacts' });
  await expect(contacts.getByRole('rowheader')).toHaveCount(6);
  await expect(contacts.getByRole('link', { name: '(555) 010-7788' })).toHaveAttribute(
    'href',
    'tel:5550107788',
  );
  await expect(page.getByRole('link', { name: 'Edit care profile' })).toBeVisible();
  await expectAccessibleScreen(page, '/emergency-sheet (a full care profile)');

  for (const format of ['A4', 'Letter'] as const) {
    expect(pageCount(await page.pdf({ format })), `pages on ${format}`).toBe(1);
  }
});

test('after one visit online the sheet opens with no connection, saying how old it is; signing out takes it off the device', async ({
  page,
  context,
}) => {
  await signedInAccount(page);
  await saveFullProfile(page);
  await page.goto('/emergency-sheet');
  await expect(page.getByText('Do not resuscitate (DNR)')).toBeVisible();
  // The page keeps itself once it is in use; the worker it registers answers from then on.
  await expect.poll(() => keptAsOf(page)).toMatch(/^as of /);
  const asOf = await keptAsOf(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  expect(await sheetCaches(page)).toHaveLength(1);

  await context.setOffline(true);
  await page.goto('/emergency-sheet');
  await expect(page.locator('html[data-kept-copy]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency sheet' })).toBeVisible();
  await expect(page.getByText(asOf ?? 'as of')).toBeVisible();
  await expect(page.getByText('Do not resuscitate (DNR)')).toBeVisible();
  // Hydrated from the browser's cache, the app tries the network and fails (the session's read
  // again, with its retries): the sheet stays, with no spinner, error or sign-in page.
  await page.waitForTimeout(4_000);
  await expect(page).toHaveURL('/emergency-sheet');
  await expect(page.getByText('Penicillin (severe rash, swelling)')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);

  // Online again, the session ended meanwhile (a phone in a pocket past its idle limit): the
  // server sends the page's frame, and the kept copy answers instead of the sign-in page.
  await context.setOffline(false);
  const cookies = await context.cookies();
  await context.clearCookies();
  await page.goto('/emergency-sheet');
  await expect(page.locator('html[data-kept-copy]')).toHaveCount(1);
  await expect(page.getByText('Do not resuscitate (DNR)')).toBeVisible();
  await expect(page).toHaveURL('/emergency-sheet');
  await context.addCookies(cookies);

  // Back online, signed out through the account menu: no sheet is left on the device.
  await page.goto('/app');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await sheetCaches(page)).toEqual([]);

  await context.setOffline(true);
  await expect(page.goto('/emergency-sheet')).rejects.toThrow();
  await context.setOffline(false);
});
