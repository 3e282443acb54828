import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../auth/find-user';
import { auditLogs } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// /audit-logs through the API (decision D3, record 039): a user reads their own entries, an admin
// everyone's; filters; at most the newest 1000 on screen; the CSV holds what the filters select,
// formula-safe; nothing in the application changes or deletes an entry.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Entry = {
  action: string;
  user: string;
  timestamp: string;
  resource: string;
  category: string;
  details: string;
};
const list = async (api: ApiClient, query = '') => {
  const response = await api.get(`/api/audit/logs${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json as { entries: Entry[]; truncated: boolean };
};

describe('who sees which entries', () => {
  it('a user sees their own, an admin everyone’s', async () => {
    const anna = await t.signedInUser();
    const ben = await t.signedInUser();
    // The test clock stands still: a second later, so the newest entry is known.
    t.clock.advance(1000);
    await anna.api.post('/api/audit/views', { action: 'view_profile' });
    await ben.api.post('/api/audit/views', { action: 'view_audit_logs' });

    const annas = await list(anna.api);
    expect(annas.entries.length).toBeGreaterThan(1);
    expect(new Set(annas.entries.map((entry) => entry.user))).toEqual(new Set([anna.email]));
    expect(annas.entries[0]).toMatchObject({ action: 'view_profile' });
    // Asking for someone else finds nothing of theirs.
    expect((await list(anna.api, `?user=${encodeURIComponent(ben.email)}`)).entries).toEqual([]);

    const admin = await t.signedInAdmin();
    const all = await list(admin.api);
    const emails = new Set(all.entries.map((entry) => entry.user));
    expect(emails).toContain(anna.email);
    expect(emails).toContain(ben.email);
  });

  it('filters by user id or email text in any case, action and dates', async () => {
    const carer = await t.signedInUser();
    const admin = await t.signedInAdmin();
    const userId = (await findUserByEmail(t.database.db, carer.email))?.id ?? '';
    const byEmail = await list(admin.api, `?user=${carer.email.slice(0, 12).toUpperCase()}`);
    expect(new Set(byEmail.entries.map((entry) => entry.user))).toEqual(new Set([carer.email]));
    const byId = await list(admin.api, `?user=${userId}`);
    expect(byId.entries.length).toBe(byEmail.entries.length);

    const logins = await list(admin.api, `?user=${userId}&action=login`);
    expect(logins.entries.map((entry) => entry.action)).toEqual(['login']);

    const now = t.clock.now().getTime();
    const later = new Date(now + 60_000).toISOString();
    expect((await list(admin.api, `?user=${userId}&from=${later}`)).entries).toEqual([]);
    const earlier = new Date(now - 60_000).toISOString();
    expect((await list(admin.api, `?user=${userId}&to=${earlier}`)).entries).toEqual([]);
    const within = await list(admin.api, `?user=${userId}&from=${earlier}&to=${later}`);
    expect(within.entries.length).toBe(byId.entries.length);

    expect((await admin.api.get('/api/audit/logs?action=drop_tables')).status).toBe(400);
    expect((await admin.api.get('/api/audit/logs?from=yesterday')).status).toBe(400);
  });

  it('shows at most the newest 1000 matching entries', async () => {
    const carer = await t.signedInUser();
    const userId = (await findUserByEmail(t.database.db, carer.email))?.id ?? null;
    const start = t.clock.now().getTime() + 1000;
    await t.database.db.insert(auditLogs).values(
      Array.from({ length: 1005 }, (_, index) => ({
        userId,
        userEmail: carer.email,
        action: 'view_task',
        resourceType: 'task',
        details: { title: `Task ${index}` },
        createdAt: new Date(start + index * 1000),
      })),
    );
    const { entries, truncated } = await list(carer.api);
    expect(entries).toHaveLength(1000);
    expect(truncated).toBe(true);
    expect(entries[0]).toMatchObject({ resource: 'Task “Task 1004”' });
    expect(entries[999]).toMatchObject({ resource: 'Task “Task 5”' });
  });

  it('records view_admin_panel for admins only', async () => {
    const carer = await t.signedInUser();
    const refused = await carer.api.post('/api/audit/views', { action: 'view_admin_panel' });
    expect(refused.status).toBe(403);
    const admin = await t.signedInAdmin();
    expect((await admin.api.post('/api/audit/views', { action: 'view_admin_panel' })).status).toBe(
      200,
    );
    const [entry] = (await list(admin.api, `?user=${admin.email}&action=view_admin_panel`)).entries;
    expect(entry).toMatchObject({
      user: admin.email,
      resource: 'Admin area',
      details: 'Opened the admin area',
    });
  });
});

describe('the CSV export', () => {
  it('holds what the filters select, in the current user’s time zone, and is safe for spreadsheets', async () => {
    const admin = await t.signedInAdmin();
    const at = new Date('2026-01-15T09:00:00Z');
    await t.database.db.insert(auditLogs).values({
      userId: null,
      userEmail: '=HYPERLINK("http://evil.example","x")@example.com',
      action: 'failed_login',
      resourceType: '+cmd',
      resourceId: '-2+3',
      resourceCategory: '@SUM(1,2)',
      details: { reason: 'invalid_credentials' },
      createdAt: at,
    });
    const response = await admin.api.get(
      '/api/audit/logs/export?action=failed_login&user=hyperlink&timeZone=Pacific/Pago_Pago',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    // 09:00 UTC on 15 January is 22:00 on the 14th in Pago Pago (UTC-11).
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="audit-logs-2026-01-14.csv"',
    );
    expect(response.text).toBe(
      [
        '"Timestamp","User","Action","Resource","Category","Details"',
        `"2026-01-14 22:00:00","'=HYPERLINK(""http://evil.example"",""x"")@example.com","failed_login","'+cmd","'@sum(1,2)","A sign-in was refused: wrong email or password"`,
        '',
      ].join('\r\n'),
    );
  });

  it('holds every matching entry, beyond the 1000 on screen, and only the current user’s own', async () => {
    const carer = await t.signedInUser();
    const userId = (await findUserByEmail(t.database.db, carer.email))?.id ?? null;
    await t.database.db.insert(auditLogs).values(
      Array.from({ length: 1100 }, (_, index) => ({
        userId,
        userEmail: carer.email,
        action: 'view_category',
        createdAt: new Date(Date.parse('2026-01-15T09:00:00Z') + index),
      })),
    );
    const csv = (await carer.api.get('/api/audit/logs/export?action=view_category')).text;
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(1101);
    expect(lines.slice(1).every((line) => line.includes(carer.email))).toBe(true);
    // Without a known time zone, UTC; the newest first.
    expect(lines[1]).toMatch(/^"2026-01-15 09:00:01"/);
    expect(lines[1100]).toMatch(/^"2026-01-15 09:00:00"/);
  });
});

describe('audit entries', () => {
  it('cannot be changed or deleted through the application: there is no route for it', () => {
    // A route is listed once per step it has (its input's, its handler): each route once here.
    const auditRoutes = new Set(
      t.app.routes
        .filter((route) => route.path.startsWith('/api/audit') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...auditRoutes].sort()).toEqual([
      'GET /api/audit/logs',
      'GET /api/audit/logs/export',
      'POST /api/audit/views',
    ]);
    const writes = t.app.routes.filter(
      (route) => /audit/.test(route.path) && ['PUT', 'PATCH', 'DELETE'].includes(route.method),
    );
    expect(writes).toEqual([]);
  });
});
