import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditActions } from '../../../shared/schemas/audit';
import { findUserByEmail } from '../../auth/find-user';
import { securityEvents, seoSettings, siteSettings, userSessions, users } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Every admin change and its audit entry commit together (record 039): a trigger makes the audit
// write of every admin action fail, and no change may be kept without it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const actions = sql.raw(adminAuditActions.map((action) => `'${action}'`).join(', '));
  await t.database.db.execute(sql`
    create function refuse_admin_audit() returns trigger language plpgsql as $$
    begin
      if new.action in (${actions}) then raise exception 'audit refused'; end if;
      return new;
    end $$`);
  await t.database.db.execute(
    sql`create trigger refuse_admin_audit before insert on audit_logs for each row execute function refuse_admin_audit()`,
  );
});
afterAll(() => t.close());

describe('an admin change without its audit entry', () => {
  it('is not kept, whichever change it is', async () => {
    const admin = await t.signedInAdmin();
    const member = await t.signedInUser();
    const memberRow = await findUserByEmail(t.database.db, member.email);
    const userId = memberRow?.id ?? '';
    const laptop = t.client();
    await laptop.post('/api/auth/sign-in', {
      email: admin.email,
      password: TEST_PASSWORD,
      adminLogin: true,
    });
    await t.verify(laptop, admin.email);
    const laptopSession = (await laptop.get('/api/auth/session')).json.session.id;
    const eventsBefore = (await t.database.db.select().from(securityEvents)).length;

    const changes = [
      () => admin.api.request('DELETE', `/api/admin/users/${userId}`),
      () =>
        admin.api.request('PUT', `/api/admin/users/${userId}/tier`, {
          subscriptionTier: 'premium',
        }),
      () => admin.api.request('PUT', `/api/admin/users/${userId}/admin`, { isAdmin: true }),
      () => admin.api.post(`/api/admin/sessions/${laptopSession}/terminate`),
      () => admin.api.post('/api/admin/sessions/cleanup'),
      () =>
        admin.api.request('PUT', '/api/admin/seo', {
          pagePath: '/',
          title: 'Changed',
          metaDescription: '',
          noIndex: true,
        }),
      () =>
        admin.api.request('PUT', '/api/admin/custom-code', { headCode: '<p>x</p>', bodyCode: '' }),
    ];
    expect(changes).toHaveLength(adminAuditActions.length - 1); // grant and revoke share a call
    for (const change of changes) expect((await change()).status).toBe(500);

    expect(await findUserByEmail(t.database.db, member.email)).toMatchObject({
      subscriptionTier: 'basic',
      role: 'user',
    });
    expect((await member.api.get('/api/tasks')).status).toBe(200);
    const [laptopRow] = await t.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.id, laptopSession));
    expect(laptopRow?.isActive).toBe(true);
    expect(await t.database.db.select().from(seoSettings)).toEqual([]);
    expect(await t.database.db.select().from(siteSettings)).toEqual([]);
    // Nor their check_admin_access events, nor the custom code's security event.
    expect(await t.database.db.select().from(securityEvents)).toHaveLength(eventsBefore);
    expect(
      (await t.database.db.select().from(users).where(eq(users.email, admin.email)))[0]?.role,
    ).toBe('admin');
  });
});
