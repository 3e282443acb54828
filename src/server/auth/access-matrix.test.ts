import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planInvitations, planMembers, users } from '../db/schema';
import { insertUser } from '../features/auth/insert-user';
import { type AccessRow, type Role, roles } from '../test/access-callers';
import { accessTable } from '../test/access-table';
import type { ApiClient } from '../test/api-client';
import { apiRoutes, fillPath } from '../test/api-routes';
import { storeDocument } from '../test/care';
import { cookieProblems, headerProblems } from '../test/security-expectations';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

// The access matrix (issue 16): every API route of the app, read from the app itself, called by
// every kind of caller, against the one table of expected answers in test/access-table.ts. Every
// answer is also checked for its security headers and the attributes of any cookie it sets.

type Caller = { api: ApiClient; email: string; userId?: string };

let t: TestApp;
let victim: Caller;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      THROTTLE_SIGN_UP_PER_ADDRESS: '100000',
      THROTTLE_SIGN_IN_PER_ADDRESS: '100000',
      THROTTLE_SEND_CODE_PER_ADDRESS: '100000',
      THROTTLE_DEMO_PER_ADDRESS: '100000',
      THROTTLE_LEADS_PER_ADDRESS: '100000',
      THROTTLE_COMMUNITY_POSTS_PER_ACCOUNT: '100000',
      // Set, so /api/metrics is there and must refuse every caller without the token.
      METRICS_TOKEN: 'operator-token-for-the-access-matrix-0123456789',
    },
  });
  victim = await verified();
});
afterAll(() => t.close());

async function userIdOf(email: string) {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row?.id;
}

async function verified(): Promise<Caller> {
  const { api, email } = await t.signedInUser();
  return { api, email, userId: await userIdOf(email) };
}

async function newCaller(role: Role): Promise<Caller> {
  switch (role) {
    case 'anonymous':
      return { api: t.client(), email: victim.email };
    case 'pending': {
      const { api, email } = await t.signUp();
      return { api, email };
    }
    case 'demo': {
      const api = t.client();
      expect((await api.post('/api/auth/demo-sign-in')).status).toBe(200);
      return { api, email: t.deps.config.demo.email };
    }
    case 'premium': {
      const caller = await verified();
      await t.database.db
        .update(users)
        .set({ subscriptionTier: 'premium' })
        .where(eq(users.email, caller.email));
      return caller;
    }
    case 'admin': {
      const { api, email } = await t.signedInAdmin();
      return { api, email, userId: await userIdOf(email) };
    }
    default:
      return verified();
  }
}

/** Whose resources fill the path: the stranger's are someone else's, refused callers' too. */
function ownerOf(role: Role, caller: Caller): Caller {
  return ['anonymous', 'pending', 'stranger'].includes(role) ? victim : caller;
}

async function ok<T>(answer: Promise<{ status: number; json: T; text: string }>) {
  const response = await answer;
  if (response.status >= 300) throw new Error(`fixture refused: ${response.text}`);
  return response.json;
}

/** A fresh resource for each path parameter, owned by `owner` (or made for the call). */
async function fillFor(
  path: string,
  role: Role,
  caller: Caller,
  query?: string,
): Promise<{ url: string; ids: Record<string, string> }> {
  const owner = ownerOf(role, caller);
  const ids: Record<string, string> = {};
  for (const [, param] of path.matchAll(/:([^/]+)/g)) {
    if (param === 'taskId') {
      const answer = await ok(
        owner.api.post('/api/tasks', { title: 'Owned task', categoryId: 'housing' }),
      );
      ids.taskId = answer.task.id;
    } else if (param === 'subtaskId') {
      const answer = await ok(
        owner.api.post(`/api/tasks/${ids.taskId}/subtasks`, { title: 'Owned subtask' }),
      );
      ids.subtaskId = answer.task.subtasks.at(-1).id;
    } else if (param === 'topicId') {
      // The demo cannot post: its discussion is someone else's, which it may still read.
      const author = role === 'demo' ? victim : owner;
      const answer = await ok(
        author.api.post('/api/community/topics', { title: 'Owned', content: 'Hi' }),
      );
      ids.topicId = answer.id;
    } else if (param === 'planId') {
      ids.planId = (await ok(owner.api.get('/api/plans')))[0].id;
    } else if (param === 'documentId') {
      // Written straight in: the demo may not upload, but reads its sandbox's documents.
      ids.documentId = await storeDocument(t, ids.planId as string);
    } else if (param === 'invitationId') {
      ids.invitationId = await invitationIn(ids.planId as string, owner);
    } else if (param === 'userId') {
      const target = await insertUser(t.database.db, {
        email: `target-${Math.random().toString(36).slice(2, 10)}@example.com`,
        password: TEST_PASSWORD,
      });
      ids.userId = target.id;
      if (ids.planId) await joinPlan(ids.planId, target.id);
    } else if (param === 'token') {
      // A live calendar feed link of the victim's plan (the demo may not make one).
      const feedOwner = role === 'demo' ? victim : owner;
      const planId = (await ok(feedOwner.api.get('/api/plans')))[0].id;
      const link = await ok(feedOwner.api.post(`/api/plans/${planId}/calendar-feed`));
      ids.token = new URL(link.url).pathname.split('/').at(-1) as string;
    } else if (param === 'key') {
      // A task of the eldercare library: the same for everyone.
      ids.key = 'choose-medical-alert-device';
    } else if (param === 'sessionId') {
      ids.sessionId = await secondSessionOf(role === 'admin' ? caller : victim);
    } else {
      throw new Error(`the access matrix does not know how to fill :${param}`);
    }
  }
  // Someone to hand the plan to, or to leave it with.
  if (path.endsWith('/transfer') || path.endsWith('/leave')) {
    const member = await insertUser(t.database.db, {
      email: `member-${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: TEST_PASSWORD,
    });
    await joinPlan(ids.planId as string, member.id);
    ids.memberId = member.id;
  }
  const url = fillPath(path, (param) => ids[param]);
  return { url: query ? `${url}?${query}` : url, ids };
}

/** Someone who joined the plan as a caregiver, written straight into the database. */
async function joinPlan(planId: string, userId: string) {
  await t.database.db
    .insert(planMembers)
    .values({ planId, userId, role: 'caregiver', joinedAt: new Date() });
}

/** A waiting invitation of the plan (the demo cannot invite, so it is written directly). */
async function invitationIn(planId: string, owner: Caller): Promise<string> {
  const now = new Date();
  const [row] = await t.database.db
    .insert(planInvitations)
    .values({
      planId,
      email: `invited-${Math.random().toString(36).slice(2, 10)}@example.com`,
      role: 'viewer',
      tokenHash: `matrix-${Math.random()}`,
      invitedBy: owner.userId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    })
    .returning({ id: planInvitations.id });
  return (row as { id: string }).id;
}

/** Another session of the same account, signed in from a second browser (admins may end it). */
async function secondSessionOf(account: Caller): Promise<string> {
  const api = t.client();
  const isAdmin = account.email.startsWith('admin-');
  await ok(
    api.post('/api/auth/sign-in', {
      email: account.email,
      password: TEST_PASSWORD,
      ...(isAdmin ? { adminLogin: true } : {}),
    }),
  );
  const state = await ok(api.get('/api/auth/session'));
  return state.session.id;
}

function bodyFor(row: AccessRow, caller: Caller, method: string, ids: Record<string, string>) {
  const body =
    typeof row.body === 'function'
      ? row.body(
          {
            email: caller.email === t.deps.config.demo.email ? victim.email : caller.email,
            password: TEST_PASSWORD,
          },
          ids,
        )
      : row.body;
  return body ?? (method === 'GET' ? undefined : {});
}

describe('the access matrix', () => {
  it('declares every route the app has, and no route it lacks', () => {
    const found = apiRoutes(t.app).map((route) => `${route.method} ${route.path}`);
    expect(
      found.filter((route) => !(route in accessTable)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(accessTable).filter((route) => !found.includes(route)),
      'rows with no route',
    ).toEqual([]);
  });

  it('gives every caller exactly the declared answer on every route', async () => {
    const unexpected: string[] = [];
    const badHeaders: string[] = [];
    const shared = new Map<Role, Caller>();
    for (const role of roles) shared.set(role, await newCaller(role));
    for (const { method, path } of apiRoutes(t.app)) {
      const row = accessTable[`${method} ${path}`] as AccessRow;
      for (const role of roles) {
        const caller = row.fresh ? await newCaller(role) : (shared.get(role) as Caller);
        const { url, ids } = await fillFor(path, role, caller, row.query);
        const response = await caller.api.request(method, url, bodyFor(row, caller, method, ids));
        if (response.status !== row.expect[role]) {
          unexpected.push(
            `${role} ${method} ${path}: ${response.status}, declared ${row.expect[role]} (${response.text.slice(0, 120)})`,
          );
        }
        const problems = [
          ...headerProblems(url, response.headers),
          ...cookieProblems(response.headers.getSetCookie(), false),
        ];
        if (problems.length > 0)
          badHeaders.push(`${role} ${method} ${path}: ${problems.join(', ')}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(badHeaders).toEqual([]);
    // Over 500 calls, many making a fresh account: beyond the default limit on a busy 2-core machine.
  }, 120_000);

  it("leaves another account's resources as they were after the stranger's calls", async () => {
    const dashboard = await ok(victim.api.get('/api/tasks'));
    const owned = dashboard.tasks.filter((task: { title: string }) => task.title === 'Owned task');
    expect(owned.length).toBeGreaterThan(0);
    for (const task of owned) {
      expect(task.completed).toBe(false);
      for (const subtask of task.subtasks)
        expect(subtask).toMatchObject({ title: 'Owned subtask', completed: false });
    }
    const topics = await ok(victim.api.get('/api/community/topics?tab=mine'));
    expect(topics.length).toBeGreaterThan(0);
  });
});
