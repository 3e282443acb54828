import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { waitForCode } from './mailbox';

export const JOURNEY_PASSWORD = 'Journey#Care2026';

export const newEmail = () => `carer-${randomBytes(4).toString('hex')}@e2e.test`;

/**
 * A new account, signed in and verified through the API with the emailed code; the browser
 * context shares the session cookie. The welcome pop-up is marked as seen unless asked not to.
 */
export async function signedInAccount(page: Page, options: { welcomeSeen?: boolean } = {}) {
  if (options.welcomeSeen !== false) {
    await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
  }
  const email = newEmail();
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: {
      email,
      password: JOURNEY_PASSWORD,
      confirmPassword: JOURNEY_PASSWORD,
      acceptTerms: true,
    },
  });
  expect(signUp.status()).toBe(201);
  const referenceId = randomBytes(12).toString('hex');
  expect((await page.request.post('/api/auth/code/send', { data: { referenceId } })).status()).toBe(
    200,
  );
  const code = await waitForCode(email);
  const verified = await page.request.post('/api/auth/code/verify', {
    data: { referenceId, code },
  });
  expect(verified.status()).toBe(200);
  return { email };
}
