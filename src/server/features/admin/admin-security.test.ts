import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, securityEvents, userSessions } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { recordSecurityEvent } from '../security';

// The Security tab through the API: the dashboard's events and counts, the admin's own sessions
// and their end, and the cleanup of expired sessions.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('the security dashboard', () => {
  it('loads the 50 newest events and counts the last 24 hours and the critical ones', async () => {
    const { api, email } = await t.signedInAdmin();
    const before = (await api.get('/api/admin/security')).json;
    const now = t.clock.now().getTime();
    for (let index = 0; index < 55; index++) {
      await recordSecurityEvent(t.database.db, new Date(now - 2 * DAY - index), {
        eventType: 'other',
        description: `old event ${index}`,
        severity: 'info',
      });
    }
    for (const severity of ['critical', 'critical', 'warning'] as const) {
      await recordSecurityEvent(t.database.db, new Date(now - MINUTE), {
        eventType: 'suspicious_activity',
        description: `recent ${severity}`,
        severity,
      });
    }
    await recordSecurityEvent(t.database.db, new Date(now - 3 * DAY), {
      eventType: 'other',
      description: 'old critical',
      severity: 'critical',
    });

    // The test clock stands still: a second later, so this view's own event is the newest.
    t.clock.advance(1000);
    const response = await api.get('/api/admin/security');
    expect(response.status).toBe(200);
    const dashboard = response.json;
    expect(dashboard.events).toHaveLength(50);
    const times = dashboard.events.map((event: { createdAt: string }) =>
      Date.parse(event.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The newest: this very view, logged as check_admin_access.
    expect(dashboard.events[0]).toMatchObject({
      eventType: 'admin_access',
      description: `check_admin_access: view_security_dashboard by ${email}`,
    });
    // Three recent events and this view's own; the old ones are not in the last 24 hours.
    expect(dashboard.eventsLast24Hours - before.eventsLast24Hours).toBe(4);
    expect(dashboard.criticalEvents - before.criticalEvents).toBe(3);
  });
});

describe('the admin’s own sessions', () => {
  it('lists only the admin’s usable sessions, marks this one, and ends another at once', async () => {
    const admin = await t.signedInAdmin();
    const laptop = t.client();
    await laptop.post('/api/auth/sign-in', {
      email: admin.email,
      password: TEST_PASSWORD,
      adminLogin: true,
    });
    await t.verify(laptop, admin.email);
    const someoneElse = await t.signedInUser();

    const listed = (await admin.api.get('/api/admin/sessions')).json;
    // This browser's session and the laptop's; the other account's is not the admin's to see.
    expect(listed).toHaveLength(2);
    const current = (await admin.api.get('/api/auth/session')).json.session.id;
    expect(listed.find((session: { current: boolean }) => session.current)?.id).toBe(current);
    expect(listed[0]).toMatchObject({ sessionType: 'web', isActive: true });
    const other = listed.find((session: { current: boolean }) => !session.current);

    const ended = await admin.api.post(`/api/admin/sessions/${other.id}/terminate`);
    expect(ended.status).toBe(200);
    expect((await laptop.get('/api/admin/users')).status).toBe(401);
    expect((await admin.api.get('/api/admin/sessions')).json).toHaveLength(1);

    const theirs = (await someoneElse.api.get('/api/auth/session')).json.session.id;
    const refused = await admin.api.post(`/api/admin/sessions/${theirs}/terminate`);
    expect(refused.status).toBe(404);
    expect((await someoneElse.api.get('/api/tasks')).status).toBe(200);
  });
});

describe('cleaning up expired sessions', () => {
  it('ends every session past its limits, and records it', async () => {
    const admin = await t.signedInAdmin();
    const idle = await t.signedInUser();
    const idleId = (await idle.api.get('/api/auth/session')).json.session.id;
    t.clock.advance(10 * MINUTE);
    await admin.api.post('/api/auth/session/activity');
    t.clock.advance(6 * MINUTE);

    const response = await admin.api.post('/api/admin/sessions/cleanup');
    expect(response.status).toBe(200);
    expect(response.json.cleaned).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.id, idleId));
    expect(row?.isActive).toBe(false);
    expect((await admin.api.get('/api/admin/users')).status).toBe(200);

    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, (await admin.api.get('/api/auth/session')).json.user.id));
    const descriptions = events.map((event) => event.description);
    expect(descriptions).toContain(
      `check_admin_access: cleanup_expired_sessions by ${admin.email}`,
    );
    expect(events.find((event) => event.eventType === 'session_cleanup')?.description).toBe(
      `Expired sessions cleaned up: ${response.json.cleaned} ended by ${admin.email}`,
    );
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'cleanup_expired_sessions'), eq(auditLogs.userEmail, admin.email)),
      );
    expect(audit[0]?.details).toEqual({ cleaned: response.json.cleaned });
  });
});
