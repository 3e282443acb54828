import type { APIRequest, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { subjectsTo, waitForCode } from './support/mailbox';
import { holdScripts, onPhoneProcessor } from './support/phone';
import { E2E_BASE_URL } from './support/ports';
import { JOURNEY_PASSWORD, newEmail, verifiedAccount } from './support/sign-in';

// The forms a visitor meets before signing in work before their page's scripts have run, and
// without them (record 052): a plain form post is handled by the server with the same API route,
// and answers with the next page, or with the page again showing why and what was typed (never
// a password). These journeys act the moment the page is shown, on a phone's processor (4x CPU
// throttling, as Lighthouse's mobile preset assumes), with the page's scripts held back until
// the form is sent, so the form is always sent before the page could have been hydrated.

/** An account signed up and verified through the API, in a request context of its own. */
async function accountMadeElsewhere(playwright: { request: APIRequest }) {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const account = await verifiedAccount(request);
  await request.dispose();
  return account;
}

/** Types a code into the hydrated code step, which verifies it by itself. */
async function typeCode(page: Page, code: string) {
  const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await expect(first).toBeEnabled();
  await first.click();
  await page.keyboard.type(code, { delay: 30 });
}

/**
 * Opens a page on a phone's processor with its scripts held back; `release` lets them load.
 * The page is shown (its h1 visible) when this returns.
 */
async function openBeforeScripts(page: Page, path: string) {
  await onPhoneProcessor(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('html[data-hydrated]').count(), 'hydrated too early').toBe(0);
  return { release };
}

test.describe('sent the moment the page is shown, before its scripts ran', () => {
  test('sign-up: the account is made, the code is emailed, and the two-factor step opens', async ({
    page,
  }) => {
    const email = newEmail();
    const scripts = await openBeforeScripts(page, '/signup');
    // A control that needs the scripts looks not ready, and takes no tap, until they ran.
    const showPassword = page.getByRole('button', { name: 'Show password' }).first();
    await expect(showPassword).toHaveCSS('opacity', '0.6');
    await expect(showPassword).toHaveCSS('pointer-events', 'none');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The server sent the code and rendered the code step for it.
    await page.waitForURL(/\/mfa\?ref=/, { waitUntil: 'commit' });
    await expect(page.getByText(`Enter the 6-digit code sent to ${email}`)).toBeVisible();
    scripts.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await typeCode(page, await waitForCode(email));
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a refused sign-up comes back with its messages and the address typed, hydrates, and then works as usual', async ({
    page,
    expectAccessible,
  }) => {
    const email = newEmail();
    const scripts = await openBeforeScripts(page, '/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByLabel('Confirm Password').fill('Another#Care2026');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect((await answer).status()).toBe(400);
    scripts.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    await expect(page.getByRole('alert').filter({ hasText: 'Signup failed' })).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
    await expect(
      page.getByRole('checkbox', { name: /I agree to the/ }),
    ).toHaveAccessibleDescription('You must accept the terms and privacy policy to continue');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Confirm Password')).toHaveValue('');
    await expectAccessible();

    // Hydrated, the same form is the enhanced one: its controls work, and corrected, it signs up
    // as usual.
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/mfa$/);
    expect(await waitForCode(email)).toMatch(/^\d{6}$/);
  });

  test('premium sign-up: the account is made and the confirmation emailed', async ({ page }) => {
    const email = newEmail();
    const scripts = await openBeforeScripts(page, '/signup-premium');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
    for (const checkbox of await page.getByRole('checkbox').all()) await checkbox.check();
    await page.getByRole('button', { name: 'Complete Premium Sign Up' }).click();
    await page.waitForURL('**/login', { waitUntil: 'commit' });
    scripts.release();
    await expect
      .poll(() => subjectsTo(email), { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/^Confirm your/));
  });

  test('sign-in: the code is emailed and the two-factor step opens', async ({
    page,
    playwright,
  }) => {
    const { email } = await accountMadeElsewhere(playwright);
    const scripts = await openBeforeScripts(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/mfa\?ref=/, { waitUntil: 'commit' });
    await expect(page.getByText(`Enter the 6-digit code sent to ${email}`)).toBeVisible();
    scripts.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The account's first code was its sign-up's.
    await typeCode(page, await waitForCode(email, 2));
    await expect(page).toHaveURL(/\/app$/);
  });

  test('admin sign-in: the admin code is emailed and the two-factor step opens', async ({
    page,
    admin,
  }) => {
    const scripts = await openBeforeScripts(page, '/admin-login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/mfa\?ref=/, { waitUntil: 'commit' });
    await expect(page.getByText(`Enter the 6-digit code sent to ${admin.email}`)).toBeVisible();
    scripts.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeEnabled();
  });

  test('the checklist: the request is kept and the thank-you page follows', async ({ page }) => {
    const scripts = await openBeforeScripts(page, '/checklist');
    await page.getByLabel('First Name').fill('Rosa');
    await page.getByLabel('Email Address').fill(newEmail());
    await page.getByRole('button', { name: 'Get My Free Checklist' }).click();
    await page.waitForURL('**/checklist/thank-you', { waitUntil: 'commit' });
    scripts.release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-up: refused with its messages and the address kept, then accepted', async ({
    page,
  }) => {
    const email = newEmail();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Signup failed' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(`Enter the 6-digit code sent to ${email}`)).toBeVisible();
    const code = await waitForCode(email);
    // A wrong code is refused in the spec's words, on the same step.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Verification failed' })).toBeVisible();
    await expect(page.getByText(`Enter the 6-digit code sent to ${email}`)).toBeVisible();
    // Typed one digit a box, as a person would without scripts.
    for (const [index, digit] of [...code].entries()) {
      await page.getByRole('textbox', { name: `Digit ${index + 1} of 6` }).fill(digit);
    }
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/app', { waitUntil: 'commit' });
    const session = await page.request.get('/api/auth/session');
    expect(session.status()).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email }, session: { status: 'active' } });
  });

  test('sign-in: a wrong password is refused in the spec words, the address kept', async ({
    page,
    playwright,
  }) => {
    const { email } = await accountMadeElsewhere(playwright);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Not#TheRight1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(refusal).toContainText('Invalid login credentials');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(`Enter the 6-digit code sent to ${email}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await waitForCode(email, 2));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/app', { waitUntil: 'commit' });
    expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({
      session: { status: 'active' },
    });
  });

  test('the checklist: the request is kept and the thank-you page follows', async ({ page }) => {
    await page.goto('/checklist');
    await page.getByLabel('First Name').fill('Rosa');
    await page.getByLabel('Email Address').fill(newEmail());
    await page.getByRole('button', { name: 'Get My Free Checklist' }).click();
    await page.waitForURL('**/checklist/thank-you', { waitUntil: 'commit' });
  });
});
