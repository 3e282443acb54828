import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { JOURNEY_PASSWORD, signedInAccount } from './support/sign-in';

// An authenticator app and recovery codes (issue 57, record 096): set up on /profile from the
// key the page shows (the test computes the app's codes with otplib, as a phone would), the
// recovery codes kept, then signing in with the password and the app's code, and with a
// recovery code. Each new state is checked with axe in both themes.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
});

/**
 * The app's code for the next 30-second step: the setup's code used this one's, and a code is
 * accepted once; the next step's is accepted already (one step either side, record 096).
 */
const nextCode = (secret: string) =>
  generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + 30 });

async function signOutAndIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/mfa');
}

test('set up an authenticator app, keep the recovery codes, sign in with its code, then with a recovery code', async ({
  page,
}) => {
  test.slow();
  const { email } = await signedInAccount(page);
  await page.goto('/profile');
  const ways = page.getByRole('region', { name: 'Ways to sign in' });
  await expect(ways).toContainText('Authenticator app: off.');

  await ways.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(setup).toContainText('Google Authenticator or Microsoft Authenticator');
  await setup.getByRole('button', { name: 'I have the app: continue' }).click();
  await expect(
    setup.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await setup.getByTestId('app-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7 ]+$/);
  await expectAccessibleScreen(page, 'setting up the app', { layout: false });

  const now = generate({ secret: secret.replace(/\s/g, '') });
  await setup.getByLabel('Code from the app').fill(await now);
  await setup.getByRole('button', { name: 'Turn on the app' }).click();
  const kept = page.getByRole('dialog', { name: 'Keep your recovery codes' });
  await expect(kept.getByRole('listitem')).toHaveCount(10);
  const codes = await kept.getByRole('listitem').allInnerTexts();
  await expectAccessibleScreen(page, 'the recovery codes shown once', { layout: false });
  await kept.getByRole('button', { name: 'I have kept my codes' }).click();
  await expect(ways).toContainText('Authenticator app: on.');
  await expect(ways).toContainText('Recovery codes: 10 codes left.');

  // Signing in again: the app's code is asked first, and no code is emailed.
  await signOutAndIn(page, email);
  await expect(page.getByText('Open your authenticator app')).toBeVisible();
  await expectAccessibleScreen(page, "/mfa asking for the app's code", { layout: false });
  // The emailed code is still there when asked for, and the app's code is one tap back.
  await page.getByRole('button', { name: 'Email me a code instead' }).click();
  await expect(page.getByText(`Enter the 6-digit code sent to ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();
  await expect(page.getByText('Open your authenticator app')).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await nextCode(secret), { delay: 30 });
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByText('Verification successful')).toBeVisible();

  // And with a recovery code.
  await signOutAndIn(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeVisible();
  await expectAccessibleScreen(page, '/mfa asking for a recovery code', { layout: false });
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Use this code' }).click();
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByText('You have 9 recovery codes left.')).toBeVisible();
});
