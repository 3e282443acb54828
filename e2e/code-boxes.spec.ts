import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForCode } from './support/mailbox';
import { holdScripts, onPhoneProcessor } from './support/phone';
import { JOURNEY_PASSWORD, newEmail } from './support/sign-in';

// The two-factor code's six boxes take digits only (spec sections 2 and 5, issue 60): from the
// moment the server renders the step, before its scripts run, and after, on a phone's processor.

const box = (page: Page, index: number) =>
  page.getByRole('textbox', { name: `Digit ${index + 1} of 6` });

async function boxValues(page: Page): Promise<string[]> {
  return Promise.all([0, 1, 2, 3, 4, 5].map((index) => box(page, index).inputValue()));
}

/** Types letters and signs into every box, as a person fumbling on a phone's keyboard would. */
async function typeLettersInEveryBox(page: Page) {
  for (const index of [0, 1, 2, 3, 4, 5]) {
    await box(page, index).click();
    await page.keyboard.type('ab-', { delay: 20 });
  }
}

/** Fills /signup with a new address and sends it; the code step follows. */
async function signUpOnPage(page: Page): Promise<string> {
  const email = newEmail();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`Enter the 6-digit code sent to ${email}`)).toBeVisible();
  return email;
}

/** Signs up with the page's scripts held back: the server renders the code step for a plain post. */
async function codeStepBeforeScripts(page: Page) {
  await onPhoneProcessor(page);
  const release = await holdScripts(page);
  await page.goto('/signup', { waitUntil: 'commit' });
  const email = await signUpOnPage(page);
  await expect(page).toHaveURL(/\/mfa\?ref=/);
  return { email, release };
}

test('the code boxes take no letter before or after the scripts, and a pasted code fills all six', async ({
  page,
  context,
  expectAccessible,
}) => {
  const { email, release } = await codeStepBeforeScripts(page);
  await typeLettersInEveryBox(page);
  expect(await page.locator('html[data-hydrated]').count(), 'hydrated too early').toBe(0);
  expect(await boxValues(page)).toEqual(['', '', '', '', '', '']);

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await typeLettersInEveryBox(page);
  expect(await boxValues(page)).toEqual(['', '', '', '', '', '']);
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();

  // Each box takes one digit and moves on; Backspace moves back.
  await box(page, 0).click();
  await page.keyboard.type('1x2', { delay: 30 });
  expect(await boxValues(page)).toEqual(['1', '2', '', '', '', '']);
  await expect(box(page, 2)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(box(page, 1)).toHaveValue('');
  await expect(box(page, 1)).toBeFocused();
  await page.keyboard.press('Backspace');
  expect(await boxValues(page)).toEqual(['', '', '', '', '', '']);
  await expect(verify).toBeDisabled();
  await expectAccessible();

  // A pasted code fills the six boxes (trimmed), and is verified by itself: this one is wrong.
  const code = await waitForCode(email);
  const pasted = code === '123456' ? '654321' : '123456';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), ` ${pasted}\n`);
  await box(page, 0).click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => boxValues(page)).toEqual([...pasted]);
  await expect(page.getByText('Verification failed').first()).toBeVisible();
  await expect(box(page, 0)).toHaveValue('');

  // The right code, typed, signs in.
  await expect(box(page, 0)).toBeFocused();
  await page.keyboard.type(code, { delay: 30 });
  await page.waitForURL(/\/app$/, { waitUntil: 'commit' });
});

test('digits typed before the scripts ran are the code once the page is ready (record 091)', async ({
  page,
}) => {
  const { email, release } = await codeStepBeforeScripts(page);
  const code = await waitForCode(email);
  // Before the scripts, the first box takes the digits as typed (the form posts them joined).
  await box(page, 0).click();
  await page.keyboard.type(code.slice(0, 3), { delay: 30 });
  expect(await page.locator('html[data-hydrated]').count(), 'hydrated too early').toBe(0);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Hydrated, the boxes hold what was typed, one digit each, and the rest of the code completes it.
  await expect.poll(() => boxValues(page)).toEqual([...code.slice(0, 3), '', '', '']);
  await box(page, 3).click();
  await page.keyboard.type(code.slice(3), { delay: 30 });
  await page.waitForURL(/\/app$/, { waitUntil: 'commit' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // (axe runs as a script: the same step is checked with scripts above.)
  test('a code with letters is refused in the spec words, and the right one is still accepted', async ({
    page,
  }) => {
    await page.goto('/signup');
    const email = await signUpOnPage(page);

    // Without any script, nothing filters the boxes: the server refuses what is not 6 digits.
    await box(page, 0).fill('ab1234');
    await page.getByRole('button', { name: 'Verify' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Verification failed' });
    await expect(refusal).toContainText('Please enter a complete 6-digit code');

    await box(page, 0).fill(await waitForCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/app', { waitUntil: 'commit' });
  });
});
