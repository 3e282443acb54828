import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { verificationCodes, waitForCode } from './support/mailbox';
import { JOURNEY_PASSWORD, signedInAccount } from './support/sign-in';

// Nothing typed is lost (issue 56, item 1; decision record 092), on a phone: the care profile
// typed half-way asks before the app leaves it, and what was typed comes back from the device
// after leaving anyway and after the idle sign-out.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const NAME = 'Margaret Ellis';
const CONDITION = 'Type 2 diabetes';
const KEPT_NOTE = 'We kept what you typed on this device';

/** A name and a condition typed into the care profile, nothing saved. */
async function typeNameAndCondition(page: Page) {
  await page.goto('/care-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Care profile' })).toBeVisible();
  await page.getByLabel('Full name').fill(NAME);
  await page.getByLabel('Conditions').fill(CONDITION);
}

/** A link of the header's phone menu. */
async function tapMenuLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

/** The form shows the typing again, with the note that says it is the device's copy. */
async function expectTypingBack(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Care profile' })).toBeVisible();
  await expect(page.getByText(KEPT_NOTE)).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(NAME);
  await expect(page.getByLabel('Conditions')).toHaveValue(CONDITION);
}

test('leaving the care profile half typed asks first, and the typing comes back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAccount(page);
  await typeNameAndCondition(page);

  // Menu -> Checklist asks; Stay keeps the page and the typing.
  await tapMenuLink(page, 'Checklist');
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await expect(ask).toHaveAccessibleDescription(/not saved yet/);
  await expect(ask.getByRole('button', { name: 'Stay' })).toBeFocused();
  await expectAccessibleScreen(page, 'the leave confirmation on /care-profile');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/care-profile$/);
  await expect(page.getByLabel('Full name')).toHaveValue(NAME);

  // The page's own link to the emergency sheet asks too; Leave goes. (The menu stayed open with
  // the page: its button closes it.)
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'Open the emergency sheet' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/emergency-sheet$/);

  // Back on the care profile, the typing is there, kept on the device and said so.
  await tapMenuLink(page, 'Care profile');
  await expectTypingBack(page);
  await expectAccessibleScreen(page, 'the kept typing on /care-profile');

  // Saved, it is the profile's: no note, and leaving does not ask.
  await page.getByRole('button', { name: 'Save care profile' }).click();
  await expect(page.getByText('Care profile saved')).toBeVisible();
  await expect(page.getByText(KEPT_NOTE)).toBeHidden();
  await tapMenuLink(page, 'Checklist');
  await expect(page).toHaveURL(/\/app$/);
  await expect(ask).toBeHidden();
  await tapMenuLink(page, 'Care profile');
  await expect(page.getByLabel('Full name')).toHaveValue(NAME);
  await expect(page.getByText(KEPT_NOTE)).toBeHidden();
});

test('the typing outlives the idle sign-out and comes back after signing in again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await signedInAccount(page);
  // The browser's clock, so the person can step away for longer than the idle limit.
  await page.clock.install();
  await typeNameAndCondition(page);

  // Away to find the pill bottles: the phone sleeps past the idle limit (15 minutes), and the
  // app signs out when it wakes.
  await page.clock.fastForward('20:00');
  await expect(page.getByText('Your session has expired due to inactivity.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);

  // Signed in again, with the emailed code.
  const codesBefore = (await verificationCodes(email)).length;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/mfa$/);
  const code = await waitForCode(email, codesBefore + 1);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code, { delay: 30 });
  await expect(page).toHaveURL(/\/app$/);

  await tapMenuLink(page, 'Care profile');
  await expectTypingBack(page);
});
