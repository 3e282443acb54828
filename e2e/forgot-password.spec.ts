import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { subjectsTo, verificationCodes, waitForCode } from './support/mailbox';
import { E2E_BASE_URL, MAILBOX_PORT } from './support/ports';
import { verifiedAccount } from './support/sign-in';

// 'Forgot password?' (issue 33, item 4; decision D10): on a phone, from the sign-in page to an
// emailed link, a new password, every other device signed out, and a sign-in with it.

const PHONE = { width: 390, height: 844 };
const NEW_PASSWORD = 'Remembered#2027';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The reset link emailed to an address, waiting for it to arrive. */
async function resetLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://127.0.0.1:${MAILBOX_PORT}/messages?to=${encodeURIComponent(email)}`,
      );
      const mails = (await response.json()) as { subject: string; text: string }[];
      const mail = mails.findLast((each) =>
        /Set a new PlanMyEldercare password/.test(each.subject),
      );
      link = /\S+\/reset-password#\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code, { delay: 30 });
}

test('a caregiver who forgot their password gets a link, sets a new one and signs in with it', async ({
  page,
  playwright,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  // Signed in on another device, which the new password signs out.
  const other = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const { email } = await verifiedAccount(other);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expectAccessible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page).toHaveURL('/forgot-password/sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expectAccessible();

  const link = new URL(await resetLink(email));
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  // The token is off the address bar.
  await expect(page).toHaveURL('/reset-password');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await expectAccessible();
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect.poll(() => subjectsTo(email)).toContain('Your PlanMyEldercare password was changed');
  expect((await other.get('/api/tasks')).status()).toBe(401);

  const codesBefore = (await verificationCodes(email)).length;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/mfa');
  await typeCode(page, await waitForCode(email, codesBefore + 1));
  await expect(page).toHaveURL('/app');
  await other.dispose();

  // The same link again is refused in words.
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByLabel('Password', { exact: true }).fill('Another#Pass2027');
  await page.getByLabel('Confirm Password').fill('Another#Pass2027');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/expired or was already used/).first()).toBeVisible();
});

test('the form works before its scripts run, with the same page for an unknown address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-has-this@e2e.test');
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page).toHaveURL('/forgot-password/sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await context.close();
});
