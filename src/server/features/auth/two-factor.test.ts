import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, twoFactorChallenges, userSessions, users } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { createTestApp, newReferenceId, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // A hundred guesses arrive at once below: none may be shed as 'busy' before it is counted.
  t = await createTestApp({ env: { API_MAX_IN_FLIGHT: '1000' } });
});
afterAll(() => t.close());

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function pendingWithCode() {
  const { api, email } = await t.signUp();
  const referenceId = newReferenceId();
  const sent = await api.post('/api/auth/code/send', { referenceId });
  expect(sent.status).toBe(200);
  return { api, email, referenceId, code: t.latestCode(email) };
}

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error('no user');
  return row;
}

const verify = (api: ApiClient, referenceId: string, code: string) =>
  api.post('/api/auth/code/verify', { referenceId, code });

describe('sending a code', () => {
  it('emails 6 digits valid for 10 minutes and answers when a new one may be sent', async () => {
    const { api, email } = await t.signUp();
    const referenceId = newReferenceId();
    const response = await api.post('/api/auth/code/send', { referenceId });
    expect(response.status).toBe(200);
    const now = t.clock.now().getTime();
    expect(Date.parse(response.json.expiresAt) - now).toBe(10 * 60_000);
    expect(Date.parse(response.json.resendAvailableAt) - now).toBe(60_000);
    const mail = t.deps.mailer.outbox.findLast((message) => message.to === email);
    expect(mail?.subject).toBe('Your PlanMyEldercare verification code');
    expect(t.latestCode(email)).toMatch(/^\d{6}$/);
  });

  it('sends nothing new for the same reference id, and no new code within 60 seconds', async () => {
    const { api, email, referenceId, code } = await pendingWithCode();
    const mailsBefore = t.deps.mailer.outbox.length;
    expect((await api.post('/api/auth/code/send', { referenceId })).status).toBe(200);
    expect(t.deps.mailer.outbox.length).toBe(mailsBefore);

    t.clock.advance(59_000);
    const early = await api.post('/api/auth/code/send', { referenceId: newReferenceId() });
    expect(early.status).toBe(429);
    expect(early.json.error.retryAfterSeconds).toBe(1);

    t.clock.advance(1_000);
    const newReference = newReferenceId();
    expect((await api.post('/api/auth/code/send', { referenceId: newReference })).status).toBe(200);
    const newCode = t.latestCode(email);
    // The new reference id voided the older code.
    expect((await verify(api, referenceId, code)).json.error.message).toBe('Invalid code');
    expect((await verify(api, newReference, newCode)).status).toBe(200);
  });

  it('uses the admin subject for an admin sign-in', async () => {
    const admin = await createTestApp({
      env: { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'Admin#Password2026' },
    });
    const api = admin.client();
    const signIn = await api.post('/api/auth/sign-in', {
      email: 'boss@example.com',
      password: 'Admin#Password2026',
      adminLogin: true,
    });
    expect(signIn.status).toBe(200);
    const sent = await api.post('/api/auth/code/send', { referenceId: newReferenceId() });
    expect(sent.json.isAdminLogin).toBe(true);
    expect(admin.deps.mailer.outbox.at(-1)?.subject).toBe(
      'PlanMyEldercare admin verification code',
    );
    await admin.close();
  });
});

describe('verifying a code', () => {
  it("answers 'Invalid' for a wrong code and verifies the right one with a new session token", async () => {
    const { api, referenceId, code } = await pendingWithCode();
    const pendingCookie = api.clone();
    const wrong = await verify(api, referenceId, wrongCodeFor(code));
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe('Invalid code');

    const right = await verify(api, referenceId, code);
    expect(right.status).toBe(200);
    expect(right.json).toMatchObject({ success: true, message: 'Verification successful' });
    expect(right.json.session.status).toBe('active');
    expect([...api.cookies.values()]).not.toEqual([...pendingCookie.cookies.values()]);

    // The pending session's token is dead; the new one works.
    expect((await pendingCookie.get('/api/auth/session')).status).toBe(401);
    expect((await api.get('/api/auth/admin-check')).status).toBe(200);
  });

  it('a request still carrying the pending token after the code is verified leaves the new cookie alone', async () => {
    const { api, referenceId, code } = await pendingWithCode();
    const pendingCookie = api.clone();
    expect((await verify(api, referenceId, code)).status).toBe(200);

    // The activity ping that left before the verification's answer arrived: its answer reaches
    // the browser last, so a cleared cookie there would sign the person out of their new session.
    const late = await pendingCookie.post('/api/auth/session/activity', {});
    expect(late.status).toBe(401);
    expect(late.headers.getSetCookie()).toEqual([]);
    expect((await api.get('/api/auth/session')).json.session.status).toBe('active');
  });

  it("answers 'expired' once 10 minutes have passed", async () => {
    const { api, referenceId, code } = await pendingWithCode();
    t.clock.advance(10 * 60_000);
    const response = await verify(api, referenceId, code);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe('Code has expired');
  });

  it("answers 'attempts' after 5 wrong tries, and the code is burned", async () => {
    const { api, referenceId, code } = await pendingWithCode();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(api, referenceId, wrongCodeFor(code))).json.error.message).toBe(
        'Invalid code',
      );
    }
    const sixth = await verify(api, referenceId, code);
    expect(sixth.status).toBe(400);
    expect(sixth.json.error.message).toBe('Too many attempts');
  });

  it('locks verification for 15 minutes after 10 wrong codes in a row, and records it', async () => {
    const { api, email, referenceId, code } = await pendingWithCode();
    for (let attempt = 0; attempt < 5; attempt++)
      await verify(api, referenceId, wrongCodeFor(code));
    t.clock.advance(60_000);
    const second = newReferenceId();
    await api.post('/api/auth/code/send', { referenceId: second });
    const secondCode = t.latestCode(email);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await verify(api, second, wrongCodeFor(secondCode))).status).toBe(400);
    }
    const tenth = await verify(api, second, wrongCodeFor(secondCode));
    expect(tenth.status).toBe(429);
    expect(tenth.json.error.message).toContain('attempts');

    const user = await userRow(email);
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, user.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ eventType: 'suspicious_activity', severity: 'warning' });

    // Even a fresh, right code is refused during the lock...
    t.clock.advance(60_000);
    const third = newReferenceId();
    await api.post('/api/auth/code/send', { referenceId: third });
    expect((await verify(api, third, t.latestCode(email))).status).toBe(429);
    // ...and accepted once the 15 minutes are over.
    t.clock.advance(15 * 60_000);
    const fourth = newReferenceId();
    await api.post('/api/auth/code/send', { referenceId: fourth });
    expect((await verify(api, fourth, t.latestCode(email))).status).toBe(200);
  });

  it('verifies two simultaneous right answers once', async () => {
    const { api, email, referenceId, code } = await pendingWithCode();
    const twin = api.clone();
    const results = await Promise.all([
      verify(api, referenceId, code),
      verify(twin, referenceId, code),
    ]);
    // The loser sees the code used (400) or, if it arrives after the winner, a dead session (401).
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => [400, 401].includes(result.status))).toHaveLength(1);
    const user = await userRow(email);
    const verified = await t.database.db
      .select()
      .from(userSessions)
      .where(
        and(
          eq(userSessions.userId, user.id),
          eq(userSessions.isActive, true),
          sql`${userSessions.mfaVerifiedAt} is not null`,
        ),
      );
    expect(verified).toHaveLength(1);
  });

  it('checks at most 5 of 100 parallel wrong codes and creates no session', async () => {
    const { api, email, referenceId, code } = await pendingWithCode();
    const guesses = Array.from({ length: 100 }, (_, index) => {
      const guess = String(index).padStart(6, '0');
      return guess === code ? '999999' : guess;
    });
    const results = await Promise.all(guesses.map((guess) => verify(api, referenceId, guess)));
    expect(results.every((result) => result.status === 400)).toBe(true);
    expect(results.filter((result) => result.json.error.message === 'Invalid code')).toHaveLength(
      5,
    );
    const user = await userRow(email);
    const [challenge] = await t.database.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, user.id));
    expect(challenge?.attempts).toBe(5);
    const verified = await t.database.db
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, user.id), sql`${userSessions.mfaVerifiedAt} is not null`));
    expect(verified).toHaveLength(0);
  });

  it('refuses a code without a session, and a malformed code', async () => {
    expect(
      (
        await t
          .client()
          .post('/api/auth/code/verify', { referenceId: newReferenceId(), code: '123456' })
      ).status,
    ).toBe(401);
    const { api, referenceId } = await pendingWithCode();
    const malformed = await verify(api, referenceId, '12ab56');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toBe('Please enter a complete 6-digit code');
  });
});
