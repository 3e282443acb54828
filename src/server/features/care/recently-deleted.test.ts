import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENTLY_DELETED } from '../../../shared/rules/limits';
import { auditLogs, subtasks, tasks } from '../../db/schema';
import { subscribe } from '../../test/calendar-feed';
import { uploadForm } from '../../test/care';
import { addMember, idOf, type Member, ownPlanId } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';
import { purgeRecentlyDeleted } from './recently-deleted.service';

// 'Recently deleted' of tasks and steps (issue 56, record 087): a deleted task leaves every read
// of the plan, waits 30 days for a caregiver or owner to bring it back whole, and is then purged.

const DAY_MS = 86_400_000;
let t: TestApp;
let owner: Member;
let viewer: Member;
let planId: string;
const inPlan = (path: string) => `${path}${path.includes('?') ? '&' : '?'}plan=${planId}`;

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  owner = await t.signedInUser();
  viewer = await t.signedInUser();
  planId = await addMember(t, owner, viewer, 'viewer');
});
afterAll(() => t.close());

/** A task as a family fills it in: steps (one done), notes, a due date with a reminder, a dated
 * step, an assignee and a document. */
async function fullTask(title: string) {
  const { api } = owner;
  const made = await api.post(inPlan('/api/tasks'), { title, categoryId: 'healthcare' });
  const id = made.json.task.id as string;
  for (const step of ['Find the referral', 'Call the clinic']) {
    await api.post(inPlan(`/api/tasks/${id}/subtasks`), { title: step });
  }
  const stepped = (await api.get(inPlan('/api/tasks?category=healthcare'))).json.tasks.find(
    (task: { id: string }) => task.id === id,
  );
  const [first, second] = stepped.subtasks as { id: string }[];
  await api.post(inPlan(`/api/tasks/${id}/subtasks/${first?.id}/toggle`));
  await api.request('PATCH', inPlan(`/api/tasks/${id}`), {
    notes: 'Bring the insurance card',
    assigneeId: await idOf(owner),
  });
  const scheduled = await api.request('PUT', inPlan(`/api/tasks/${id}/schedule`), {
    dueDate: '2026-01-18',
    reminder: '1_day',
  });
  expect(scheduled.status, scheduled.text).toBe(200);
  await api.request('PUT', inPlan(`/api/tasks/${id}/subtasks/${second?.id}/schedule`), {
    dueDate: '2026-01-17',
  });
  const doc = await api.request(
    'POST',
    `/api/plans/${planId}/documents`,
    uploadForm(undefined, 'referral.pdf', id),
  );
  expect(doc.status, doc.text).toBe(201);
  const answer = await api.get(inPlan('/api/tasks?category=healthcare'));
  return {
    task: answer.json.tasks.find((task: { id: string }) => task.id === id),
    documentId: doc.json.id as string,
  };
}

/** Every read of the plan a member or an app makes, as text: the task's id must not be in any. */
async function everyRead() {
  const { api } = owner;
  const feed = await subscribe(api, planId);
  const reads = await Promise.all([
    api.get(inPlan('/api/tasks')),
    api.get(inPlan('/api/tasks/overview')),
    api.get(inPlan('/api/tasks?category=healthcare')),
    api.get(inPlan('/api/tasks?assigned=me')),
    api.get(inPlan('/api/calendar?from=2026-01-01&to=2026-01-31')),
    t.client().get(feed.path),
    api.get('/api/account/export/tasks.csv'),
  ]);
  for (const read of reads) expect(read.status, read.text).toBe(200);
  return reads.map((read) => read.text).join('\n');
}

const restore = (taskId: string, as: Member = owner) =>
  as.api.post(inPlan(`/api/tasks/${taskId}/restore`));
const listOf = async (as: Member = owner) => as.api.get(`/api/plans/${planId}/recently-deleted`);

describe('a deleted task', () => {
  it('leaves every read of the plan, waits in Recently deleted, and comes back whole', async () => {
    const { task, documentId } = await fullTask('Book the audiology visit');
    // The plan's owner opens the plan's own tasks in the export: it reads the shared plan.
    await owner.api.post(`/api/plans/${planId}/opened`);
    expect(await everyRead()).toContain(task.id);
    const before = (await owner.api.get(inPlan('/api/tasks'))).json;

    const deleted = await owner.api.request('DELETE', inPlan(`/api/tasks/${task.id}`));
    expect(deleted.status).toBe(200);
    expect(deleted.json.progress.overall.total).toBe(before.progress.overall.total - 1);
    expect(await everyRead()).not.toContain(task.id);
    const members = (await owner.api.get(`/api/plans/${planId}/members`)).json.members;
    expect(members.find((m: { email: string }) => m.email === owner.email).openTasks).toBe(0);
    // Its document stays with the plan, unattached while the task is away.
    const docs = (await owner.api.get(`/api/plans/${planId}/documents`)).json.documents;
    expect(docs.find((d: { id: string }) => d.id === documentId).taskId).toBeNull();
    // No change reaches it, and no reminder is owed.
    expect((await owner.api.post(inPlan(`/api/tasks/${task.id}/toggle`))).status).toBe(404);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row?.remindAt).toBeNull();

    const listed = await listOf();
    expect(listed.status).toBe(200);
    expect(listed.json.days).toBe(RECENTLY_DELETED.days);
    expect(listed.json.items[0]).toMatchObject({
      kind: 'task',
      id: task.id,
      name: 'Book the audiology visit',
      categoryId: 'healthcare',
      steps: 2,
      deletedBy: owner.email,
      deletedAt: t.clock.now().toISOString(),
      purgeAt: new Date(t.clock.now().getTime() + RECENTLY_DELETED.days * DAY_MS).toISOString(),
    });

    const restored = await restore(task.id);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json.task).toEqual(task);
    expect(restored.json.progress).toEqual(before.progress);
    expect(await everyRead()).toContain(task.id);
    const back = (await owner.api.get(`/api/plans/${planId}/documents`)).json.documents;
    expect(back.find((d: { id: string }) => d.id === documentId).taskId).toBe(task.id);
    const [again] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    // Its reminder (the day before, at 8:00) is owed again.
    expect(again?.remindAt).toEqual(new Date('2026-01-17T08:00:00Z'));
    expect((await listOf()).json.items.map((item: { id: string }) => item.id)).not.toContain(
      task.id,
    );
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'restore_task'), eq(auditLogs.resourceId, task.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userEmail: owner.email, planId });
    // A second restore (another member was quicker) changes nothing and records nothing.
    expect((await restore(task.id)).status).toBe(200);
  });

  it('is for caregivers and owners: a viewer neither lists nor restores', async () => {
    const made = await owner.api.post(inPlan('/api/tasks'), { title: 'Old errand' });
    await owner.api.request('DELETE', inPlan(`/api/tasks/${made.json.task.id}`));
    expect((await listOf(viewer)).status).toBe(403);
    const refused = await restore(made.json.task.id, viewer);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('plan_role');
  });

  it('can be restored for 30 days; after them it is not listed, not restorable, and purged', async () => {
    const made = await owner.api.post(inPlan('/api/tasks'), { title: 'Renew the parking permit' });
    const id = made.json.task.id as string;
    await owner.api.request('DELETE', inPlan(`/api/tasks/${id}`));
    const longAgo = new Date(t.clock.now().getTime() - RECENTLY_DELETED.days * DAY_MS);
    await t.database.db.update(tasks).set({ deletedAt: longAgo }).where(eq(tasks.id, id));
    expect((await listOf()).json.items.map((item: { id: string }) => item.id)).not.toContain(id);
    const refused = await restore(id);
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe(
      'This was deleted more than 30 days ago and cannot be brought back.',
    );
    await purgeRecentlyDeleted(t.deps);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.id, id))).toEqual([]);
  });

  it('keeps at most the newest 1,000 deleted tasks of a plan: the oldest go first', async () => {
    const { api } = await t.signedInUser();
    const own = await ownPlanId(api);
    const old = new Date(t.clock.now().getTime() - DAY_MS);
    await t.database.db.insert(tasks).values(
      Array.from({ length: RECENTLY_DELETED.items }, (_, n) => ({
        planId: own,
        categoryId: 'housing',
        title: `Deleted ${n}`,
        position: 100 + n,
        createdAt: old,
        updatedAt: old,
        deletedAt: new Date(old.getTime() + n),
      })),
    );
    const made = await api.post('/api/tasks', { title: 'One more' });
    expect((await api.request('DELETE', `/api/tasks/${made.json.task.id}`)).status).toBe(200);
    const waiting = await t.database.db
      .select({ title: tasks.title })
      .from(tasks)
      .where(and(eq(tasks.planId, own), isNotNull(tasks.deletedAt)));
    expect(waiting).toHaveLength(RECENTLY_DELETED.items);
    expect(waiting.map((row) => row.title)).not.toContain('Deleted 0');
    expect(waiting.map((row) => row.title)).toContain('One more');
  });
});

describe('a deleted step', () => {
  it('comes back to its place, open as it was, and opens its finished task again', async () => {
    const made = await owner.api.post(inPlan('/api/tasks'), { title: 'Sort the pill box' });
    const id = made.json.task.id as string;
    let answer = made;
    for (const step of ['Monday', 'Tuesday', 'Wednesday']) {
      answer = await owner.api.post(inPlan(`/api/tasks/${id}/subtasks`), { title: step });
    }
    const [monday, tuesday, wednesday] = answer.json.task.subtasks as { id: string }[];
    await owner.api.post(inPlan(`/api/tasks/${id}/subtasks/${monday?.id}/toggle`));
    await owner.api.post(inPlan(`/api/tasks/${id}/subtasks/${wednesday?.id}/toggle`));
    // Deleting the one open step finishes the task (spec section 4).
    const deleted = await owner.api.request(
      'DELETE',
      inPlan(`/api/tasks/${id}/subtasks/${tuesday?.id}`),
    );
    expect(deleted.json.task.completed).toBe(true);
    const listed = (await listOf()).json.items.find(
      (item: { id: string }) => item.id === tuesday?.id,
    );
    expect(listed).toMatchObject({
      kind: 'subtask',
      id: tuesday?.id,
      name: 'Tuesday',
      taskId: id,
      taskTitle: 'Sort the pill box',
      deletedBy: owner.email,
    });

    const restored = await owner.api.post(
      inPlan(`/api/tasks/${id}/subtasks/${tuesday?.id}/restore`),
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json.task.completed).toBe(false);
    expect(
      restored.json.task.subtasks.map((s: { title: string; completed: boolean }) => [
        s.title,
        s.completed,
      ]),
    ).toEqual([
      ['Monday', true],
      ['Tuesday', false],
      ['Wednesday', true],
    ]);
    const [entry] = await t.database.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'restore_subtask'), eq(auditLogs.resourceId, id)));
    expect(entry?.n).toBe(1);
  });

  it('of a deleted task comes back with its task, not on its own', async () => {
    const made = await owner.api.post(inPlan('/api/tasks'), { title: 'Clear the gutters' });
    const id = made.json.task.id as string;
    const stepped = await owner.api.post(inPlan(`/api/tasks/${id}/subtasks`), { title: 'Ladder' });
    const stepId = stepped.json.task.subtasks[0].id as string;
    await owner.api.request('DELETE', inPlan(`/api/tasks/${id}`));
    const ids = (await listOf()).json.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(stepId);
    const [row] = await t.database.db.select().from(subtasks).where(eq(subtasks.id, stepId));
    expect(row?.deletedAt).toBeNull();
  });
});
