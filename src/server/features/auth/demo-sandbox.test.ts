import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LIMITS, NOTES_MAX_LENGTH } from '../../../shared/rules/limits';
import type { Dashboard, Task } from '../../../shared/schemas/tasks';
import { loadConfig } from '../../config';
import { tasks, userSessions, users } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { cleanupDemoSandboxes } from './demo-sandbox.service';
import { findUserByEmail } from './find-user';
import { insertUser } from './insert-user';
import { ensureSystemAccounts } from './system-accounts';

// Findings 1 and 2 of the security review (docs/security.md): the demo account exists from
// start-up and cannot be claimed; each demo visitor gets a sandbox of their own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const restriction = (action: string) =>
  `Demo accounts cannot ${action}. Sign up for a full account to unlock all features.`;

async function startDemo(api: ApiClient = t.client()) {
  const response = await api.post('/api/auth/demo-sign-in');
  expect(response.status).toBe(200);
  return { api, state: response.json };
}

async function dashboard(api: ApiClient): Promise<Dashboard> {
  return (await api.get('/api/tasks')).json;
}

const inCategory = (board: Dashboard, categoryId: string) =>
  board.tasks.find((task) => task.categoryId === categoryId && task.subtasks.length > 0) as Task;

describe('the reserved demo account', () => {
  it('exists from start-up, before any demo visit, with no usable password', async () => {
    const demo = await findUserByEmail(t.database.db, t.deps.config.demo.email);
    expect(demo).toMatchObject({ isDemo: true, isSandbox: false, role: 'user' });
    const signIn = await t.client().post('/api/auth/sign-in', {
      email: t.deps.config.demo.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(401);
  });

  it('cannot be claimed by sign-up, in any case, nor can a sandbox address', async () => {
    for (const email of [t.deps.config.demo.email.toUpperCase(), 'demo-abc@demo-sandbox.invalid']) {
      for (const path of ['/api/auth/sign-up', '/api/auth/sign-up-premium']) {
        const response = await t.client().post(path, {
          email,
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          acceptTerms: true,
          acceptPrivacy: true,
          dataProtectionConsent: true,
        });
        expect(response.status).toBe(400);
        expect(response.json.error).toMatchObject({
          code: 'email_reserved',
          fields: { email: 'This email address is reserved. Please use your own email address.' },
        });
      }
    }
  });

  it('is_demo is the server’s alone: a sign-up that asks for it gets a normal account', async () => {
    const email = 'wants.demo@example.com';
    const response = await t.client().post('/api/auth/sign-up', {
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      acceptTerms: true,
      isDemo: true,
      is_demo: true,
    });
    expect(response.status).toBe(201);
    expect(response.json.user.isDemo).toBe(false);
    expect((await findUserByEmail(t.database.db, email))?.isDemo).toBe(false);
  });

  it('refuses ADMIN_EMAIL set to the demo address', () => {
    expect(() =>
      loadConfig({
        ADMIN_EMAIL: 'demo@planmyeldercare.com',
        ADMIN_PASSWORD: 'Admin#Password2026',
      }),
    ).toThrow(/ADMIN_EMAIL must not be the demo address/);
  });

  it('is repaired at start-up when someone had claimed its address', async () => {
    const claimed = await createTestApp();
    const { db } = claimed.database;
    const email = claimed.deps.config.demo.email;
    await db.delete(users).where(eq(users.email, email));
    const squatter = await insertUser(db, {
      email,
      password: TEST_PASSWORD,
      role: 'admin',
      subscriptionTier: 'premium',
    });
    const api = claimed.client();
    await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    await claimed.verify(api, email);
    expect((await api.get('/api/tasks')).status).toBe(200);

    await ensureSystemAccounts(claimed.deps);
    const repaired = await findUserByEmail(db, email);
    expect(repaired).toMatchObject({ id: squatter.id, isDemo: true, role: 'user' });
    expect(repaired?.subscriptionTier).toBe('basic');
    expect((await api.get('/api/tasks')).status).toBe(401);
    const again = await claimed
      .client()
      .post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(again.status).toBe(401);
    // The built-in pair now opens a sandbox, never the squatter's account.
    const demo = await claimed.client().post('/api/auth/sign-in', claimed.deps.config.demo);
    expect(demo.json.user.id).not.toBe(squatter.id);
    await claimed.close();
  });
});

describe('a demo sandbox per visitor', () => {
  it('gives each visitor a fresh copy, and no visitor sees another’s changes', async () => {
    const first = await startDemo();
    const second = await startDemo();
    expect(first.state.user.id).not.toBe(second.state.user.id);
    expect(first.state.user).toMatchObject({ email: t.deps.config.demo.email, isDemo: true });

    const created = await first.api.post('/api/tasks', {
      title: 'Only the first visitor sees this',
    });
    expect(created.status).toBe(201);
    const housing = inCategory(await dashboard(first.api), 'housing');
    expect((await first.api.post(`/api/tasks/${housing.id}/toggle`)).status).toBe(200);

    const other = await dashboard(second.api);
    expect(other.tasks).toHaveLength(22);
    expect(other.progress.overall.completed).toBe(0);
    expect(other.tasks.some((task) => task.title.startsWith('Only the first'))).toBe(false);
    // The first visitor's ids do not exist for the second.
    expect((await second.api.post(`/api/tasks/${housing.id}/toggle`)).status).toBe(404);
    // The built-in demo pair opens a sandbox too.
    const viaPair = await t.client().post('/api/auth/sign-in', t.deps.config.demo);
    expect(viaPair.json.user.id).not.toBe(first.state.user.id);
  });

  it('refuses what spec section 6 forbids the demo, with the spec’s words', async () => {
    const { api } = await startDemo();
    const board = await dashboard(api);
    const legal = inCategory(board, 'legal');
    const housing = inCategory(board, 'housing');
    const legalSubtask = legal.subtasks[0]?.id;

    const refused = [
      [await api.request('DELETE', `/api/tasks/${legal.id}`), 'delete tasks'],
      [
        await api.request('DELETE', `/api/tasks/${housing.id}/subtasks/${housing.subtasks[0]?.id}`),
        'delete subtasks',
      ],
      [
        await api.request('PATCH', `/api/tasks/${legal.id}`, {
          notes: 'x'.repeat(NOTES_MAX_LENGTH),
        }),
        'edit notes',
      ],
      [
        await api.post(`/api/tasks/${legal.id}/subtasks`, { title: 'Extra' }),
        'add subtasks outside Housing & Living Arrangements',
      ],
      [
        await api.post(`/api/tasks/${legal.id}/subtasks/${legalSubtask}/toggle`),
        'toggle subtasks outside Housing & Living Arrangements',
      ],
      [await api.post('/api/account/upgrade'), 'upgrade'],
      [
        await api.post('/api/account/delete/code', { password: TEST_PASSWORD }),
        'delete the account',
      ],
    ] as const;
    for (const [response, action] of refused) {
      expect(response.status).toBe(403);
      expect(response.json.error).toMatchObject({
        code: 'demo_restricted',
        message: restriction(action),
      });
    }
    // Housing allows adding and ticking subtasks; completion is allowed everywhere.
    const added = await api.post(`/api/tasks/${housing.id}/subtasks`, {
      title: 'Measure doorways',
    });
    expect(added.status).toBe(200);
    const subtaskId = housing.subtasks[0]?.id;
    expect((await api.post(`/api/tasks/${housing.id}/subtasks/${subtaskId}/toggle`)).status).toBe(
      200,
    );
    expect((await api.post(`/api/tasks/${legal.id}/toggle`)).status).toBe(200);
    const after = await dashboard(api);
    expect(after.tasks.find((task) => task.id === legal.id)?.notes).toBe(legal.notes);
  });

  it('caps tasks, subtasks and notes in a sandbox', async () => {
    const { api } = await startDemo();
    const notes = await api.post('/api/tasks', {
      title: 'Long notes',
      notes: 'n'.repeat(DEMO_LIMITS.notesLength + 1),
    });
    expect(notes.status).toBe(403);
    expect(notes.json.error.code).toBe('demo_limit');
    expect(notes.json.error.message).toBe(
      'Demo notes can be at most 500 characters. Sign up for a full account to unlock all features.',
    );
    for (let i = 22; i < DEMO_LIMITS.tasks; i++) {
      expect((await api.post('/api/tasks', { title: `Task ${i}` })).status).toBe(201);
    }
    const tooMany = await api.post('/api/tasks', { title: 'One too many' });
    expect(tooMany.status).toBe(403);
    expect(tooMany.json.error.message).toBe(
      'The demo holds at most 40 tasks. Sign up for a full account to unlock all features.',
    );
    const housing = inCategory(await dashboard(api), 'housing');
    for (let i = housing.subtasks.length; i < DEMO_LIMITS.subtasksPerTask; i++) {
      expect(
        (await api.post(`/api/tasks/${housing.id}/subtasks`, { title: `Step ${i}` })).status,
      ).toBe(200);
    }
    const extra = await api.post(`/api/tasks/${housing.id}/subtasks`, { title: 'Step 13' });
    expect(extra.status).toBe(403);
    expect(extra.json.error.code).toBe('demo_limit');
    expect((await dashboard(api)).tasks).toHaveLength(40);
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
    const { api, state } = await startDemo();
    await api.post('/api/tasks', { title: 'Left behind' });
    expect((await api.post('/api/auth/sign-out')).status).toBe(200);
    const { db } = t.database;
    expect(await db.select().from(users).where(eq(users.id, state.user.id))).toHaveLength(0);
    expect(await db.select().from(tasks).where(eq(tasks.userId, state.user.id))).toHaveLength(0);
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
