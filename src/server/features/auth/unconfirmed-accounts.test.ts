import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCONFIRMED_ACCOUNT_DAYS } from '../../../shared/rules/limits';
import { findUserByEmail } from '../../auth/find-user';
import { auditLogs, planMembers, securityEvents, users } from '../../db/schema';
import { createTestApp, newReferenceId, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { removeExpiredUnconfirmedAccounts } from './unconfirmed-accounts';

// Issue #30 item 6: an address cannot be squatted for good (decision record 018). An account
// never confirmed expires; until then whoever enters the code sent to the address takes it over.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CLAIMANT_PASSWORD = 'Rightful#Owner2026';
const form = (email: string) => ({
  email,
  password: CLAIMANT_PASSWORD,
  confirmPassword: CLAIMANT_PASSWORD,
  acceptTerms: true,
});
const mailsTo = (app: TestApp, email: string) =>
  app.deps.mailer.outbox.filter((mail) => mail.to === email);
const signIn = (app: TestApp, email: string, password: string) =>
  app.client().post('/api/auth/sign-in', { email, password });
const plansOf = async (app: TestApp, userId: string) =>
  app.database.db.select().from(planMembers).where(eq(planMembers.userId, userId));

/** Someone signs up with the address and never confirms it; then its owner signs up. */
async function squattedThenClaimed(email: string) {
  const squatter = await t.signUp(email);
  const squatterRow = await findUserByEmail(t.database.db, email);
  const claimant = t.client();
  const signedUp = await claimant.post('/api/auth/sign-up', form(email));
  expect(signedUp.status).toBe(201);
  const referenceId = newReferenceId();
  expect((await claimant.post('/api/auth/code/send', { referenceId })).status).toBe(200);
  return { squatter, squatterRow, claimant, shown: signedUp.json.user, referenceId };
}

describe('an account whose address was never confirmed', () => {
  it(`expires ${UNCONFIRMED_ACCOUNT_DAYS} days after sign-up and not before; confirmed accounts, the admin and the demo stay`, async () => {
    const admin = { ADMIN_EMAIL: 'ops@example.org', ADMIN_PASSWORD: 'Operator#Secret2026' };
    const app = await createTestApp({ env: admin });
    const left = await app.signUp('left.unconfirmed@example.com');
    const leftRow = await findUserByEmail(app.database.db, left.email);
    const link = new URL(
      /(http\S+confirm-email\S+)/.exec(mailsTo(app, left.email)[0]?.text ?? '')?.[1] ?? '',
    );
    const kept = await app.signedInUser('kept.confirmed@example.com');
    const count = async () =>
      (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
    const before = await count();

    app.clock.advance(UNCONFIRMED_ACCOUNT_DAYS * 86_400_000 - 60_000);
    expect(await removeExpiredUnconfirmedAccounts(app.deps)).toBe(0);
    expect(await count()).toBe(before);

    app.clock.advance(120_000);
    expect(await removeExpiredUnconfirmedAccounts(app.deps)).toBe(1);
    expect(await findUserByEmail(app.database.db, left.email)).toBeUndefined();
    expect(await plansOf(app, leftRow?.id as string)).toEqual([]);
    const audit = await app.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userId, leftRow?.id as string));
    expect(audit).toEqual([]);
    // Its pending session went with it, and its link confirms nothing now.
    expect((await left.api.get('/api/auth/session')).status).toBe(401);
    const opened = await app.client().get(link.pathname + link.search);
    expect(opened.headers.get('location')).toBe('/?email_confirmed=0');
    expect(await findUserByEmail(app.database.db, kept.email)).toBeDefined();
    expect(await findUserByEmail(app.database.db, admin.ADMIN_EMAIL)).toMatchObject({
      role: 'admin',
      emailConfirmedAt: null,
    });
    expect(await findUserByEmail(app.database.db, app.deps.config.demo.email)).toBeDefined();
    expect(await count()).toBe((before as number) - 1);

    // The address is free again: its owner signs up afresh.
    const again = await app.signUp(left.email);
    await app.verify(again.api, left.email);
    expect((await again.api.get('/api/tasks')).status).toBe(200);

    // The administrator's unconfirmed address is never taken over: a sign-up gets the decoy.
    const stranger = app.client();
    await stranger.post('/api/auth/sign-up', form(admin.ADMIN_EMAIL));
    await stranger.post('/api/auth/code/send', { referenceId: newReferenceId() });
    expect(mailsTo(app, admin.ADMIN_EMAIL).map((mail) => mail.subject)).not.toContain(
      'Your PlanMyEldercare verification code',
    );
    await app.close();
  });

  it('is taken over by whoever enters the code sent to the address', async () => {
    const email = 'taken.over@example.com';
    const { squatter, squatterRow, claimant, shown, referenceId } =
      await squattedThenClaimed(email);
    const squatterId = squatterRow?.id as string;
    expect(mailsTo(t, email).map((mail) => mail.subject)).toEqual([
      'Confirm your PlanMyEldercare account',
      'Finish creating your PlanMyEldercare account',
      'Your PlanMyEldercare verification code',
    ]);

    const verified = await claimant.post('/api/auth/code/verify', {
      referenceId,
      code: t.latestCode(email),
    });
    expect(verified.status).toBe(200);
    expect(verified.json.session.status).toBe('active');
    // The account the session showed since sign-up is now real, confirmed, and signed in.
    expect(verified.json.user).toMatchObject({ id: shown.id, createdAt: shown.createdAt, email });
    const row = await findUserByEmail(t.database.db, email);
    expect(row).toMatchObject({ id: shown.id, role: 'user', subscriptionTier: 'basic' });
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await claimant.get('/api/tasks')).status).toBe(200);

    // The squatter's session ends at once, and nothing of theirs is kept.
    expect((await squatter.api.get('/api/auth/session')).status).toBe(401);
    expect((await squatter.api.get('/api/tasks')).status).toBe(401);
    const old = await t.database.db.select().from(users).where(eq(users.id, squatterId));
    expect(old).toEqual([]);
    expect(await plansOf(t, squatterId)).toEqual([]);
    expect((await signIn(t, email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(t, email, CLAIMANT_PASSWORD)).status).toBe(200);
    // The squatter's confirmation link, still within its days, confirms nothing now.
    const link = new URL(
      /(http\S+confirm-email\S+)/.exec(mailsTo(t, email)[0]?.text ?? '')?.[1] ?? '',
    );
    const opened = await t.client().get(link.pathname + link.search);
    expect(opened.headers.get('location')).toBe('/?email_confirmed=0');

    // Audited and logged as a security event, with no typed text in the log.
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, shown.id));
    expect(event).toMatchObject({ eventType: 'suspicious_activity', severity: 'warning' });
    expect(event?.description).toContain('taken over from an account never confirmed');
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userId, shown.id));
    expect(entry).toMatchObject({ action: 'login', details: { replacedUnconfirmedAccount: true } });
    const logged = t.logs.filter((line) => line.includes('an unconfirmed account was taken over'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain(email);
    expect(t.logs.join('')).not.toContain(CLAIMANT_PASSWORD);
  });

  it('stays as it was when the claimant enters a wrong code', async () => {
    const email = 'wrong.code@example.com';
    const { squatter, squatterRow, claimant, referenceId } = await squattedThenClaimed(email);
    const wrong = t.latestCode(email) === '000000' ? '111111' : '000000';
    const refused = await claimant.post('/api/auth/code/verify', { referenceId, code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('Invalid code');
    expect(await findUserByEmail(t.database.db, email)).toEqual(squatterRow);
    expect((await squatter.api.get('/api/auth/session')).status).toBe(200);
    expect((await claimant.get('/api/tasks')).status).toBe(401);
    expect((await signIn(t, email, CLAIMANT_PASSWORD)).status).toBe(401);
  });

  it('is never taken over once confirmed, even if confirmed after the claim began', async () => {
    const email = 'confirmed.meanwhile@example.com';
    const { squatterRow, claimant, referenceId } = await squattedThenClaimed(email);
    const link = /(http\S+confirm-email\?token=\S+)/.exec(mailsTo(t, email)[0]?.text ?? '')?.[1];
    const url = new URL(link as string);
    await t.client().get(url.pathname + url.search);
    const refused = await claimant.post('/api/auth/code/verify', {
      referenceId,
      code: t.latestCode(email),
    });
    expect(refused.status).toBe(400);
    expect(await findUserByEmail(t.database.db, email)).toMatchObject({
      id: squatterRow?.id,
      passwordHash: squatterRow?.passwordHash,
    });

    // From now on a sign-up with it gets the decoy: no code, the owner told instead.
    const later = t.client();
    await later.post('/api/auth/sign-up', form(email));
    const before = mailsTo(t, email).length;
    await later.post('/api/auth/code/send', { referenceId: newReferenceId() });
    expect(
      mailsTo(t, email)
        .slice(before - 1)
        .map((mail) => mail.subject),
    ).toEqual(Array(2).fill('Someone tried to create a PlanMyEldercare account with your address'));
  });
});
