import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPlanId } from '../../test/care-circle';
import { codeFrom, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, newReferenceId, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Issue 59, record 100: an account keeps the language it was signed up in (the request's locale:
// its `?lang`, its kept choice, else Accept-Language), whichever way it was made: the sign-up
// API, the premium sign-up, the plain form post, a sign-up through an invitation. What is sent
// to it later is in that language, whatever language the request that causes it reads: here a
// password reset asked for from an English browser, over real SMTP.

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      THROTTLE_SIGN_UP_PER_ADDRESS: '1000',
      THROTTLE_SEND_CODE_PER_ADDRESS: '1000',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const spanishBrowser = { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' };
const englishBrowser = { 'accept-language': 'en-US,en;q=0.9' };
const newAddress = (name: string) =>
  `${name}-${newReferenceId().slice(0, 8).toLowerCase()}@example.com`;
const newCredentials = { password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };

/** The subject of the password reset email sent when an English browser asks for one. */
async function resetSubjectFor(email: string): Promise<string> {
  const asked = await t.client(englishBrowser).post('/api/auth/password-reset/request', { email });
  expect(asked.status).toBe(200);
  const mail = await smtp.waitFor(email, (message) => message.text.includes('/reset-password'));
  return mail.subject;
}

const SPANISH_RESET = 'Elija una nueva contraseña de PlanMyEldercare';
const ENGLISH_RESET = 'Set a new PlanMyEldercare password';

describe('an account keeps the language it was signed up in', () => {
  it('signed up from a Spanish browser, a later email is Spanish; from an English one, English', async () => {
    const spanish = newAddress('es');
    const signedUp = await t.client(spanishBrowser).post('/api/auth/sign-up', {
      email: spanish,
      ...newCredentials,
      acceptTerms: true,
    });
    expect(signedUp.status).toBe(201);
    expect(await resetSubjectFor(spanish)).toBe(SPANISH_RESET);

    const english = newAddress('en');
    const answer = await t.client(englishBrowser).post('/api/auth/sign-up', {
      email: english,
      ...newCredentials,
      acceptTerms: true,
    });
    expect(answer.status).toBe(201);
    expect(await resetSubjectFor(english)).toBe(ENGLISH_RESET);
  });

  it("names the account's first plan in that language, the family's to rename", async () => {
    for (const [browser, name] of [
      [spanishBrowser, 'Plan de cuidado'],
      [englishBrowser, 'Care plan'],
    ] as const) {
      const email = newAddress('plan');
      const api = t.client(browser);
      const signedUp = await api.post('/api/auth/sign-up', {
        email,
        ...newCredentials,
        acceptTerms: true,
      });
      expect(signedUp.status).toBe(201);
      const referenceId = newReferenceId();
      expect((await api.post('/api/auth/code/send', { referenceId })).status).toBe(200);
      const codeMail = await smtp.waitFor(email, (message) => /\d{6}/.test(message.text));
      const code = codeFrom(codeMail.text);
      expect((await api.post('/api/auth/code/verify', { referenceId, code })).status).toBe(200);
      const plans = await api.get('/api/plans');
      expect(plans.json.map((plan: { name: string }) => plan.name)).toEqual([name]);
    }
  });

  it('keeps it from a premium sign-up', async () => {
    const email = newAddress('premium');
    const signedUp = await t.client(spanishBrowser).post('/api/auth/sign-up-premium', {
      email,
      ...newCredentials,
      dataProtectionConsent: true,
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(signedUp.status, signedUp.text).toBe(201);
    expect(await resetSubjectFor(email)).toBe(SPANISH_RESET);
  });

  it('keeps the Spanish address’s language from a plain form post, whatever the browser says', async () => {
    const email = newAddress('form');
    // The sign-up page at its Spanish address, posted before its scripts ran (record 052), from
    // a browser whose languages are English and that holds no kept choice yet.
    const posted = await t.app.request('/signup?lang=es', {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'content-type': 'application/x-www-form-urlencoded',
        ...englishBrowser,
      },
      body: new URLSearchParams({ email, ...newCredentials, acceptTerms: 'on' }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(await resetSubjectFor(email)).toBe(SPANISH_RESET);
  });

  it('keeps it from a sign-up through an invitation', async () => {
    // The plan's owner, signed in with the code emailed to them.
    const ownerEmail = newAddress('owner');
    const owner = t.client();
    const answer = await owner.post('/api/auth/sign-up', {
      email: ownerEmail,
      ...newCredentials,
      acceptTerms: true,
    });
    expect(answer.status).toBe(201);
    const referenceId = newReferenceId();
    expect((await owner.post('/api/auth/code/send', { referenceId })).status).toBe(200);
    const codeMail = await smtp.waitFor(ownerEmail, (message) => /\d{6}/.test(message.text));
    const code = codeFrom(codeMail.text);
    expect((await owner.post('/api/auth/code/verify', { referenceId, code })).status).toBe(200);
    const planId = await ownPlanId(owner);
    const email = newAddress('invited');
    const invited = await owner.post(`/api/plans/${planId}/invitations`, {
      email,
      role: 'caregiver',
    });
    expect(invited.status, invited.text).toBe(201);
    const invitation = await smtp.waitFor(email, (message) => message.text.includes('/join#'));
    const token = invitation.text.match(/\/join#([A-Za-z0-9_-]+)/)?.[1];
    const signedUp = await t.client(spanishBrowser).post('/api/auth/sign-up', {
      email,
      ...newCredentials,
      acceptTerms: true,
      invitation: token,
    });
    expect(signedUp.status, signedUp.text).toBe(201);
    expect(await resetSubjectFor(email)).toBe(SPANISH_RESET);
  });

  it('keeps the language of whoever takes over an address never confirmed, with its code', async () => {
    const email = newAddress('claimed');
    const first = await t.client(englishBrowser).post('/api/auth/sign-up', {
      email,
      ...newCredentials,
      acceptTerms: true,
    });
    expect(first.status).toBe(201);
    // Someone else signs up with the address in Spanish, and proves it with the emailed code.
    const claimant = t.client(spanishBrowser);
    const claimed = await claimant.post('/api/auth/sign-up', {
      email,
      ...newCredentials,
      acceptTerms: true,
    });
    expect(claimed.status).toBe(201);
    const referenceId = newReferenceId();
    expect((await claimant.post('/api/auth/code/send', { referenceId })).status).toBe(200);
    // To the address, in its account's language: the one never confirmed, signed up in English.
    const codeMail = await smtp.waitFor(email, (message) =>
      message.subject.includes('verification code'),
    );
    const verified = await claimant.post('/api/auth/code/verify', {
      referenceId,
      code: codeFrom(codeMail.text),
    });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json.user.locale).toBe('es-US');
    expect(await resetSubjectFor(email)).toBe(SPANISH_RESET);
  });
});
