import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, newReferenceId, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { ensureAdminAccount } from './ensure-admin';
import { findUserByEmail } from './find-user';
import { insertUser } from './insert-user';
import { ensureSystemAccounts } from './system-accounts';

// Findings 4 (password change), 5 (ADMIN_EMAIL) and 11 (sign-up reveals accounts) of
// docs/security.md.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (email: string) => t.deps.mailer.outbox.filter((mail) => mail.to === email);
const NEW_PASSWORD = 'Newer#Pass2026';

describe('changing the password', () => {
  it('requires the current password; a wrong one changes nothing', async () => {
    const { api, email } = await t.signedInUser();
    const missing = await api.post('/api/auth/password', {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.currentPassword).toBe('Password is required');

    const wrong = await api.post('/api/auth/password', {
      currentPassword: 'Not#MyPassword1',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({
      code: 'current_password_invalid',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    const stillOld = await t.client().post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(stillOld.status).toBe(200);
  });

  it('with the current password: changed, and the owner is emailed', async () => {
    const { api, email } = await t.signedInUser();
    const changed = await api.post('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(mailsTo(email).map((mail) => mail.subject)).toContain(
      'Your PlanMyEldercare password was changed',
    );
    const old = await t.client().post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await t.client().post('/api/auth/sign-in', { email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
  });

  it('counts wrong current passwords like sign-in attempts', async () => {
    const limited = await createTestApp({ env: { THROTTLE_SIGN_IN_PER_ACCOUNT: '2' } });
    const { api } = await limited.signedInUser();
    const attempt = () =>
      api.post('/api/auth/password', {
        currentPassword: 'Guess#Number1',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
    await limited.close();
  });
});

describe('the administrator from ADMIN_EMAIL', () => {
  const ADMIN = { ADMIN_EMAIL: 'ops@example.org', ADMIN_PASSWORD: 'Operator#Secret2026' };

  /** An account registered before the operator set ADMIN_EMAIL; then the server starts. */
  async function registeredFirstWith(password: string) {
    const early = await createTestApp();
    await insertUser(early.database.db, { email: ADMIN.ADMIN_EMAIL, password });
    const admin = { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD };
    await ensureAdminAccount({ ...early.deps, config: { ...early.deps.config, admin } });
    const role = (await findUserByEmail(early.database.db, ADMIN.ADMIN_EMAIL))?.role;
    const logs = early.logs.join('');
    await early.close();
    return { role, logs };
  }

  it('is not granted to whoever registered the address first with another password', async () => {
    const { role, logs } = await registeredFirstWith(TEST_PASSWORD);
    expect(role).toBe('user');
    expect(logs).toContain('was not made an administrator');
  });

  it('is granted to an existing account whose password is ADMIN_PASSWORD', async () => {
    expect((await registeredFirstWith(ADMIN.ADMIN_PASSWORD)).role).toBe('admin');
  });

  it('is created once when several servers start together on one database', async () => {
    const fresh = await createTestApp({ env: ADMIN });
    await fresh.database.db.delete(users).where(eq(users.email, ADMIN.ADMIN_EMAIL));
    // Four servers starting at once: none may stop, and there is one administrator after.
    await Promise.all(Array.from({ length: 4 }, () => ensureSystemAccounts(fresh.deps)));
    const admins = await fresh.database.db
      .select()
      .from(users)
      .where(eq(users.email, ADMIN.ADMIN_EMAIL));
    expect(admins.map((row) => row.role)).toEqual(['admin']);
    await fresh.close();
  });

  it('is created unconfirmed; the first emailed code that reaches the address confirms it', async () => {
    const fresh = await createTestApp({ env: ADMIN });
    const created = await findUserByEmail(fresh.database.db, ADMIN.ADMIN_EMAIL);
    expect(created).toMatchObject({ role: 'admin', emailConfirmedAt: null });
    const api = fresh.client();
    await api.post('/api/auth/sign-in', {
      email: ADMIN.ADMIN_EMAIL,
      password: ADMIN.ADMIN_PASSWORD,
      adminLogin: true,
    });
    await fresh.verify(api, ADMIN.ADMIN_EMAIL);
    const confirmed = await findUserByEmail(fresh.database.db, ADMIN.ADMIN_EMAIL);
    expect(confirmed?.emailConfirmedAt).toBeInstanceOf(Date);
    await fresh.close();
  });
});

describe('sign-up with an address that has an account', () => {
  const form = (email: string) => ({
    email,
    password: 'Intruder#Pass2026',
    confirmPassword: 'Intruder#Pass2026',
    acceptTerms: true,
  });
  const shape = (body: Record<string, unknown>): unknown =>
    JSON.parse(
      JSON.stringify(body, (_key, value) =>
        typeof value === 'string' ? 'string' : typeof value === 'number' ? 0 : value,
      ),
    );

  it('answers exactly as a new sign-up does, and emails the owner instead', async () => {
    const { email: taken } = await t.signedInUser('owner.taken@example.com');
    const fresh = await t.client().post('/api/auth/sign-up', form('someone.new@example.com'));
    const again = await t.client().post('/api/auth/sign-up', form('Owner.Taken@Example.com'));
    expect(again.status).toBe(fresh.status);
    expect(shape(again.json)).toEqual(shape(fresh.json));
    expect(again.json.user).toMatchObject({
      email: 'owner.taken@example.com',
      subscriptionTier: 'basic',
      isAdmin: false,
      isDemo: false,
    });
    expect(again.json.session.status).toBe('pending');
    expect(mailsTo(taken).map((mail) => mail.subject)).toContain(
      'Someone tried to create a PlanMyEldercare account with your address',
    );
  });

  it('leads to a code step that sends nothing and never verifies, and locks nobody out', async () => {
    const owner = await t.signedInUser('owner.locked@example.com');
    const before = mailsTo(owner.email).length;
    const decoy = t.client();
    await decoy.post('/api/auth/sign-up', form(owner.email));
    const referenceId = newReferenceId();
    const sent = await decoy.post('/api/auth/code/send', { referenceId });
    expect(sent.status).toBe(200);
    expect(sent.json.success).toBe(true);
    // Only the 'someone tried' notice went out: no code.
    expect(
      mailsTo(owner.email)
        .slice(before)
        .map((mail) => mail.subject),
    ).toEqual(['Someone tried to create a PlanMyEldercare account with your address']);
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

  it('premium sign-up answers alike too', async () => {
    const { email } = await t.signUp('premium.taken@example.com');
    const premium = (address: string) =>
      t.client().post('/api/auth/sign-up-premium', {
        ...form(address),
        acceptPrivacy: true,
        dataProtectionConsent: true,
      });
    const fresh = await premium('premium.fresh@example.com');
    const again = await premium(email);
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ ...fresh.json, email });
  });
});
