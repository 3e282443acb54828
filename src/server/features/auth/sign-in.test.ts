import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, securityEvents, userSessions, users } from '../../db/schema';
import { createTestApp, newReferenceId, TEST_PASSWORD, type TestApp } from '../../test/test-app';

const ADMIN = { email: 'admin@example.com', password: 'Admin#Password2026' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
afterAll(() => t.close());

const sessionsOf = async (email: string) =>
  t.database.db
    .select({ session: userSessions })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(users.email, email));

describe('POST /api/auth/sign-in', () => {
  it('answers an unknown email and a wrong password the same way, and audits both', async () => {
    const { email } = await t.signUp();
    const unknown = await t
      .client()
      .post('/api/auth/sign-in', { email: 'nobody@example.com', password: TEST_PASSWORD });
    const wrong = await t.client().post('/api/auth/sign-in', { email, password: 'Wrong#Pass2026' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json.error.message).toBe('Invalid login credentials');
    const failures = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'failed_login'));
    expect(failures.map((entry) => entry.userEmail)).toEqual(
      expect.arrayContaining(['nobody@example.com', email]),
    );
  });

  it('gives a session pending two-factor, whose code verifies into an active one', async () => {
    const { email } = await t.signUp();
    const api = t.client();
    const response = await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.json.session.status).toBe('pending');
    expect(response.json.demo).toBe(false);
    await t.verify(api, email);
    const state = await api.get('/api/auth/session');
    expect(state.json.session.status).toBe('active');
    const logins = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userEmail, email));
    expect(logins.map((entry) => entry.action)).toContain('login');
  });

  it('lets the demo account, and only the demo account, skip two-factor', async () => {
    const { demo } = t.deps.config;
    const api = t.client();
    const response = await api.post('/api/auth/sign-in', demo);
    expect(response.status).toBe(200);
    expect(response.json.demo).toBe(true);
    expect(response.json.session.status).toBe('active');
    expect(response.json.user.isDemo).toBe(true);
    expect((await api.get('/api/auth/admin-check')).status).toBe(200);

    const viaButton = await t.client().post('/api/auth/demo-sign-in', {});
    expect(viaButton.status).toBe(200);
    expect(viaButton.json).toMatchObject({ created: true, session: { status: 'active' } });

    // The demo flag is the server's: a wrong demo password is just a wrong password.
    const wrong = await t.client().post('/api/auth/sign-in', { ...demo, password: 'Guess#2026x' });
    expect(wrong.status).toBe(401);
    // Everyone else, admins included, stays pending until the code.
    const admin = await t.client().post('/api/auth/sign-in', ADMIN);
    expect(admin.json.session.status).toBe('pending');
  });

  it('refuses an admin sign-in by a non-admin: no session, a security event', async () => {
    const { email } = await t.signUp();
    const before = (await sessionsOf(email)).length;
    const api = t.client();
    const response = await api.post('/api/auth/sign-in', {
      email,
      password: TEST_PASSWORD,
      adminLogin: true,
    });
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe('not_admin');
    expect(api.cookies.size).toBe(0);
    expect((await sessionsOf(email)).length).toBe(before);
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'suspicious_activity'));
    expect(events.some((event) => event.description.includes(email))).toBe(true);
  });

  it('signs an admin in through a code and records admin_access', async () => {
    const api = t.client();
    const response = await api.post('/api/auth/sign-in', { ...ADMIN, adminLogin: true });
    expect(response.json.session).toMatchObject({ status: 'pending', isAdminLogin: true });
    const verified = await t.verify(api, ADMIN.email);
    expect(verified.json.message).toBe('Admin login verified');
    expect((await api.get('/api/auth/admin-check')).json).toEqual({ isAdmin: true });
    const access = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'admin_access'));
    expect(access).toHaveLength(1);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/', async () => {
    const { email } = await t.signUp();
    const api = t.client();
    await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    const cookie = api.lastSetCookie.find((header) => header.startsWith('pme_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    // A browser-session cookie: closing the browser ends it.
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('refuses a cross-origin form post and a non-JSON body', async () => {
    const { email } = await t.signUp();
    const form = await t.client().request('POST', '/api/auth/sign-in', undefined, {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    const plain = await t.app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(plain.status).toBe(403);
    const sameOriginText = await t.app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(sameOriginText.status).toBe(415);
  });
});

describe('stored secrets', () => {
  it('keeps no password, code or token in plain form', async () => {
    const { api, email } = await t.signUp();
    const referenceId = newReferenceId();
    await api.post('/api/auth/code/send', { referenceId });
    const code = t.latestCode(email);
    const dump = JSON.stringify(
      await t.database.db.execute(
        sql`select u.password_hash, s.session_token, c.code_hmac from users u
            join user_sessions s on s.user_id = u.id
            join two_factor_challenges c on c.user_id = u.id where u.email = ${email}`,
      ),
    );
    expect(dump).not.toContain(TEST_PASSWORD);
    expect(dump).toContain('$argon2id$');
    expect(dump).not.toContain(`"${code}"`);
    for (const token of api.cookies.values()) expect(dump).not.toContain(token);
  });
});
