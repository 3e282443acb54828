import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { library } from '../../../shared/content/library/library';
import { TASK_VIDEO_BASE_URL } from '../../../shared/external-links';
import { DEMO_LIMITS, PLAN_LIMITS } from '../../../shared/rules/limits';
import type { Task } from '../../../shared/schemas/tasks';
import { auditLogs, tasks } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { addMember, ownPlanId } from '../../test/care-circle';
import { dashboardOf } from '../../test/dashboard';
import { startDemo } from '../../test/demo';
import { cookieOf, openEventStream, serveApp } from '../../test/event-stream';
import { createTestApp, type TestApp } from '../../test/test-app';

// `POST /api/library/add` (issue 58, decision record 097): each task with its subtasks, its
// library key, its video and the library's guidance, the family's notes empty, at the end of its
// category; keys the plan has are skipped; one audit entry; the plan's and the demo's limits.
// Viewers are refused: plan-roles.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

const entryOf = (key: string) => library.find((entry) => entry.key === key);

async function add(api: ApiClient, keys: string[]) {
  return api.post('/api/library/add', { keys });
}

async function libraryTaskRows(planId: string) {
  return t.database.db.select().from(tasks).where(eq(tasks.planId, planId));
}

describe('adding library tasks to a plan', () => {
  it('adds each task whole, with its steps and guidance, notes empty, at the end of its category', async () => {
    const { api } = await t.signedInUser();
    const before = await dashboardOf(api);
    const keys = ['lower-fall-risk', 'choose-medical-alert-device'];
    const answer = await add(api, keys);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ added: 2, skipped: 0 });

    const after = await dashboardOf(api);
    expect(after.tasks).toHaveLength(before.tasks.length + 2);
    for (const key of keys) {
      const entry = entryOf(key);
      const task = after.tasks.find((candidate) => candidate.title === entry?.title) as Task;
      expect(task, key).toMatchObject({
        categoryId: entry?.categoryId,
        title: entry?.title,
        description: entry?.description,
        notes: '',
        guidance: entry?.guidance,
        completed: false,
      });
      expect(task.subtasks.map((subtask) => subtask.title)).toEqual(entry?.subtasks);
      expect(task.subtasks.every((subtask) => !subtask.completed)).toBe(true);
    }
    // Each last of its category, in the dashboard's order.
    const healthcare = after.tasks.filter((task) => task.categoryId === 'healthcare');
    expect(healthcare.at(-1)?.title).toBe(entryOf('lower-fall-risk')?.title);
    const housing = after.tasks.filter((task) => task.categoryId === 'housing');
    expect(housing.at(-1)?.title).toBe(entryOf('choose-medical-alert-device')?.title);
    // The progress counts them.
    expect(after.progress.overall.total).toBe(before.progress.overall.total + 2);
  });

  it('keeps the library key and the video address of a task that has one', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    // Every task with a video is a starter: one the plan no longer holds at all is added again.
    const withVideo = library.find((entry) => entry.hasVideo) as (typeof library)[number];
    await t.database.db
      .delete(tasks)
      .where(and(eq(tasks.planId, planId), eq(tasks.libraryKey, withVideo.key)));
    const withoutVideo = library.find((entry) => !entry.starter && !entry.hasVideo);
    const keys = [withVideo.key, withoutVideo?.key as string];
    expect((await add(api, keys)).json).toEqual({ added: 2, skipped: 0 });
    const rows = await libraryTaskRows(planId);
    const video = rows.find((row) => row.libraryKey === withVideo.key);
    const plain = rows.find((row) => row.libraryKey === withoutVideo?.key);
    expect(video?.videoUrl).toBe(`${TASK_VIDEO_BASE_URL}${withVideo.key}.mp4`);
    expect(plain?.videoUrl).toBeNull();
    expect(plain?.notes).toBe('');
  });

  it('skips what the plan has, deleted tasks included, and a key named twice', async () => {
    const { api } = await t.signedInUser();
    const board = await dashboardOf(api);
    const starter = library.find((entry) => entry.starter)?.key as string;
    expect((await add(api, [starter])).json).toEqual({ added: 0, skipped: 1 });
    expect((await add(api, ['lower-fall-risk', 'lower-fall-risk'])).json).toEqual({
      added: 1,
      skipped: 0,
    });
    const added = (await dashboardOf(api)).tasks.find(
      (task) => task.title === entryOf('lower-fall-risk')?.title,
    ) as Task;
    expect((await api.request('DELETE', `/api/tasks/${added.id}`)).status).toBe(200);
    expect((await add(api, ['lower-fall-risk', 'plan-hospital-discharge'])).json).toEqual({
      added: 1,
      skipped: 1,
    });
    expect((await dashboardOf(api)).tasks).toHaveLength(board.tasks.length + 1);
    const listed = await api.get('/api/library?q=fall%20risk');
    expect(
      listed.json.items.find((item: { key: string }) => item.key === 'lower-fall-risk'),
    ).toMatchObject({
      inPlan: true,
    });
  });

  it('writes one audit entry for the change, and none when nothing was added', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const entriesNow = () =>
      t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.planId, planId), eq(auditLogs.action, 'add_library_tasks')));
    await add(api, ['lower-fall-risk', 'plan-hospital-discharge', 'pack-hospital-go-bag']);
    await add(api, ['lower-fall-risk']);
    const entries = await entriesNow();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      resourceType: 'care_plan',
      resourceId: planId,
      details: {
        count: 3,
        keys: ['lower-fall-risk', 'plan-hospital-discharge', 'pack-hospital-go-bag'],
      },
    });
    const log = await api.get('/api/audit/logs');
    expect(JSON.stringify(log.json)).toContain('Added 3 tasks from the library');
  });

  it('refuses an unknown key or a bad body in words and adds nothing', async () => {
    const { api } = await t.signedInUser();
    const before = (await dashboardOf(api)).tasks.length;
    for (const body of [
      { keys: ['lower-fall-risk', 'no-such-task'] },
      { keys: ['Lower Fall Risk'] },
      { keys: ['lower-fall-risk\u0007'] },
      { keys: [] },
      { keys: Array.from({ length: 121 }, () => 'lower-fall-risk') },
      { keys: ['lower-fall-risk'], notes: 'mine' },
      { key: 'lower-fall-risk' },
    ]) {
      const answer = await api.post('/api/library/add', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json.error.message).toEqual(expect.any(String));
    }
    expect(
      (await api.post('/api/library/add', { keys: ['no-such-task'] })).json.error.message,
    ).toBe('No such task in the library');
    expect((await dashboardOf(api)).tasks).toHaveLength(before);
  });

  it('adds for a caregiver of a shared plan, which its owner sees, told at once on an open page', async () => {
    const owner = await t.signedInUser();
    const caregiver = await t.signedInUser();
    const planId = await addMember(t, owner, caregiver, 'caregiver');
    const served = await serveApp(t.app);
    const live = await openEventStream(`${served.url}/api/plans/${planId}/events`, {
      cookie: cookieOf(owner.api),
    });
    await live.nextOf('resync');
    const answer = await caregiver.api.post(`/api/library/add?plan=${planId}`, {
      keys: ['plan-hospital-discharge'],
    });
    expect(answer.json).toEqual({ added: 1, skipped: 0 });
    expect(await live.nextOf('change')).toMatchObject({ planId, kind: 'task' });
    await live.close();
    await served.close();
    const board = await owner.api.get(`/api/tasks?plan=${planId}`);
    expect(board.json.tasks.map((task: Task) => task.title)).toContain(
      entryOf('plan-hospital-discharge')?.title,
    );
  });
});

describe('the limits', () => {
  it(`lets the demo add up to its ${DEMO_LIMITS.tasks} tasks, refusing a batch that would pass it whole`, async () => {
    const { api } = await startDemo(t.client());
    const have = (await dashboardOf(api)).tasks.length;
    const spare = DEMO_LIMITS.tasks - have;
    const candidates = library.filter((entry) => !entry.starter).map((entry) => entry.key);
    const refused = await add(api, candidates.slice(0, spare + 1));
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({
      code: 'demo_limit',
      message: `The demo holds at most ${DEMO_LIMITS.tasks} tasks. Sign up for a full account to unlock all features.`,
    });
    expect((await dashboardOf(api)).tasks).toHaveLength(have);
    expect((await add(api, candidates.slice(0, spare))).json).toEqual({ added: spare, skipped: 0 });
    expect((await dashboardOf(api)).tasks).toHaveLength(DEMO_LIMITS.tasks);
  });

  it(`refuses a batch that would take a plan past ${PLAN_LIMITS.tasks} tasks, changing nothing`, async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const have = (await libraryTaskRows(planId)).length;
    const filler = Array.from({ length: PLAN_LIMITS.tasks - have - 1 }, (_, index) => ({
      planId,
      categoryId: 'personal',
      title: `Filler ${index}`,
      position: 1_000 + index,
      createdAt: new Date(),
      updatedAt: new Date(),
    }));
    for (let start = 0; start < filler.length; start += 200) {
      await t.database.db.insert(tasks).values(filler.slice(start, start + 200));
    }
    const refused = await add(api, ['lower-fall-risk', 'plan-hospital-discharge']);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('plan_limit');
    expect(await libraryTaskRows(planId)).toHaveLength(PLAN_LIMITS.tasks - 1);
    expect((await add(api, ['lower-fall-risk'])).json).toEqual({ added: 1, skipped: 0 });
    expect(await libraryTaskRows(planId)).toHaveLength(PLAN_LIMITS.tasks);
  });
});
