import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../auth/find-user';
import { users } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { ensureAdminAccount } from './ensure-admin';
import { insertUser } from './insert-user';
import { ensureSystemAccounts } from './system-accounts';

// Findings 4 (password change) and 5 (ADMIN_EMAIL) of docs/security.md; 11 (sign-up reveals
// accounts) is sign-up-alike.test.ts, and squatting an address unconfirmed-accounts.test.ts.

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

  it('to the same password is refused, and nothing is sent', async () => {
    const { api, email } = await t.signedInUser();
    const same = await api.post('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(same.json.error.fields.password).toBe(
      'Choose a new password that is different from your current one',
    );
    expect(mailsTo(email).map((mail) => mail.subject)).not.toContain(
      'Your PlanMyEldercare password was changed',
    );
    const stillIn = await api.get('/api/auth/session');
    expect(stillIn.status).toBe(200);
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
