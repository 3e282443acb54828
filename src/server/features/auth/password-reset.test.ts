import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_MINUTES } from '../../../shared/rules/limits';
import { messages } from '../../../shared/schemas/auth';
import { auditLogs, users } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// 'Forgot password?' (decision D10, record 075): an emailed link that expires, works once, is
// throttled and is asked for with the same answer whether or not the address has an account; it
// sets a new password, ends every session and tells the owner.

const NEW_PASSWORD = 'Forgotten#2027';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_SIGN_UP_PER_ADDRESS: '100000' } });
});
afterAll(() => t.close());

/** The token of the newest reset link emailed to an address, waiting for the email. */
async function resetToken(email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const mail = t.deps.mailer.outbox.findLast(
      (message) =>
        message.to === email && /Set a new PlanMyEldercare password/.test(message.subject),
    );
    const token = mail?.text.match(/\/reset-password#(\S+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no reset link was mailed to ${email}`);
}

const ask = (email: string) => t.client().post('/api/auth/password-reset/request', { email });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.client().post('/api/auth/password-reset', { token, password, confirmPassword: password });

describe('Forgot password', () => {
  it('answers alike for an address with an account and one without; only the account gets a link', async () => {
    const { email } = await t.signedInUser();
    const known = await ask(email);
    const unknown = await ask('nobody-at-all@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(await resetToken(email)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      t.deps.mailer.outbox.filter((message) => message.to === 'nobody-at-all@example.com'),
    ).toHaveLength(0);
    // The demo's reserved address gets nothing either.
    expect((await ask(t.deps.config.demo.email)).status).toBe(200);
  });

  it('sets a new password, ends every session, tells the owner and records it; the link works once', async () => {
    const { api, email } = await t.signedInUser();
    await ask(email);
    const token = await resetToken(email);

    const done = await reset(token);
    expect(done.status).toBe(200);
    // Every session ended, the one that was signed in too.
    expect((await api.get('/api/tasks')).status).toBe(401);
    // The new password signs in; the old one does not.
    const old = await t.client().post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const signIn = await t.client().post('/api/auth/sign-in', { email, password: NEW_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(t.deps.mailer.outbox.findLast((message) => message.to === email)?.subject).toBe(
      'Your PlanMyEldercare password was changed',
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userId, user?.id as string));
    expect(entries.map((entry) => entry.action)).toContain('password_reset');

    // Used once: the same link again changes nothing.
    const again = await reset(token, 'Another#Pass2027');
    expect(again.status).toBe(400);
    expect(again.json.error).toMatchObject({
      code: 'reset_link_unusable',
      message: messages.resetLink,
    });
    expect(
      (await t.client().post('/api/auth/sign-in', { email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it(`expires after ${PASSWORD_RESET_LINK_MINUTES} minutes, and a tampered link is refused`, async () => {
    const { email } = await t.signedInUser();
    await ask(email);
    const token = await resetToken(email);
    const [payload, expiry, signature] = token.split('.');
    const tampered = `${payload}.${Number(expiry) + 3_600_000}.${signature}`;
    expect((await reset(tampered)).status).toBe(400);
    t.clock.advance(PASSWORD_RESET_LINK_MINUTES * 60_000 + 1000);
    const late = await reset(token);
    expect(late.status).toBe(400);
    expect(late.json.error.code).toBe('reset_link_unusable');
    expect(
      (await t.client().post('/api/auth/sign-in', { email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses a weak new password with the sign-up rules, and changes nothing', async () => {
    const { email } = await t.signedInUser();
    await ask(email);
    const weak = await reset(await resetToken(email), 'short');
    expect(weak.status).toBe(400);
    expect(weak.json.error.fields.password).toBe(messages.passwordLength);
    expect(
      (await t.client().post('/api/auth/sign-in', { email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('is throttled per address asked for', async () => {
    const limited = await createTestApp({ env: { THROTTLE_SEND_CODE_PER_ACCOUNT: '2' } });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) {
        answers.push(
          (
            await limited.client().post('/api/auth/password-reset/request', {
              email: 'someone@example.com',
            })
          ).status,
        );
      }
      expect(answers).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
