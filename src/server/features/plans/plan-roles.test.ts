import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planMembers, tasks } from '../../db/schema';
import { fullProfile, storeDocument, uploadForm } from '../../test/care';
import { addMember, type Member } from '../../test/care-circle';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { insertUser } from '../auth';

// The care circle's role matrix (issue 17): every plan route and every task route of a shared
// plan, called by its owner, a caregiver, a viewer, a removed member, a stranger and an admin,
// each answer declared in one table. Roles are read on every request.

const who = ['owner', 'caregiver', 'viewer', 'removed', 'stranger', 'admin'] as const;
type Who = (typeof who)[number];

let t: TestApp;
let planId: string;
const people = {} as Record<Who, Member & { id?: string }>;

async function idOf(member: Member) {
  const plans = await member.api.get('/api/auth/session');
  return plans.json.user.id as string;
}

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  people.owner = await t.signedInUser();
  people.caregiver = await t.signedInUser();
  people.viewer = await t.signedInUser();
  people.removed = await t.signedInUser();
  people.stranger = await t.signedInUser();
  people.admin = await t.signedInAdmin();
  planId = await addMember(t, people.owner, people.caregiver, 'caregiver');
  await addMember(t, people.owner, people.viewer, 'viewer');
  await addMember(t, people.owner, people.removed, 'caregiver');
  for (const name of who) people[name].id = await idOf(people[name]);
  const removed = await people.owner.api.request(
    'DELETE',
    `/api/plans/${planId}/members/${people.removed.id}`,
  );
  expect(removed.status).toBe(200);
});
afterAll(() => t.close());

/** A fresh task of the plan with one subtask, made by its owner. */
async function task() {
  const made = await people.owner.api.post(`/api/tasks?plan=${planId}`, {
    title: 'Book the podiatrist',
    categoryId: 'healthcare',
  });
  const withSubtask = await people.owner.api.post(
    `/api/tasks/${made.json.task.id}/subtasks?plan=${planId}`,
    { title: 'Find the referral' },
  );
  return { taskId: made.json.task.id as string, subtaskId: withSubtask.json.task.subtasks[0].id };
}

/** A member added straight into the plan, for a call that changes or removes one. */
async function extraMember() {
  const user = await insertUser(t.database.db, {
    email: `extra-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: TEST_PASSWORD,
  });
  await t.database.db
    .insert(planMembers)
    .values({ planId, userId: user.id, role: 'caregiver', joinedAt: new Date() });
  return user.id;
}

type Call = () => Promise<{ method: string; path: string; body?: unknown }>;
const read = { owner: 200, caregiver: 200, viewer: 200, removed: 404, stranger: 404, admin: 404 };
const change = (ok: number) => ({ ...read, owner: ok, caregiver: ok, viewer: 403 });
const ownersOnly = (ok: number) => ({ ...read, owner: ok, caregiver: 403, viewer: 403 });

const table: [string, Record<Who, number>, Call][] = [
  ['GET /api/tasks', read, async () => ({ method: 'GET', path: `/api/tasks?plan=${planId}` })],
  [
    'GET /api/tasks/overview',
    read,
    async () => ({ method: 'GET', path: `/api/tasks/overview?plan=${planId}` }),
  ],
  // The search of every task (record 090): any member reads it; nobody else learns of the plan.
  [
    'GET /api/tasks/search',
    read,
    async () => ({ method: 'GET', path: `/api/tasks/search?q=glasses&plan=${planId}` }),
  ],
  [
    'POST /api/tasks',
    change(201),
    async () => ({
      method: 'POST',
      path: `/api/tasks?plan=${planId}`,
      body: { title: 'Pick up the glasses' },
    }),
  ],
  [
    'PATCH /api/tasks/:taskId',
    change(200),
    async () => ({
      method: 'PATCH',
      path: `/api/tasks/${(await task()).taskId}?plan=${planId}`,
      body: { notes: 'Tuesday 3pm' },
    }),
  ],
  [
    'DELETE /api/tasks/:taskId',
    change(200),
    async () => ({ method: 'DELETE', path: `/api/tasks/${(await task()).taskId}?plan=${planId}` }),
  ],
  [
    'POST /api/tasks/:taskId/toggle',
    change(200),
    async () => ({
      method: 'POST',
      path: `/api/tasks/${(await task()).taskId}/toggle?plan=${planId}`,
    }),
  ],
  [
    'POST /api/tasks/:taskId/undo-complete',
    change(200),
    async () => ({
      method: 'POST',
      path: `/api/tasks/${(await task()).taskId}/undo-complete?plan=${planId}`,
    }),
  ],
  // Back from 'Recently deleted' (record 087): those who change the plan restore, and list.
  // Something not deleted is answered as it is; the restores themselves: recently-deleted.test.
  [
    'POST /api/tasks/:taskId/restore',
    change(200),
    async () => ({
      method: 'POST',
      path: `/api/tasks/${(await task()).taskId}/restore?plan=${planId}`,
    }),
  ],
  [
    'POST /api/tasks/:taskId/subtasks/:subtaskId/restore',
    change(200),
    async () => {
      const { taskId, subtaskId } = await task();
      return {
        method: 'POST',
        path: `/api/tasks/${taskId}/subtasks/${subtaskId}/restore?plan=${planId}`,
      };
    },
  ],
  [
    'GET /api/plans/:planId/recently-deleted',
    change(200),
    async () => ({ method: 'GET', path: `/api/plans/${planId}/recently-deleted` }),
  ],
  [
    'POST /api/plans/:planId/documents/:documentId/restore',
    change(200),
    async () => ({
      method: 'POST',
      path: `/api/plans/${planId}/documents/${await storeDocument(t, planId)}/restore`,
    }),
  ],
  [
    'POST /api/tasks/:taskId/subtasks',
    change(200),
    async () => ({
      method: 'POST',
      path: `/api/tasks/${(await task()).taskId}/subtasks?plan=${planId}`,
      body: { title: 'Call' },
    }),
  ],
  [
    'POST /api/tasks/:taskId/subtasks/:subtaskId/toggle',
    change(200),
    async () => {
      const { taskId, subtaskId } = await task();
      return {
        method: 'POST',
        path: `/api/tasks/${taskId}/subtasks/${subtaskId}/toggle?plan=${planId}`,
      };
    },
  ],
  [
    'DELETE /api/tasks/:taskId/subtasks/:subtaskId',
    change(200),
    async () => {
      const { taskId, subtaskId } = await task();
      return {
        method: 'DELETE',
        path: `/api/tasks/${taskId}/subtasks/${subtaskId}?plan=${planId}`,
      };
    },
  ],
  [
    'PUT /api/tasks/:taskId/schedule',
    change(200),
    async () => ({
      method: 'PUT',
      path: `/api/tasks/${(await task()).taskId}/schedule?plan=${planId}`,
      body: { dueDate: '2026-02-01', repeat: { frequency: 'daily' }, reminder: 'on_day' },
    }),
  ],
  [
    'PUT /api/tasks/:taskId/subtasks/:subtaskId/schedule',
    change(200),
    async () => {
      const { taskId, subtaskId } = await task();
      return {
        method: 'PUT',
        path: `/api/tasks/${taskId}/subtasks/${subtaskId}/schedule?plan=${planId}`,
        body: { dueDate: '2026-02-01', dueTime: '08:15' },
      };
    },
  ],
  [
    'GET /api/tasks/:taskId/completions',
    read,
    async () => ({
      method: 'GET',
      path: `/api/tasks/${(await task()).taskId}/completions?plan=${planId}`,
    }),
  ],
  [
    'GET /api/calendar',
    read,
    async () => ({
      method: 'GET',
      path: `/api/calendar?plan=${planId}&from=2026-01-01&to=2026-01-31`,
    }),
  ],
  [
    'PATCH /api/plans/:planId/time-zone',
    ownersOnly(200),
    async () => ({
      method: 'PATCH',
      path: `/api/plans/${planId}/time-zone`,
      body: { timeZone: 'Europe/London' },
    }),
  ],
  [
    'POST /api/plans/:planId/time-zone/adopt',
    change(200),
    async () => ({
      method: 'POST',
      path: `/api/plans/${planId}/time-zone/adopt`,
      body: { timeZone: 'America/Chicago' },
    }),
  ],
  [
    'GET /api/plans/:planId/members',
    read,
    async () => ({ method: 'GET', path: `/api/plans/${planId}/members` }),
  ],
  [
    'POST /api/plans/:planId/opened',
    { ...read, owner: 204, caregiver: 204, viewer: 204 },
    async () => ({ method: 'POST', path: `/api/plans/${planId}/opened` }),
  ],
  [
    'PATCH /api/plans/:planId',
    ownersOnly(200),
    async () => ({ method: 'PATCH', path: `/api/plans/${planId}`, body: { name: 'Mum’s care' } }),
  ],
  [
    'POST /api/plans/:planId/invitations',
    ownersOnly(201),
    async () => ({
      method: 'POST',
      path: `/api/plans/${planId}/invitations`,
      body: { email: `aunt-${Math.random()}@example.com`.replace('0.', ''), role: 'viewer' },
    }),
  ],
  [
    'DELETE /api/plans/:planId/invitations/:invitationId',
    ownersOnly(200),
    async () => {
      const sent = await people.owner.api.post(`/api/plans/${planId}/invitations`, {
        email: `cousin-${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`,
        role: 'viewer',
      });
      return { method: 'DELETE', path: `/api/plans/${planId}/invitations/${sent.json.id}` };
    },
  ],
  [
    'PATCH /api/plans/:planId/members/:userId',
    ownersOnly(200),
    async () => ({
      method: 'PATCH',
      path: `/api/plans/${planId}/members/${await extraMember()}`,
      body: { role: 'viewer' },
    }),
  ],
  [
    'DELETE /api/plans/:planId/members/:userId',
    ownersOnly(200),
    async () => ({ method: 'DELETE', path: `/api/plans/${planId}/members/${await extraMember()}` }),
  ],
  // Each member's own calendar feed link (decision record 047): viewers may have one too.
  [
    'GET /api/plans/:planId/calendar-feed',
    read,
    async () => ({ method: 'GET', path: `/api/plans/${planId}/calendar-feed` }),
  ],
  [
    'POST /api/plans/:planId/calendar-feed',
    { ...read, owner: 201, caregiver: 201, viewer: 201 },
    async () => ({ method: 'POST', path: `/api/plans/${planId}/calendar-feed` }),
  ],
  [
    'DELETE /api/plans/:planId/calendar-feed',
    { ...read, owner: 204, caregiver: 204, viewer: 204 },
    async () => ({ method: 'DELETE', path: `/api/plans/${planId}/calendar-feed` }),
  ],
  // The care profile and documents (issue 35): members read, caregivers and owners change.
  [
    'GET /api/plans/:planId/care-profile',
    read,
    async () => ({ method: 'GET', path: `/api/plans/${planId}/care-profile` }),
  ],
  [
    'PUT /api/plans/:planId/care-profile',
    change(200),
    async () => {
      // Each save names the version it was edited from, read just before.
      const current = await people.owner.api.get(`/api/plans/${planId}/care-profile`);
      return {
        method: 'PUT',
        path: `/api/plans/${planId}/care-profile`,
        body: { version: current.json.version, profile: fullProfile() },
      };
    },
  ],
  [
    'GET /api/plans/:planId/documents',
    read,
    async () => ({ method: 'GET', path: `/api/plans/${planId}/documents` }),
  ],
  [
    'POST /api/plans/:planId/documents',
    change(201),
    async () => ({ method: 'POST', path: `/api/plans/${planId}/documents`, body: uploadForm() }),
  ],
  [
    'GET /api/plans/:planId/documents/:documentId',
    read,
    async () => ({
      method: 'GET',
      path: `/api/plans/${planId}/documents/${await storeDocument(t, planId)}`,
    }),
  ],
  [
    'DELETE /api/plans/:planId/documents/:documentId',
    change(200),
    async () => ({
      method: 'DELETE',
      path: `/api/plans/${planId}/documents/${await storeDocument(t, planId)}`,
    }),
  ],
  [
    'GET /api/tasks/:taskId/calendar.ics',
    read,
    async () => {
      const { taskId } = await task();
      await t.database.db.update(tasks).set({ dueDate: '2026-06-01' }).where(eq(tasks.id, taskId));
      return { method: 'GET', path: `/api/tasks/${taskId}/calendar.ics?plan=${planId}` };
    },
  ],
  // The eldercare library (issue 58, record 097): any member browses it and its suggestions for
  // the plan; those who change the plan add from it (a key already there is skipped, still 200).
  [
    'GET /api/library',
    read,
    async () => ({ method: 'GET', path: `/api/library?q=attorney&plan=${planId}` }),
  ],
  [
    'GET /api/library/:key',
    read,
    async () => ({ method: 'GET', path: `/api/library/lower-fall-risk?plan=${planId}` }),
  ],
  [
    'POST /api/library/suggestions',
    read,
    async () => ({
      method: 'POST',
      path: `/api/library/suggestions?plan=${planId}`,
      body: { livesWhere: 'alone' },
    }),
  ],
  [
    'POST /api/library/add',
    change(200),
    async () => ({
      method: 'POST',
      path: `/api/library/add?plan=${planId}`,
      body: { keys: ['lower-fall-risk'] },
    }),
  ],
];

describe('the care circle role matrix', () => {
  it('gives every member exactly the declared answer on every plan and task route', async () => {
    const unexpected: string[] = [];
    for (const [route, expected, call] of table) {
      for (const name of who) {
        const { method, path, body } = await call();
        const answer = await people[name].api.request(method, path, body);
        if (answer.status !== expected[name]) {
          unexpected.push(
            `${name} ${route}: ${answer.status}, declared ${expected[name]} ${answer.text.slice(0, 100)}`,
          );
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('tells a viewer in words why a change is refused', async () => {
    const refused = await people.viewer.api.post(`/api/tasks?plan=${planId}`, { title: 'Mine' });
    expect(refused.json.error).toMatchObject({
      code: 'plan_role',
      message:
        'Viewers can follow the plan but not change it. Ask an owner to make you a caregiver.',
    });
  });

  it('acts in the caller’s default plan when no plan is named: another plan’s task is not found', async () => {
    const { taskId } = await task();
    const { api } = people.caregiver;
    const ownPlan = (await api.get('/api/plans')).json.find(
      (plan: { role: string }) => plan.role === 'owner',
    ).id;
    // The plan last chosen opens by default (record 077): joining chose the shared one.
    t.clock.advance(1000);
    await api.post(`/api/plans/${ownPlan}/opened`);
    expect((await api.post(`/api/tasks/${taskId}/toggle`)).status).toBe(404);
    t.clock.advance(1000);
    await api.post(`/api/plans/${planId}/opened`);
    expect((await api.post(`/api/tasks/${taskId}/toggle`)).status).toBe(200);
  });

  it('lets only an owner hand the plan over: they become a caregiver at once', async () => {
    const owner = await t.signedInUser();
    const sister = await t.signedInUser();
    const plan = await addMember(t, owner, sister, 'caregiver');
    const sisterId = await idOf(sister);
    const refused = await sister.api.post(`/api/plans/${plan}/transfer`, {
      userId: await idOf(owner),
    });
    expect(refused.status).toBe(403);
    const handed = await owner.api.post(`/api/plans/${plan}/transfer`, { userId: sisterId });
    expect(handed.status).toBe(200);
    expect(handed.json.plan.role).toBe('caregiver');
    const roles = Object.fromEntries(
      handed.json.members.map((m: { email: string; role: string }) => [m.email, m.role]),
    );
    expect(roles).toEqual({ [sister.email]: 'owner', [owner.email]: 'caregiver' });
    expect(
      (await owner.api.request('PATCH', `/api/plans/${plan}`, { name: 'Mine again' })).status,
    ).toBe(403);
  });
});
