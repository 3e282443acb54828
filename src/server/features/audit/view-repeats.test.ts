import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VIEWS_PER_MINUTE, REPEAT_LIMITS } from '../../../shared/rules/limits';
import { auditLogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

// The views the client reports are bounded (issue #30): the same view again within minutes
// writes no new audit entry, and one account reports at most 60 a minute (429 beyond).

let t: TestApp;
beforeAll(async () => {
  // Every one of the 300 arrives at once: none may be shed as 'busy' before it is counted.
  t = await createTestApp({ env: { API_MAX_IN_FLIGHT: '1000' } });
});
afterAll(() => t.close());

const viewsOf = (email: string, action: string) =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.userEmail, email), eq(auditLogs.action, action)));

const tooMany =
  'Too many views were recorded for your account. Please wait a minute and try again.';

describe('POST /api/audit/views', () => {
  it('300 reports of one task at once leave one entry; past 60 a minute they answer 429', async () => {
    const { api, email } = await t.signedInUser();
    const task = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        api.post('/api/audit/views', { action: 'view_task', resourceId: task }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(DEFAULT_VIEWS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      300 - DEFAULT_VIEWS_PER_MINUTE,
    );
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.json.error).toMatchObject({ code: 'too_many_requests', message: tooMany });
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await viewsOf(email, 'view_task')).toHaveLength(1);
  });

  it('300 different views leave at most 60 entries', async () => {
    const { api, email } = await t.signedInUser();
    for (let index = 0; index < 300; index++) {
      await api.post('/api/audit/views', { action: 'view_category', resourceId: `c-${index}` });
    }
    expect(await viewsOf(email, 'view_category')).toHaveLength(DEFAULT_VIEWS_PER_MINUTE);
  });

  it('records the same view again once its entry is older than the window', async () => {
    const { api, email } = await t.signedInUser();
    const view = () => api.post('/api/audit/views', { action: 'view_profile' });
    expect((await view()).status).toBe(200);
    t.clock.advance(REPEAT_LIMITS.viewRepeatMinutes * 60_000 - 1000);
    await api.post('/api/auth/session/activity');
    expect((await view()).status).toBe(200);
    expect(await viewsOf(email, 'view_profile')).toHaveLength(1);
    t.clock.advance(2000);
    expect((await view()).status).toBe(200);
    expect(await viewsOf(email, 'view_profile')).toHaveLength(2);
    // Another person's view of the same thing is theirs.
    const other = await t.signedInUser();
    await other.api.post('/api/audit/views', { action: 'view_profile' });
    expect(await viewsOf(other.email, 'view_profile')).toHaveLength(1);
  });
});
