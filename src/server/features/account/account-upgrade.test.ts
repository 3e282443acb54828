import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upgradeEntries = (email: string) =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.userEmail, email), eq(auditLogs.action, 'upgrade_subscription')));

describe('POST /api/account/upgrade', () => {
  it('makes a basic account premium, with its audit entry', async () => {
    const { api, email } = await t.signedInUser();
    const upgraded = await api.post('/api/account/upgrade');
    expect(upgraded.status).toBe(200);
    expect(upgraded.json.user.subscriptionTier).toBe('premium');
    const [stored] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(stored?.subscriptionTier).toBe('premium');
    expect(await upgradeEntries(email)).toMatchObject([
      { resourceType: 'account', details: { from: 'basic', to: 'premium' } },
    ]);
  });

  it('refuses a demo sandbox with the spec’s words, and changes nothing', async () => {
    const api = t.client();
    const demo = (await api.post('/api/auth/demo-sign-in')).json;
    const refused = await api.post('/api/account/upgrade');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({
      code: 'demo_restricted',
      message: 'Demo accounts cannot upgrade. Sign up for a full account to unlock all features.',
    });
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'upgrade_subscription'));
    expect(entries.every((entry) => entry.userId !== demo.user.id)).toBe(true);
  });
});
