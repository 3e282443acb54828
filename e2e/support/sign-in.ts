import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { verificationCodes, waitForCode } from './mailbox';
import { E2E_BASE_URL } from './ports';

export const JOURNEY_PASSWORD = 'Journey#Care2026';

export const newEmail = () => `carer-${randomBytes(4).toString('hex')}@e2e.test`;

/** Sends a code for the request's pending session and verifies it with the emailed code. */
async function verifyWithEmailedCode(request: APIRequestContext, email: string) {
  const codesBefore = (await verificationCodes(email)).length;
  const referenceId = randomBytes(12).toString('hex');
  expect((await request.post('/api/auth/code/send', { data: { referenceId } })).status()).toBe(200);
  const code = await waitForCode(email, codesBefore + 1);
  const verified = await request.post('/api/auth/code/verify', { data: { referenceId, code } });
  expect(verified.status()).toBe(200);
}

/** A new account, signed up through the API: the request holds a session waiting for its code. */
export async function pendingAccount(request: APIRequestContext, email = newEmail()) {
  const signUp = await request.post('/api/auth/sign-up', {
    data: {
      email,
      password: JOURNEY_PASSWORD,
      confirmPassword: JOURNEY_PASSWORD,
      acceptTerms: true,
    },
  });
  expect(signUp.status()).toBe(201);
  return { email };
}

/** A new account, signed up and verified through the API; the request keeps its cookie. */
export async function verifiedAccount(request: APIRequestContext, email = newEmail()) {
  await pendingAccount(request, email);
  await verifyWithEmailedCode(request, email);
  return { email };
}

/** An administrator (the worker's: worker-admins.ts), signed in with a code through the API. */
export async function signedInAdmin(
  request: APIRequestContext,
  admin: { email: string; password: string },
) {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { ...admin, adminLogin: true },
  });
  expect(signIn.status()).toBe(200);
  await verifyWithEmailedCode(request, admin.email);
}

/** An existing account signed in again (another browser, another device) with its code. */
export async function signedInAgain(request: APIRequestContext, email: string) {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email, password: JOURNEY_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await verifyWithEmailedCode(request, email);
}

/** Records on the request's account that its welcome pop-up was closed (record 088). */
export async function markWelcomeSeen(request: APIRequestContext) {
  const seen = await request.post('/api/account/welcome-seen', {
    headers: { origin: E2E_BASE_URL },
  });
  expect(seen.status(), await seen.text()).toBe(200);
}

/**
 * A new account, signed in and verified through the API; the browser context shares the
 * session cookie. The welcome pop-up is closed on the account unless asked not to.
 */
export async function signedInAccount(page: Page, options: { welcomeSeen?: boolean } = {}) {
  const account = await verifiedAccount(page.request);
  if (options.welcomeSeen !== false) await markWelcomeSeen(page.request);
  return account;
}
