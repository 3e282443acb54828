import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../auth/find-user';
import { users } from '../../db/schema';
import { answerShape } from '../../test/answer-shape';
import type { ApiClient } from '../../test/api-client';
import { createTestApp, newReferenceId, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Finding 11 of docs/security.md and issue #30 item 1: a sign-up with an address that has an
// account answers exactly as one with a new address does, and so does every later request of its
// session (decision record 018). Three sign-ups go side by side: a new address, an address with
// a confirmed account (a decoy), and one whose account was never confirmed (a claim).

let t: TestApp;
beforeAll(async () => {
  // Every sign-up here comes from one client address: room for all of them.
  t = await createTestApp({
    env: { THROTTLE_SIGN_UP_PER_ADDRESS: '100', THROTTLE_SEND_CODE_PER_ADDRESS: '100' },
  });
});
afterAll(() => t.close());

const INTRUDER_PASSWORD = 'Intruder#Pass2026';
const form = (email: string) => ({
  email,
  password: INTRUDER_PASSWORD,
  confirmPassword: INTRUDER_PASSWORD,
  acceptTerms: true,
});
const mailsTo = (email: string) => t.deps.mailer.outbox.filter((mail) => mail.to === email);
const rowOf = async (email: string) => findUserByEmail(t.database.db, email);

/** A new address, one with a confirmed account, one with an account never confirmed. */
async function threeAddresses(name: string) {
  const fresh = `${name}.fresh@example.com`;
  const { email: confirmed } = await t.signedInUser(`${name}.confirmed@example.com`);
  const { email: unconfirmed } = await t.signUp(`${name}.unconfirmed@example.com`);
  // Later than those two accounts were made, so no time can be copied from them unseen.
  t.clock.advance(60_000);
  return { fresh, confirmed, unconfirmed };
}

type Answer = Awaited<ReturnType<ApiClient['request']>>;

/** Each answer must look like the first one (the new address's), whole. */
function expectAlike(step: string, [first, ...others]: Answer[]) {
  for (const other of others) {
    expect({ step, ...answerShape(other) }).toEqual({ step, ...answerShape(first as Answer) });
  }
}

describe('sign-up with an address that has an account', () => {
  it('answers exactly as a new sign-up does: status, headers, cookie, every field', async () => {
    const { fresh, confirmed, unconfirmed } = await threeAddresses('whole');
    const owner = await rowOf(confirmed);
    const squatter = await rowOf(unconfirmed);
    const answers = [
      await t.client().post('/api/auth/sign-up', form(fresh)),
      await t.client().post('/api/auth/sign-up', form(confirmed.toUpperCase())),
      await t.client().post('/api/auth/sign-up', form(unconfirmed)),
    ];
    expectAlike('sign-up', answers);
    // A new account's id is its own, and it was made when its session started.
    for (const { json } of answers) expect(json.user.id).not.toBe(json.session.id);
    for (const { json } of answers) expect(json.user.createdAt).toBe(json.session.lastActivityAt);
    for (const { json } of answers) {
      expect(json.session.status).toBe('pending');
      expect(json.user).toMatchObject({ subscriptionTier: 'basic', isAdmin: false, isDemo: false });
    }
    const [, decoy, claim] = answers as [Answer, Answer, Answer];
    expect(decoy.json.user.email).toBe(confirmed);
    expect(decoy.json.user.id).not.toBe(owner?.id);
    expect(claim.json.user.id).not.toBe(squatter?.id);
    expect(decoy.json.user.createdAt).not.toBe(owner?.createdAt.toISOString());
    // Each path sent one email: the new address its link, the owner a notice, the claim its own.
    expect(mailsTo(fresh).map((mail) => mail.subject)).toEqual([
      'Confirm your PlanMyEldercare account',
    ]);
    expect(mailsTo(confirmed).at(-1)?.subject).toBe(
      'Someone tried to create a PlanMyEldercare account with your address',
    );
    expect(mailsTo(unconfirmed).at(-1)?.subject).toBe(
      'Finish creating your PlanMyEldercare account',
    );
  });

  it('and so does every request its pending session can make, step by step', async () => {
    const addresses = await threeAddresses('steps');
    const emails = [addresses.fresh, addresses.confirmed, addresses.unconfirmed];
    const clients = emails.map(() => t.client());
    const run = async (step: string, call: (api: ApiClient, i: number) => Promise<Answer>) => {
      const answers: Answer[] = [];
      for (const [i, api] of clients.entries()) answers.push(await call(api, i));
      expectAlike(step, answers);
      return answers;
    };
    const signedUp = await run('sign-up', (api, i) =>
      api.post('/api/auth/sign-up', form(emails[i] as string)),
    );
    const ids = signedUp.map((answer) => answer.json.user.id);
    /** Each session still shows the account it showed at sign-up. */
    const expectSameAccounts = (answers: Answer[]) =>
      expect(answers.map((answer) => answer.json.user.id)).toEqual(ids);
    // A code that is wrong for each: the new and the claimed address receive a real one.
    const wrongCode = (i: number) => {
      const real = mailsTo(emails[i] as string).findLast((mail) => /code/.test(mail.subject));
      return real?.text.includes('000000') ? '111111' : '000000';
    };
    const first = newReferenceId();
    const second = newReferenceId();

    expectSameAccounts(await run('session', (api) => api.get('/api/auth/session')));
    expectSameAccounts(await run('activity', (api) => api.post('/api/auth/session/activity')));
    await run('send', (api) => api.post('/api/auth/code/send', { referenceId: first }));
    await run('send again', (api) => api.post('/api/auth/code/send', { referenceId: first }));
    await run('resend too soon', (api) => api.post('/api/auth/code/send', { referenceId: second }));
    for (let guess = 1; guess <= t.deps.config.otp.maxAttempts + 1; guess++) {
      await run(`wrong code ${guess}`, (api, i) =>
        api.post('/api/auth/code/verify', { referenceId: first, code: wrongCode(i) }),
      );
    }
    t.clock.advance(t.deps.config.otp.resendMs);
    await run('resend', (api) => api.post('/api/auth/code/send', { referenceId: second }));
    const left = t.deps.config.otp.lockoutFailures - t.deps.config.otp.maxAttempts;
    for (let guess = 1; guess <= left; guess++) {
      await run(`second code, wrong ${guess}`, (api, i) =>
        api.post('/api/auth/code/verify', { referenceId: second, code: wrongCode(i) }),
      );
    }
    const [locked] = await run('still locked', (api, i) =>
      api.post('/api/auth/code/verify', { referenceId: second, code: wrongCode(i) }),
    );
    expect(locked?.status).toBe(429);
    await run('another page', (api) => api.get('/api/tasks'));
    expectSameAccounts(await run('session again', (api) => api.get('/api/auth/session')));
    await run('sign out', (api) => api.post('/api/auth/sign-out'));
    await run('signed out', (api) => api.get('/api/auth/session'));
  });

  it('premium sign-up answers alike too', async () => {
    const { fresh, confirmed, unconfirmed } = await threeAddresses('premium');
    const premium = (address: string) =>
      t.client().post('/api/auth/sign-up-premium', {
        ...form(address),
        acceptPrivacy: true,
        dataProtectionConsent: true,
      });
    const answers = [await premium(fresh), await premium(confirmed), await premium(unconfirmed)];
    expectAlike('premium sign-up', answers);
    expect(answers.map((answer) => answer.json.email)).toEqual([fresh, confirmed, unconfirmed]);
    expect(mailsTo(unconfirmed).at(-1)?.text).toContain('/signup');
  });

  it('is beyond the reach of what the owner does: a password change, a lockout', async () => {
    const owner = await t.signedInUser('owner.busy@example.com');
    const decoy = t.client();
    await decoy.post('/api/auth/sign-up', form(owner.email));
    const referenceId = newReferenceId();
    await decoy.post('/api/auth/code/send', { referenceId });

    const changed = await owner.api.post('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      password: 'Newer#Pass2026',
      confirmPassword: 'Newer#Pass2026',
    });
    expect(changed.status).toBe(200);
    expect((await decoy.get('/api/auth/session')).status).toBe(200);

    // The owner locks their own code step with wrong codes on two codes in a row.
    const ownerApi = t.client();
    await ownerApi.post('/api/auth/sign-in', { email: owner.email, password: 'Newer#Pass2026' });
    const { maxAttempts, lockoutFailures, resendMs } = t.deps.config.otp;
    let last: Answer | undefined;
    for (let code = 0; code * maxAttempts < lockoutFailures; code++) {
      t.clock.advance(resendMs);
      const ownerReference = newReferenceId();
      await ownerApi.post('/api/auth/code/send', { referenceId: ownerReference });
      const wrong = t.latestCode(owner.email) === '000000' ? '111111' : '000000';
      for (let guess = 0; guess < maxAttempts; guess++) {
        last = await ownerApi.post('/api/auth/code/verify', {
          referenceId: ownerReference,
          code: wrong,
        });
      }
    }
    expect(last?.status).toBe(429);
    // The decoy's code is still guessed at, as a new account's would be, and it is not locked.
    for (let guess = 0; guess < maxAttempts; guess++) {
      const verify = await decoy.post('/api/auth/code/verify', { referenceId, code: '123456' });
      expect(verify.json.error.message).toBe('Invalid code');
    }
    const spent = await decoy.post('/api/auth/code/verify', { referenceId, code: '123456' });
    expect({ status: spent.status, message: spent.json.error.message }).toEqual({
      status: 400,
      message: 'Too many attempts',
    });
  });

  it('leads a decoy to a code step that mails the owner no code, never verifies, locks nobody out', async () => {
    const owner = await t.signedInUser('owner.locked@example.com');
    const before = mailsTo(owner.email).length;
    const decoy = t.client();
    await decoy.post('/api/auth/sign-up', form(owner.email));
    const referenceId = newReferenceId();
    const sent = await decoy.post('/api/auth/code/send', { referenceId });
    expect(sent.status).toBe(200);
    expect(sent.json.success).toBe(true);
    // The owner hears of the attempt, at sign-up and at the code step; no code goes out.
    expect(
      mailsTo(owner.email)
        .slice(before)
        .map((mail) => mail.subject),
    ).toEqual(Array(2).fill('Someone tried to create a PlanMyEldercare account with your address'));
    for (let i = 0; i < 12; i++) {
      const verify = await decoy.post('/api/auth/code/verify', {
        referenceId,
        code: String(100000 + i),
      });
      expect(verify.status).toBe(400);
    }
    expect((await decoy.get('/api/tasks')).status).toBe(401);
    // The owner is not locked out and still signs in with their own password.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(row?.otpLockedUntil).toBeNull();
    const ownerApi = t.client();
    expect(
      (await ownerApi.post('/api/auth/sign-in', { email: owner.email, password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
    await t.verify(ownerApi, owner.email);
    expect((await ownerApi.get('/api/tasks')).status).toBe(200);
  });
});
