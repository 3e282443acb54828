import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_EVENTS_SHOWN } from '../../../shared/constants';
import { REPEAT_LIMITS } from '../../../shared/rules/limits';
import type { SecurityEventView } from '../../../shared/schemas/admin';
import { findUserByEmail } from '../../auth/find-user';
import { securityEvents } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { FURTHER_EVENTS } from '../security';

// What a caller can make us write is bounded (issue #30): a basic user refused on an admin route
// 300 times leaves one security event counting 300, and the Security tab still shows the other
// events; one varying the path fills at most its share of rows a minute.

const CAP = REPEAT_LIMITS.securityEventRowsPerMinute;

let t: TestApp;
beforeAll(async () => {
  // Every one of the 300 arrives at once: none may be shed as 'busy' before it is recorded.
  t = await createTestApp({ env: { API_MAX_IN_FLIGHT: '1000' } });
});
afterAll(() => t.close());

const eventsOf = async (email: string) => {
  const user = await findUserByEmail(t.database.db, email);
  return t.database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, user?.id ?? ''));
};

describe('refused admin requests', () => {
  it('300 at once are one row counting 300; an earlier, different event stays in view', async () => {
    const admin = await t.signedInAdmin();
    // A real event from someone else, before the flood: a basic account tried the admin sign-in.
    const other = await t.signUp();
    const refused = await t
      .client()
      .post('/api/auth/sign-in', { email: other.email, password: TEST_PASSWORD, adminLogin: true });
    expect(refused.status).toBe(403);
    t.clock.advance(1000);

    const { api, email } = await t.signedInUser();
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => api.get('/api/admin/users')),
    );
    expect(answers.every((answer) => answer.status === 403)).toBe(true);

    const rows = await eventsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventType: 'suspicious_activity',
      description: `check_admin_access refused: GET /api/admin/users by ${email}`,
      count: 300,
    });

    t.clock.advance(1000);
    const dashboard = (await admin.api.get('/api/admin/security')).json;
    const shown: SecurityEventView[] = dashboard.events.slice(0, SECURITY_EVENTS_SHOWN);
    expect(shown.find((event) => event.description.includes(email))).toMatchObject({
      count: 300,
    });
    expect(
      shown.some(
        (event) =>
          event.description === `Admin sign-in refused: ${other.email} is not an administrator`,
      ),
    ).toBe(true);
    // The counts count every refusal, not rows.
    expect(dashboard.eventsLast24Hours).toBeGreaterThanOrEqual(301);
  });

  it('counts a repeat on a new row once its last time is past the window', async () => {
    const { api, email } = await t.signedInUser();
    const later = async (ms: number) => {
      t.clock.advance(ms);
      // The browser's activity ping, so the session outlives the idle limit.
      await api.post('/api/auth/session/activity');
      expect((await api.get('/api/admin/security')).status).toBe(403);
    };
    await later(0);
    await later(REPEAT_LIMITS.securityEventRepeatMinutes * 60_000 - 1000);
    expect((await eventsOf(email)).map((row) => row.count)).toEqual([2]);
    await later(REPEAT_LIMITS.securityEventRepeatMinutes * 60_000 + 1000);
    expect((await eventsOf(email)).map((row) => row.count).sort()).toEqual([1, 2]);
  });

  it(`a caller varying the path starts at most ${CAP} rows in a minute; the rest share one`, async () => {
    const { api, email } = await t.signedInUser();
    for (let index = 0; index < 100; index++) {
      expect((await api.get(`/api/admin/made-up-${index}`)).status).toBe(403);
    }
    const rows = await eventsOf(email);
    expect(rows).toHaveLength(CAP + 1);
    const further = rows.filter((row) => row.description.startsWith(FURTHER_EVENTS));
    expect(further).toHaveLength(1);
    expect(further[0]?.description).toBe(
      `${FURTHER_EVENTS}check_admin_access refused: GET /api/admin/made-up-${CAP} by ${email}`,
    );
    expect(further[0]?.count).toBe(100 - CAP);

    // A minute on, the caller is under its share again: a different event is its own row.
    t.clock.advance(61_000);
    expect((await api.get('/api/admin/after-a-minute')).status).toBe(403);
    const later = await eventsOf(email);
    expect(later).toHaveLength(CAP + 2);
    expect(later.map((row) => row.description)).toContain(
      `check_admin_access refused: GET /api/admin/after-a-minute by ${email}`,
    );
  });
});

describe('an admin’s reads', () => {
  it('the same read again is counted on its row; a change is always its own row', async () => {
    const admin = await t.signedInAdmin();
    for (let index = 0; index < 5; index++) await admin.api.get('/api/admin/users');
    await admin.api.post('/api/admin/sessions/cleanup');
    await admin.api.post('/api/admin/sessions/cleanup');
    const rows = await eventsOf(admin.email);
    const reads = rows.filter(
      (row) => row.description === `check_admin_access: view_users by ${admin.email}`,
    );
    expect(reads.map((row) => row.count)).toEqual([5]);
    const cleanups = rows.filter(
      (row) => row.description === `check_admin_access: cleanup_expired_sessions by ${admin.email}`,
    );
    expect(cleanups.map((row) => row.count)).toEqual([1, 1]);
  });
});
