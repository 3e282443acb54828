import { count, eq } from 'drizzle-orm';
import type { TaskChange } from '../../../shared/schemas/tasks';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import { lockPlan } from '../../db/lock-plan';
import { subtasks, tasks } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { remindAtInPlan } from '../calendar';
import { GONE_MESSAGE, restorableSince } from './deleted-tasks';
import { checkPlanSubtaskCount, checkPlanTaskCount } from './plan-rules';
import { changeWithAudit, type Deps, saveCompletion, viewerOf } from './task-change';
import { answerFrom, livePlanTasks, loadTask } from './task-view';

// Bringing a task or a step back from 'Recently deleted' (decision record 087). Every function
// takes (deps, actor, input) and answers the task as stored now. Something already back (another
// member restored it first) is answered as it is, with nothing written.

const gone = () => notFound(GONE_MESSAGE);

/**
 * The task comes back whole, where it was: its steps (those not deleted on their own), notes,
 * dates, history, assignee and documents, and its reminder if one is still ahead.
 */
export function restoreTask(
  deps: Deps,
  actor: PlanActor,
  input: { taskId: string },
): Promise<TaskChange> {
  refuseDemo(actor.user, 'restore tasks');
  return changeWithAudit(deps, actor, async (tx) => {
    await lockPlan(tx, actor.plan.id);
    const loaded = await loadTask(tx, actor.plan.id, input.taskId, {
      forUpdate: true,
      withDeleted: true,
    });
    const viewer = viewerOf(deps, actor);
    const { deletedAt } = loaded.row;
    if (!deletedAt) return { result: await answerFrom(tx, viewer, loaded), audit: undefined };
    const now = deps.clock.now();
    if (deletedAt <= restorableSince(now)) throw gone();
    const [live] = await tx.select({ n: count() }).from(tasks).where(livePlanTasks(actor.plan.id));
    checkPlanTaskCount(live?.n ?? 0);
    const remindAt = await remindAtInPlan(tx, actor.plan.id, loaded.row, now);
    const [row] = await tx
      .update(tasks)
      .set({ deletedAt: null, deletedBy: null, remindAt })
      .where(eq(tasks.id, loaded.row.id))
      .returning();
    const result = await answerFrom(tx, viewer, {
      row: row ?? loaded.row,
      rowSubtasks: loaded.rowSubtasks,
    });
    return {
      result,
      audit: {
        action: 'restore_task',
        resourceId: loaded.row.id,
        resourceCategory: loaded.row.categoryId,
        details: { title: loaded.row.title, steps: loaded.rowSubtasks.length },
      },
    };
  });
}

/**
 * A step comes back to its task, where it was, done or not as it was. An open step makes a
 * finished task open again, as adding one does; a done one changes nothing else.
 */
export function restoreSubtask(
  deps: Deps,
  actor: PlanActor,
  input: { taskId: string; subtaskId: string },
): Promise<TaskChange> {
  refuseDemo(actor.user, 'restore subtasks');
  return changeWithAudit(deps, actor, async (tx) => {
    const before = await loadTask(tx, actor.plan.id, input.taskId, { forUpdate: true });
    const [step] = await tx.select().from(subtasks).where(eq(subtasks.id, input.subtaskId));
    if (!step || step.taskId !== before.row.id) throw notFound('Subtask not found');
    const viewer = viewerOf(deps, actor);
    if (!step.deletedAt) return { result: await answerFrom(tx, viewer, before), audit: undefined };
    const now = deps.clock.now();
    if (step.deletedAt <= restorableSince(now)) throw gone();
    checkPlanSubtaskCount(before.rowSubtasks.length);
    await tx
      .update(subtasks)
      .set({ deletedAt: null, deletedBy: null })
      .where(eq(subtasks.id, step.id));
    const restored = { ...step, deletedAt: null, deletedBy: null };
    const rowSubtasks = [...before.rowSubtasks, restored].sort((a, b) => a.position - b.position);
    const completed = before.row.completed && restored.completed;
    const saved = await saveCompletion(
      tx,
      { row: before.row, rowSubtasks },
      { completed, subtasks: rowSubtasks },
      { userId: actor.user.id, now },
    );
    return {
      result: await answerFrom(tx, viewer, saved.written),
      audit: {
        action: 'restore_subtask',
        resourceId: before.row.id,
        resourceCategory: before.row.categoryId,
        details: { subtaskId: step.id, title: step.title },
      },
    };
  });
}
