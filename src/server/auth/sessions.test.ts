import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userSessions } from '../db/schema';
import { LOCALE_COOKIE } from '../lib/request-locale';
import { apiRoutes, fillPath } from '../test/api-routes';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function sessionRow(id: string) {
  const [row] = await t.database.db.select().from(userSessions).where(eq(userSessions.id, id));
  return row;
}

describe('a session pending two-factor', () => {
  it('is refused by every API route but send, verify, own state and sign-out', async () => {
    const { api } = await t.signUp();
    // Every route the app has, read from the app itself, so a new route is covered too.
    const guarded = apiRoutes(t.app).filter(
      (route) => route.access !== 'public' && route.access !== 'pending',
    );
    expect(guarded.length).toBeGreaterThan(1);
    for (const route of guarded) {
      const response = await api.request(
        route.method,
        fillPath(route.path),
        route.method === 'GET' ? undefined : {},
      );
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(response.json.error.code, `${route.method} ${route.path}`).toBe(
        'verification_required',
      );
    }
    expect((await api.get('/api/auth/session')).status).toBe(200);
    expect((await api.post('/api/auth/session/activity')).status).toBe(200);
  });

  it('may stay idle up to 120 minutes, not longer', async () => {
    const { api } = await t.signUp();
    t.clock.advance(119 * MINUTE);
    expect((await api.get('/api/auth/session')).status).toBe(200);
    t.clock.advance(2 * MINUTE);
    const expired = await api.get('/api/auth/session');
    expect(expired.status).toBe(401);
    expect(expired.json.error.code).toBe('session_expired');
  });
});

describe('an active session', () => {
  it('ends after 15 idle minutes, and the server deactivates it', async () => {
    const { api } = await t.signedInUser();
    const state = await api.get('/api/auth/session');
    t.clock.advance(14 * MINUTE);
    expect((await api.get('/api/auth/admin-check')).status).toBe(200);
    // Background reads did not count as activity: the clock still runs from the last ping.
    t.clock.advance(1 * MINUTE + 1000);
    const expired = await api.get('/api/auth/admin-check');
    expect(expired.status).toBe(401);
    expect(expired.json.error.code).toBe('session_expired');
    expect((await sessionRow(state.json.session.id))?.isActive).toBe(false);
  });

  it('is kept alive by the activity ping, but never beyond 8 hours', async () => {
    const { api } = await t.signedInUser();
    const start = await api.get('/api/auth/session');
    expect(Date.parse(start.json.session.expiresAt) - t.clock.now().getTime()).toBe(
      8 * 60 * MINUTE,
    );
    for (let elapsed = 0; elapsed < 8 * 60 - 10; elapsed += 10) {
      t.clock.advance(10 * MINUTE);
      const ping = await api.post('/api/auth/session/activity');
      expect(ping.status).toBe(200);
      expect(ping.json.session.lastActivityAt).toBe(t.clock.now().toISOString());
    }
    t.clock.advance(10 * MINUTE);
    expect((await api.post('/api/auth/session/activity')).status).toBe(401);
  });

  it('is dead at once after sign-out: replaying its cookie answers 401', async () => {
    const { api, email } = await t.signedInUser();
    const replay = api.clone();
    const out = await api.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    // The session's cookie goes; the language the account keeps (record 100) stays the browser's.
    expect([...api.cookies.keys()]).toEqual([LOCALE_COOKIE]);
    expect((await replay.get('/api/auth/session')).status).toBe(401);
    expect((await replay.get('/api/auth/admin-check')).status).toBe(401);
    const actions = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.userEmail, email));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['login', 'logout']));
  });

  it('a sign-out answered after a new sign-in leaves the new session its cookie', async () => {
    const { api } = await t.signedInUser();
    // The same browser asked twice; the second request still carries the ended session.
    const late = api.clone();
    expect((await api.post('/api/auth/sign-out')).status).toBe(200);
    const again = await late.post('/api/auth/sign-out');
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie().filter((c) => c.startsWith('pme_session='))).toEqual([]);
    // With no session at all, nothing to clear either.
    const none = await t.client().post('/api/auth/sign-out');
    expect(none.status).toBe(200);
    expect(none.headers.getSetCookie().filter((c) => c.startsWith('pme_session='))).toEqual([]);
  });

  it('a password change ends the other sessions, not this one', async () => {
    const { api, email } = await t.signedInUser();
    const other = t.client();
    await other.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    await t.verify(other, email);
    expect((await other.get('/api/auth/admin-check')).status).toBe(200);

    const mismatch = await api.post('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      password: 'Newer#Pass2026',
      confirmPassword: 'Other#Pass2026',
    });
    expect(mismatch.json.error.fields.confirmPassword).toBe("Passwords don't match");
    const short = await api.post('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      password: 'A1!a',
      confirmPassword: 'A1!a',
    });
    expect(short.json.error.fields.password).toBe('Password must be at least 8 characters');

    const changed = await api.post('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      password: 'Newer#Pass2026',
      confirmPassword: 'Newer#Pass2026',
    });
    expect(changed.status).toBe(200);
    expect((await api.get('/api/auth/admin-check')).status).toBe(200);
    expect((await other.get('/api/auth/admin-check')).status).toBe(401);
    const oldPassword = await t
      .client()
      .post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t
      .client()
      .post('/api/auth/sign-in', { email, password: 'Newer#Pass2026' });
    expect(newPassword.status).toBe(200);
  });
});

describe('without a session', () => {
  it('signed-in routes answer 401', async () => {
    const response = await t.client().get('/api/auth/admin-check');
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('unauthorized');
  });
});
