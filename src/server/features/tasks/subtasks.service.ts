import { eq, max } from 'drizzle-orm';
import * as rules from '../../../shared/rules/tasks';
import type { TaskChange } from '../../../shared/schemas/tasks';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import { subtasks, tasks } from '../../db/schema';
import { remindAtInPlan } from '../calendar';
import { keepRecentlyDeletedBounded } from './deleted-tasks';
import { checkDemoSubtaskCount, refuseDemoOutsideHousing } from './demo-rules';
import { checkPlanSubtaskCount } from './plan-rules';
import { changeTask, type Deps, saveCompletion, viewerOf } from './task-change';
import { answerFor, loadTask, loadTaskWithSubtask } from './task-view';

// Changes to a task's subtasks. Every function takes (deps, actor, input); each answers the
// task as stored now, with the new progress.

/** Adds a subtask; a blank title is ignored, as the spec says: the task comes back unchanged. */
export async function addSubtask(
  deps: Deps,
  actor: PlanActor,
  input: { taskId: string; title: string },
): Promise<TaskChange> {
  const title = input.title.trim();
  const viewer = viewerOf(deps, actor);
  if (!title) return answerFor(deps.database.db, viewer, input.taskId);
  return changeTask(deps, actor, input.taskId, 'update_task', async (tx) => {
    const before = await loadTask(tx, actor.plan.id, input.taskId, { forUpdate: true });
    refuseDemoOutsideHousing(actor.user, before.row.categoryId, 'add subtasks');
    checkDemoSubtaskCount(actor.user, before.rowSubtasks.length);
    checkPlanSubtaskCount(before.rowSubtasks.length);
    // After every step, deleted ones too: one restored from 'Recently deleted' keeps its place.
    const [last] = await tx
      .select({ position: max(subtasks.position) })
      .from(subtasks)
      .where(eq(subtasks.taskId, input.taskId));
    await tx.insert(subtasks).values({
      taskId: input.taskId,
      title,
      position: (last?.position ?? -1) + 1,
    });
    // A new open subtask means the task is not finished any more: its reminder is owed again.
    const now = deps.clock.now();
    const remindAt = before.row.completed
      ? {
          remindAt: await remindAtInPlan(
            tx,
            actor.plan.id,
            { ...before.row, completed: false },
            now,
          ),
        }
      : {};
    await tx
      .update(tasks)
      .set({ completed: false, completedBy: null, completedAt: null, ...remindAt, updatedAt: now })
      .where(eq(tasks.id, input.taskId));
    return { addedSubtask: title };
  });
}

export function toggleSubtask(
  deps: Deps,
  actor: PlanActor,
  input: { taskId: string; subtaskId: string },
) {
  return changeTask(deps, actor, input.taskId, 'toggle_subtask_completion', async (tx, written) => {
    const { taskId, subtaskId } = input;
    const before = await loadTaskWithSubtask(tx, actor.plan.id, taskId, subtaskId, {
      forUpdate: true,
    });
    refuseDemoOutsideHousing(actor.user, before.row.categoryId, 'toggle subtasks');
    const after = rules.toggleSubtask(
      { completed: before.row.completed, subtasks: before.rowSubtasks },
      input.subtaskId,
    );
    const by = { userId: actor.user.id, now: deps.clock.now() };
    written((await saveCompletion(tx, before, after, by)).written);
    return { subtaskId: input.subtaskId };
  });
}

/** Moves the step to 'Recently deleted' (decision record 087); its task counts it no more. */
export function deleteSubtask(
  deps: Deps,
  actor: PlanActor,
  input: { taskId: string; subtaskId: string },
) {
  refuseDemo(actor.user, 'delete subtasks');
  return changeTask(deps, actor, input.taskId, 'delete_subtask', async (tx, written) => {
    const { taskId, subtaskId } = input;
    const before = await loadTaskWithSubtask(tx, actor.plan.id, taskId, subtaskId, {
      forUpdate: true,
    });
    const after = rules.deleteSubtask(
      { completed: before.row.completed, subtasks: before.rowSubtasks },
      input.subtaskId,
    );
    const now = deps.clock.now();
    await tx
      .update(subtasks)
      .set({ deletedAt: now, deletedBy: actor.user.id, tickedWithTask: false })
      .where(eq(subtasks.id, input.subtaskId));
    await keepRecentlyDeletedBounded(tx, actor.plan.id, 'subtask');
    // Deleting the last open step completes the task like ticking it would (a repeating task's
    // occurrence included); the remaining steps keep their ticks.
    const remaining = before.rowSubtasks.filter((subtask) => subtask.id !== input.subtaskId);
    const saved = await saveCompletion(
      tx,
      { row: before.row, rowSubtasks: remaining },
      { completed: after.completed, subtasks: remaining },
      { userId: actor.user.id, now },
    );
    written(saved.written);
    return { subtaskId: input.subtaskId };
  });
}
