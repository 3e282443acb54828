import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { addMember, type Member } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// Undo of a tick (issue 56, decision D13, record 087): ticking a task marks its steps done;
// un-ticking it leaves them so (the spec's rule); Undo puts back the steps the tick marked done.

let t: TestApp;
let owner: Member;
let viewer: Member;
let planId: string;
const inPlan = (path: string) => `${path}?plan=${planId}`;

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  owner = await t.signedInUser();
  viewer = await t.signedInUser();
  planId = await addMember(t, owner, viewer, 'viewer');
});
afterAll(() => t.close());

/** A task of four steps, the first and third done by hand. */
async function halfDone(title: string) {
  const made = await owner.api.post(inPlan('/api/tasks'), { title });
  const id = made.json.task.id as string;
  let answer = made;
  for (const step of ['Call', 'Book', 'Remind', 'Go']) {
    answer = await owner.api.post(inPlan(`/api/tasks/${id}/subtasks`), { title: step });
  }
  const steps = answer.json.task.subtasks as { id: string }[];
  for (const step of [steps[0], steps[2]]) {
    await owner.api.post(inPlan(`/api/tasks/${id}/subtasks/${step?.id}/toggle`));
  }
  return { id, steps };
}

const ticks = (task: { subtasks: { completed: boolean }[] }) =>
  task.subtasks.map((step) => step.completed);

describe('Undo of a tick', () => {
  it('opens the task and exactly the steps the tick marked done', async () => {
    const { id } = await halfDone('Dentist for Dad');
    const ticked = await owner.api.post(inPlan(`/api/tasks/${id}/toggle`));
    expect(ticks(ticked.json.task)).toEqual([true, true, true, true]);

    const undone = await owner.api.post(inPlan(`/api/tasks/${id}/undo-complete`));
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json.task.completed).toBe(false);
    expect(undone.json.task.completedById).toBeNull();
    expect(ticks(undone.json.task)).toEqual([true, false, true, false]);
    expect(undone.json.progress.overall.completed).toBe(ticked.json.progress.overall.completed - 1);
    const entries = await t.database.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, id), eq(auditLogs.action, 'toggle_task_completion')));
    expect(entries.map((row) => row.details)).toContainEqual({
      completed: false,
      undo: true,
      stepsOpened: 2,
    });
  });

  it('is not what un-ticking does: un-ticking leaves every step done (spec section 4)', async () => {
    const { id } = await halfDone('Flu jab');
    await owner.api.post(inPlan(`/api/tasks/${id}/toggle`));
    const unticked = await owner.api.post(inPlan(`/api/tasks/${id}/toggle`));
    expect(unticked.json.task.completed).toBe(false);
    expect(ticks(unticked.json.task)).toEqual([true, true, true, true]);
    // Once opened, the tick is forgotten: a later Undo has nothing to put back.
    const undone = await owner.api.post(inPlan(`/api/tasks/${id}/undo-complete`));
    expect(undone.status).toBe(200);
    expect(ticks(undone.json.task)).toEqual([true, true, true, true]);
  });

  it('leaves a step ticked by hand since as it is', async () => {
    const { id, steps } = await halfDone('Order the wheelchair');
    await owner.api.post(inPlan(`/api/tasks/${id}/toggle`));
    // 'Go' is unticked and ticked again by hand: it was done by hand, not by the task's tick.
    await owner.api.post(inPlan(`/api/tasks/${id}/subtasks/${steps[3]?.id}/toggle`));
    const retick = await owner.api.post(inPlan(`/api/tasks/${id}/subtasks/${steps[3]?.id}/toggle`));
    expect(retick.json.task.completed).toBe(true);
    const undone = await owner.api.post(inPlan(`/api/tasks/${id}/undo-complete`));
    expect(undone.json.task.completed).toBe(false);
    expect(ticks(undone.json.task)).toEqual([true, true, true, true]);
  });

  it('answers an open task as it is, recording nothing, and is refused to a viewer', async () => {
    const { id } = await halfDone('Sort the post');
    const before = await t.database.db.select().from(auditLogs).where(eq(auditLogs.resourceId, id));
    const answer = await owner.api.post(inPlan(`/api/tasks/${id}/undo-complete`));
    expect(answer.status).toBe(200);
    expect(ticks(answer.json.task)).toEqual([true, false, true, false]);
    const after = await t.database.db.select().from(auditLogs).where(eq(auditLogs.resourceId, id));
    expect(after).toHaveLength(before.length);
    await owner.api.post(inPlan(`/api/tasks/${id}/toggle`));
    expect((await viewer.api.post(inPlan(`/api/tasks/${id}/undo-complete`))).status).toBe(403);
  });
});
