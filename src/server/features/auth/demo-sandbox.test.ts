import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlanAccess } from '../../auth/plan-access';
import { carePlans, tasks, userSessions, users } from '../../db/schema';
import { dashboardOf, taskWithSubtasksIn } from '../../test/dashboard';
import { startDemo } from '../../test/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cleanupDemoSandboxes } from './demo-sandbox.service';

// Finding 2 of the security review (docs/security.md): each demo visitor gets a sandbox of their
// own, which goes when its session ends.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a demo sandbox per visitor', () => {
  it('gives each visitor a fresh copy, and no visitor sees another’s changes', async () => {
    const first = await startDemo(t.client());
    const second = await startDemo(t.client());
    expect(first.state.user.id).not.toBe(second.state.user.id);
    expect(first.state.user).toMatchObject({ email: t.deps.config.demo.email, isDemo: true });

    const created = await first.api.post('/api/tasks', {
      title: 'Only the first visitor sees this',
    });
    expect(created.status).toBe(201);
    const housing = taskWithSubtasksIn(await dashboardOf(first.api), 'housing');
    expect((await first.api.post(`/api/tasks/${housing.id}/toggle`)).status).toBe(200);

    const other = await dashboardOf(second.api);
    expect(other.tasks).toHaveLength(22);
    expect(other.progress.overall.completed).toBe(0);
    expect(other.tasks.some((task) => task.title.startsWith('Only the first'))).toBe(false);
    // The first visitor's ids do not exist for the second.
    expect((await second.api.post(`/api/tasks/${housing.id}/toggle`)).status).toBe(404);
    // The built-in demo pair opens a sandbox too.
    const viaPair = await t.client().post('/api/auth/sign-in', t.deps.config.demo);
    expect(viaPair.json.user.id).not.toBe(first.state.user.id);
  });

  it('throttles starting demos per client address, with a clear message', async () => {
    const limited = await createTestApp({ env: { THROTTLE_DEMO_PER_ADDRESS: '2' } });
    expect((await limited.client().post('/api/auth/demo-sign-in')).status).toBe(200);
    expect((await limited.client().post('/api/auth/demo-sign-in')).status).toBe(200);
    const third = await limited.client().post('/api/auth/demo-sign-in');
    expect(third.status).toBe(429);
    expect(third.json.error.message).toBe(
      'Too many demos were started from your connection. Please wait a few minutes and try again.',
    );
    await limited.close();
  });

  it('counts the built-in demo pair per visitor’s address, never against the demo address', async () => {
    const limited = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        THROTTLE_DEMO_PER_ADDRESS: '2',
        THROTTLE_SIGN_IN_PER_ACCOUNT: '2',
        THROTTLE_SIGN_IN_PER_ACCOUNT_TOTAL: '3',
      },
    });
    const from = (address: string) => limited.client({ 'x-forwarded-for': address });
    const pair = limited.deps.config.demo;
    // Eight demos from four visitors: more than the demo address's sign-in counters allow.
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      for (let i = 0; i < 2; i++) {
        const demo = await from(address).post('/api/auth/sign-in', pair);
        expect(demo.status).toBe(200);
        expect(demo.json).toMatchObject({ demo: true, user: { isDemo: true } });
      }
    }
    // A third from one address is its third demo; 'Try demo' shares the same count.
    const third = await from('203.0.113.1').post('/api/auth/sign-in', pair);
    expect(third.status).toBe(429);
    expect(third.json.error.message).toBe(
      'Too many demos were started from your connection. Please wait a few minutes and try again.',
    );
    expect((await from('203.0.113.2').post('/api/auth/demo-sign-in')).status).toBe(429);
    expect((await from('203.0.113.5').post('/api/auth/sign-in', pair)).status).toBe(200);
    await limited.close();
  });

  it('is removed with everything in it when the visitor signs out', async () => {
    const { api, state } = await startDemo(t.client());
    await api.post('/api/tasks', { title: 'Left behind' });
    const { db } = t.database;
    const { id: planId } = await loadPlanAccess(db, state.user.id);
    expect(await db.select().from(tasks).where(eq(tasks.planId, planId))).toHaveLength(23);
    expect((await api.post('/api/auth/sign-out')).status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, state.user.id))).toHaveLength(0);
    expect(await db.select().from(tasks).where(eq(tasks.planId, planId))).toHaveLength(0);
    expect(await db.select().from(carePlans).where(eq(carePlans.id, planId))).toHaveLength(0);
  });

  it('is swept by the cleanup once its session has gone idle, while live ones stay', async () => {
    const sweep = await createTestApp();
    const idle = await startDemo(sweep.client());
    sweep.clock.advance(sweep.deps.config.session.idleMs + 1000);
    const live = await startDemo(sweep.client());
    // Starting a demo sweeps a few finished ones; the timer sweeps the rest.
    await cleanupDemoSandboxes(sweep.deps);
    const sandboxIds = (
      await sweep.database.db.select({ id: users.id }).from(users).where(eq(users.isSandbox, true))
    ).map((row) => row.id);
    expect(sandboxIds).toEqual([live.state.user.id]);
    expect((await idle.api.get('/api/tasks')).status).toBe(401);
    expect((await live.api.get('/api/tasks')).status).toBe(200);
    const [{ sessions }] = (await sweep.database.db
      .select({ sessions: sql<number>`count(*)::int` })
      .from(userSessions)
      .where(eq(userSessions.userId, idle.state.user.id))) as [{ sessions: number }];
    expect(sessions).toBe(0);
    await sweep.close();
  });
});
