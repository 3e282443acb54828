import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_LOCKOUT_FAILURES } from '../../../shared/constants';
import { REPROOF_WINDOW_MINUTES } from '../../../shared/rules/sign-in-factors';
import { findUserByEmail } from '../../auth/find-user';
import { auditLogs, authenticatorApps } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// The authenticator app (TOTP) and recovery codes (issue 57, record 096), through the API: codes
// are made with otplib from the secret the setup answered, at the test clock's time.

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins and codes from one client address: room for all of them.
  t = await createTestApp({
    env: {
      THROTTLE_SIGN_IN_PER_ADDRESS: '500',
      THROTTLE_SIGN_UP_PER_ADDRESS: '100',
      THROTTLE_SEND_CODE_PER_ADDRESS: '100',
      THROTTLE_FACTOR_CODES_PER_ADDRESS: '500',
    },
  });
});
afterAll(() => t.close());

const STEP_MS = 30_000;
const AFTER_PROOF_WINDOW_MS = (REPROOF_WINDOW_MINUTES + 1) * 60_000;

/** The app's code now (the test clock's), for the secret as the setup showed it (in fours). */
const codeOf = (secret: string, offsetMs = 0) =>
  generate({
    secret: secret.replace(/\s/g, ''),
    epoch: Math.floor((t.clock.now().getTime() + offsetMs) / 1000),
  });

/** A verified user with a confirmed app: its client, address, secret and recovery codes. */
async function userWithApp() {
  const { api, email } = await t.signedInUser();
  const setup = await api.post('/api/authenticator-app/setup');
  expect(setup.status).toBe(200);
  const secret: string = setup.json.secret;
  const confirmed = await api.post('/api/authenticator-app/confirm', {
    code: await codeOf(secret),
  });
  expect(confirmed.status).toBe(200);
  // The next code is a later step's: the confirming one is used.
  t.clock.advance(STEP_MS);
  return { api, email, secret, recoveryCodes: confirmed.json.recoveryCodes as string[] };
}

/** A new client past the password: its session waits for the second factor. */
async function pendingSignIn(email: string): Promise<ApiClient> {
  const api = t.client();
  const signedIn = await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
  expect(signedIn.json.session.status).toBe('pending');
  return api;
}

async function actions(email: string) {
  const user = await findUserByEmail(t.database.db, email);
  const rows = await t.database.db
    .select({ action: auditLogs.action, details: auditLogs.details })
    .from(auditLogs)
    .where(eq(auditLogs.userId, user?.id ?? ''))
    .orderBy(desc(auditLogs.createdAt));
  return rows;
}

describe('setting up an authenticator app', () => {
  it('needs a recent proof, answers the QR code and the secret, and counts from the first right code', async () => {
    const { api, email } = await t.signedInUser();
    t.clock.advance(AFTER_PROOF_WINDOW_MS);
    await api.post('/api/auth/session/activity');
    const late = await api.post('/api/authenticator-app/setup');
    expect(late.status).toBe(403);
    expect(late.json.error.code).toBe('reproof_required');
    expect((await api.post('/api/reprove/password', { password: TEST_PASSWORD })).status).toBe(200);

    const setup = await api.post('/api/authenticator-app/setup');
    expect(setup.status).toBe(200);
    const { secret, uri, qrSvg } = setup.json;
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/PlanMyEldercare:/);
    expect(decodeURIComponent(uri)).toContain(email);
    expect(qrSvg).toMatch(/^<svg/);
    // Sealed at rest: the row never holds the secret.
    const user = await findUserByEmail(t.database.db, email);
    const [row] = await t.database.db
      .select()
      .from(authenticatorApps)
      .where(eq(authenticatorApps.userId, user?.id ?? ''));
    expect(row?.secretSealed).not.toContain(secret.replace(/\s/g, ''));
    expect(row?.confirmedAt).toBeNull();
    expect((await api.get('/api/authenticator-app/ways')).json.app).toBe(false);

    // Slow to type the first code: the setup's proof is not asked again.
    t.clock.advance(AFTER_PROOF_WINDOW_MS);
    await api.post('/api/auth/session/activity');
    const wrong = await api.post('/api/authenticator-app/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.reason).toBe('invalid');
    const right = await api.post('/api/authenticator-app/confirm', { code: await codeOf(secret) });
    expect(right.status).toBe(200);
    expect(right.json.recoveryCodes).toHaveLength(10);
    expect((await api.get('/api/authenticator-app/ways')).json).toEqual({
      app: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
    });
    // A second app is refused until the first is removed.
    await api.post('/api/reprove/password', { password: TEST_PASSWORD });
    expect((await api.post('/api/authenticator-app/setup')).status).toBe(409);
    expect((await actions(email)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'authenticator_app_setup_started',
        'authenticator_app_code_refused',
        'authenticator_app_added',
        'recovery_codes_created',
      ]),
    );
    // Neither the secret nor a code is ever logged.
    const logged = t.logs.join('');
    expect(logged).not.toContain(secret.replace(/\s/g, ''));
    expect(logged).not.toContain(right.json.recoveryCodes[0]);
  });

  it('is refused to the demo and to a session still waiting for its code', async () => {
    const demo = t.client();
    await demo.post('/api/auth/demo-sign-in');
    const refused = await demo.post('/api/authenticator-app/setup');
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('demo_restricted');
    const { api } = await t.signUp();
    expect((await api.post('/api/authenticator-app/setup')).status).toBe(401);
    expect((await api.post('/api/recovery-codes')).status).toBe(401);
  });
});

describe('an administrator', () => {
  it('may set up an app and sign in to the admin area with it', async () => {
    const { api, email } = await t.signedInAdmin();
    const secret: string = (await api.post('/api/authenticator-app/setup')).json.secret;
    const confirmed = await api.post('/api/authenticator-app/confirm', {
      code: await codeOf(secret),
    });
    expect(confirmed.status).toBe(200);
    t.clock.advance(STEP_MS);
    const admin = t.client();
    await admin.post('/api/auth/sign-in', { email, password: TEST_PASSWORD, adminLogin: true });
    const signedIn = await admin.post('/api/authenticator-app/sign-in', {
      code: await codeOf(secret),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.message).toBe('Admin login verified');
    expect((await actions(email))[0]).toMatchObject({
      action: 'login',
      details: { method: 'admin_password_and_app' },
    });
  });
});

describe('signing in with the app', () => {
  it('completes the two-factor step with a right code, once: the same code again is refused', async () => {
    const { email, secret } = await userWithApp();
    const first = await pendingSignIn(email);
    expect((await first.get('/api/authenticator-app/two-factor-ways')).json).toEqual({
      app: true,
      recoveryCodes: true,
    });
    const code = await codeOf(secret);
    const signedIn = await first.post('/api/authenticator-app/sign-in', { code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.session.status).toBe('active');
    expect(signedIn.json.message).toBe('Verification successful');
    expect((await first.get('/api/authenticator-app/ways')).status).toBe(200);
    expect((await actions(email))[0]).toMatchObject({
      action: 'login',
      details: { method: 'password_and_app' },
    });

    // Replayed: the same code is refused, within its window or not.
    const again = await pendingSignIn(email);
    const replay = await again.post('/api/authenticator-app/sign-in', { code });
    expect(replay.status).toBe(400);
    expect(replay.json.error.reason).toBe('invalid');
    // The next step's code works.
    t.clock.advance(STEP_MS);
    const next = await again.post('/api/authenticator-app/sign-in', { code: await codeOf(secret) });
    expect(next.status).toBe(200);
  });

  it('accepts one code once even when two requests bring it at the same time', async () => {
    const { email, secret } = await userWithApp();
    const [one, two] = [await pendingSignIn(email), await pendingSignIn(email)];
    const code = await codeOf(secret);
    const answers = await Promise.all([
      one.post('/api/authenticator-app/sign-in', { code }),
      two.post('/api/authenticator-app/sign-in', { code }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('locks after the emailed code’s number of wrong codes in a row, then refuses even a right one', async () => {
    const { email, secret } = await userWithApp();
    const api = await pendingSignIn(email);
    for (let tried = 1; tried < OTP_LOCKOUT_FAILURES; tried++) {
      const wrong = await api.post('/api/authenticator-app/sign-in', { code: '000000' });
      expect(wrong.status).toBe(400);
    }
    const locking = await api.post('/api/authenticator-app/sign-in', { code: '000000' });
    expect(locking.status).toBe(429);
    expect(locking.json.error).toMatchObject({ code: 'locked', reason: 'attempts' });
    const right = await api.post('/api/authenticator-app/sign-in', { code: await codeOf(secret) });
    expect(right.status).toBe(429);
    // A recovery code is locked out too: one run, whichever way the codes come.
    const recovery = await api.post('/api/recovery-codes/sign-in', { code: 'aaaaa-aaaaa' });
    expect(recovery.status).toBe(429);
  });

  it('answers a sign-up stand-in exactly as an account without an app', async () => {
    const { email, secret } = await userWithApp();
    const form = (address: string) => ({
      email: address,
      password: 'Intruder#Pass2026',
      confirmPassword: 'Intruder#Pass2026',
      acceptTerms: true,
    });
    const standIn = t.client();
    expect((await standIn.post('/api/auth/sign-up', form(email))).status).toBe(201);
    const fresh = t.client();
    expect(
      (await fresh.post('/api/auth/sign-up', form(`fresh-${Date.now()}@example.com`))).status,
    ).toBe(201);
    for (const api of [standIn, fresh]) {
      expect((await api.get('/api/authenticator-app/two-factor-ways')).json).toEqual({
        app: false,
        recoveryCodes: false,
      });
    }
    const code = await codeOf(secret);
    const [byStandIn, byFresh] = [
      await standIn.post('/api/authenticator-app/sign-in', { code }),
      await fresh.post('/api/authenticator-app/sign-in', { code }),
    ];
    expect(byStandIn.status).toBe(400);
    expect(byStandIn.json).toEqual(byFresh.json);
    // The owner's own sign-in still takes that code: the stand-in did not use it.
    const owner = await pendingSignIn(email);
    expect((await owner.post('/api/authenticator-app/sign-in', { code })).status).toBe(200);
  });
});

describe('recovery codes', () => {
  it('each signs in once, say how many are left, and a new set voids the old', async () => {
    const { api, email, recoveryCodes } = await userWithApp();
    const [first = '', second = '', third = ''] = recoveryCodes;
    const pending = await pendingSignIn(email);
    const used = await pending.post('/api/recovery-codes/sign-in', { code: first.toUpperCase() });
    expect(used.status).toBe(200);
    expect(used.json).toMatchObject({ recoveryCodesLeft: 9, fewLeft: false });
    expect(used.json.session.status).toBe('active');
    expect((await actions(email))[0]).toMatchObject({
      details: { method: 'password_and_recovery_code' },
    });

    const again = await pendingSignIn(email);
    const reused = await again.post('/api/recovery-codes/sign-in', { code: first });
    expect(reused.status).toBe(400);
    expect(reused.json.error.reason).toBe('invalid_recovery_code');

    // A new set (the proof is recent: this client signed in with two factors just now).
    await api.post('/api/auth/session/activity');
    const renewed = await pending.post('/api/recovery-codes');
    expect(renewed.status).toBe(200);
    expect(renewed.json.codes).toHaveLength(10);
    expect((await again.post('/api/recovery-codes/sign-in', { code: second })).status).toBe(400);
    expect((await pending.get('/api/authenticator-app/ways')).json.recoveryCodesLeft).toBe(10);
    const fresh = renewed.json.codes[0];
    expect((await again.post('/api/recovery-codes/sign-in', { code: fresh })).status).toBe(200);
    expect(third).not.toBe(fresh);
  });

  it('needs a recent proof for a new set', async () => {
    const { api } = await userWithApp();
    t.clock.advance(AFTER_PROOF_WINDOW_MS);
    await api.post('/api/auth/session/activity');
    const late = await api.post('/api/recovery-codes');
    expect(late.status).toBe(403);
    expect(late.json.error.code).toBe('reproof_required');
  });
});

describe('confirming it is you with the app, and removing it', () => {
  it('re-proves with a right code, once, then lets the app be removed', async () => {
    const { api, email, secret } = await userWithApp();
    t.clock.advance(AFTER_PROOF_WINDOW_MS);
    await api.post('/api/auth/session/activity');
    expect((await api.request('DELETE', '/api/authenticator-app')).status).toBe(403);

    const code = await codeOf(secret);
    expect((await api.post('/api/authenticator-app/reprove', { code: '000000' })).status).toBe(400);
    expect((await api.post('/api/authenticator-app/reprove', { code })).status).toBe(200);
    const removed = await api.request('DELETE', '/api/authenticator-app');
    expect(removed.status).toBe(200);
    expect(removed.json.removed).toBe(true);
    expect((await api.get('/api/authenticator-app/ways')).json.app).toBe(false);
    expect((await actions(email)).slice(0, 2).map((entry) => entry.action)).toEqual([
      'authenticator_app_removed',
      'reproved_with_app',
    ]);
    // Without an app, its codes no longer sign in; the emailed code does.
    const pending = await pendingSignIn(email);
    t.clock.advance(STEP_MS);
    const after = await pending.post('/api/authenticator-app/sign-in', {
      code: await codeOf(secret),
    });
    expect(after.status).toBe(400);
  });
});
