import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../auth/find-user';
import { auditLogs, securityEvents, userSessions, users } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { insertUser } from '../auth';

// The Users tab through the API: search in any case, delete (the account's sessions end at once),
// the tier, and the admin role, which nobody can take from themselves.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) => (await findUserByEmail(t.database.db, email))?.id ?? '';

async function auditEntries(action: string, resourceId: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.resourceId, resourceId)));
}

describe('the user list', () => {
  it('finds accounts by any part of the email, in any case, and never the demo', async () => {
    const { api } = await t.signedInAdmin();
    await insertUser(t.database.db, { email: 'Maria.Lopez@Example.org', password: TEST_PASSWORD });
    await insertUser(t.database.db, { email: 'm_100%@example.org', password: TEST_PASSWORD });

    const found = await api.get(`/api/admin/users?search=${encodeURIComponent('LOPEZ@example')}`);
    expect(found.status).toBe(200);
    expect(found.json.users.map((user: { email: string }) => user.email)).toEqual([
      'Maria.Lopez@Example.org',
    ]);
    expect(found.json.total).toBe(1);
    expect(found.json.users[0]).toMatchObject({ subscriptionTier: 'basic', isAdmin: false });

    // % and _ are text here, not patterns.
    const percent = await api.get(`/api/admin/users?search=${encodeURIComponent('_100%')}`);
    expect(percent.json.users.map((user: { email: string }) => user.email)).toEqual([
      'm_100%@example.org',
    ]);
    const wildcard = await api.get(`/api/admin/users?search=${encodeURIComponent('%')}`);
    expect(wildcard.json.total).toBe(1);

    const all = await api.get('/api/admin/users');
    const emails = all.json.users.map((user: { email: string }) => user.email);
    expect(emails).toContain('Maria.Lopez@Example.org');
    expect(emails).not.toContain(t.deps.config.demo.email);
    expect(all.json.total).toBe(emails.length);
  });
});

describe('deleting a user', () => {
  it('removes the account and ends its sessions at once: its next request answers 401', async () => {
    const admin = await t.signedInAdmin();
    const victim = await t.signedInUser();
    const userId = await idOf(victim.email);
    expect((await victim.api.get('/api/tasks')).status).toBe(200);

    const deleted = await admin.api.request('DELETE', `/api/admin/users/${userId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ email: victim.email });

    expect((await victim.api.get('/api/tasks')).status).toBe(401);
    expect((await victim.api.get('/api/auth/session')).status).toBe(401);
    expect(await findUserByEmail(t.database.db, victim.email)).toBeUndefined();
    const sessions = await t.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.userId, userId));
    expect(sessions).toEqual([]);
    const [entry] = await auditEntries('delete_user', userId);
    expect(entry).toMatchObject({ userEmail: admin.email, details: { email: victim.email } });
    const logged = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.description, `check_admin_access: delete_user by ${admin.email}`));
    expect(logged).toHaveLength(1);

    const again = await admin.api.request('DELETE', `/api/admin/users/${userId}`);
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe('User not found');
  });

  it('refuses the admin’s own account and the reserved demo account', async () => {
    const admin = await t.signedInAdmin();
    const own = await admin.api.request('DELETE', `/api/admin/users/${await idOf(admin.email)}`);
    expect(own.status).toBe(400);
    expect(own.json.error.code).toBe('own_account');
    const demoId = await idOf(t.deps.config.demo.email);
    expect((await admin.api.request('DELETE', `/api/admin/users/${demoId}`)).status).toBe(404);
    expect(await findUserByEmail(t.database.db, t.deps.config.demo.email)).toBeDefined();
  });
});

describe('the tier', () => {
  it('is set by an admin, seen by the user at once, and recorded', async () => {
    const admin = await t.signedInAdmin();
    const member = await t.signedInUser();
    const userId = await idOf(member.email);
    const set = await admin.api.request('PUT', `/api/admin/users/${userId}/tier`, {
      subscriptionTier: 'premium',
    });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ id: userId, subscriptionTier: 'premium' });
    // A manual grant (decision D11): a refund of some purchase never takes it back.
    expect((await member.api.get('/api/auth/session')).json.user).toMatchObject({
      subscriptionTier: 'premium',
      premiumSource: 'manual',
    });
    const [entry] = await auditEntries('update_user_tier', userId);
    expect(entry?.details).toEqual({
      email: member.email,
      from: 'basic',
      to: 'premium',
      source: 'manual',
    });

    const bad = await admin.api.request('PUT', `/api/admin/users/${userId}/tier`, {
      subscriptionTier: 'gold',
    });
    expect(bad.status).toBe(400);
  });
});

describe('the admin role', () => {
  it('is granted and revoked, and takes effect on the next request', async () => {
    const admin = await t.signedInAdmin();
    const colleague = await t.signedInUser();
    const userId = await idOf(colleague.email);
    expect((await colleague.api.get('/api/admin/users')).status).toBe(403);

    const granted = await admin.api.request('PUT', `/api/admin/users/${userId}/admin`, {
      isAdmin: true,
    });
    expect(granted.json).toMatchObject({ isAdmin: true });
    expect((await colleague.api.get('/api/admin/users')).status).toBe(200);
    expect(await auditEntries('grant_admin', userId)).toHaveLength(1);

    const revoked = await admin.api.request('PUT', `/api/admin/users/${userId}/admin`, {
      isAdmin: false,
    });
    expect(revoked.json).toMatchObject({ isAdmin: false });
    expect((await colleague.api.get('/api/admin/users')).status).toBe(403);
    expect(await auditEntries('revoke_admin', userId)).toHaveLength(1);
  });

  it('cannot be removed by an admin from themselves', async () => {
    const admin = await t.signedInAdmin();
    const ownId = await idOf(admin.email);
    const refused = await admin.api.request('PUT', `/api/admin/users/${ownId}/admin`, {
      isAdmin: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({
      code: 'own_admin_role',
      message: 'You cannot remove your own admin role',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ownId));
    expect(row?.role).toBe('admin');
    expect((await admin.api.get('/api/admin/users')).status).toBe(200);
  });
});
