import { eq, inArray } from 'drizzle-orm';
import type { TaskChange } from '../../../shared/schemas/tasks';
import type { PlanActor } from '../../auth/plan-access';
import type { Transaction } from '../../db/client';
import { subtasks, type TaskRow, tasks } from '../../db/schema';
import { publishPlanChange } from '../../lib/plan-events';
import type { DbDeps, SigningDeps } from '../../service-deps';
import type { AuditEntry } from '../audit';
import { auditedChange } from '../audit';
import { remindAtInPlan } from '../calendar';
import { completeOccurrence, isRepeating } from './repeat-completion';
import { answerFor, answerFrom, type LoadedTask, type Viewer } from './task-view';

// How every change to tasks and subtasks is written: the change and its audit entry in one
// transaction, so an acknowledged change always has its audit entry.

export type Deps = DbDeps & SigningDeps;

export const viewerOf = (deps: Deps, actor: PlanActor): Viewer => ({
  plan: actor.plan,
  userId: actor.user.id,
  authSecret: deps.authSecret,
  now: deps.clock.now(),
  locale: actor.locale,
});

/**
 * Runs a change in the actor's plan and writes its audit entry, read by the plan's members, in
 * the same transaction, which also publishes the change to the plan's open pages: delivered on
 * commit only, so a page never hears of a change that was rolled back (decision record 046).
 * A change that found nothing to do (no `audit`) writes no entry and tells no page.
 */
export function changeWithAudit<T>(
  deps: Deps,
  actor: PlanActor,
  change: (tx: Transaction) => Promise<{
    result: T;
    audit: Omit<AuditEntry, 'userId' | 'userEmail' | 'ipAddress' | 'planId'> | undefined;
  }>,
): Promise<T> {
  return auditedChange(deps, actor, async (tx, now) => {
    const { result, audit } = await change(tx);
    if (!audit) return { result, audit: undefined };
    return {
      result,
      audit: { resourceType: 'task', planId: actor.plan.id, ...audit },
      notify: (same) =>
        publishPlanChange(same, {
          planId: actor.plan.id,
          kind: 'task',
          taskId: audit.resourceId,
          by: actor.user.id,
          page: actor.pageId,
          at: now,
        }),
    };
  });
}

type Details = Record<string, unknown>;

/**
 * A change to one existing task: `work` makes it inside the transaction and may say what the
 * audit entry's details are; the answer is the task as stored now, with the new progress. A
 * change that knows the task as it wrote it hands it to `written`, and the answer is made from
 * that instead of reading the task again.
 */
export function changeTask(
  deps: Deps,
  actor: PlanActor,
  taskId: string,
  action: string,
  work: (
    tx: Transaction,
    written: (task: LoadedTask) => void,
  ) => Promise<Details | ((result: TaskChange) => Details)>,
): Promise<TaskChange> {
  return changeWithAudit(deps, actor, async (tx) => {
    let kept: LoadedTask | undefined;
    const details = await work(tx, (task) => {
      kept = task;
    });
    const viewer = viewerOf(deps, actor);
    const result = kept ? await answerFrom(tx, viewer, kept) : await answerFor(tx, viewer, taskId);
    return {
      result,
      audit: {
        action,
        resourceId: taskId,
        resourceCategory: result.task.categoryId,
        details: typeof details === 'function' ? details(result) : details,
      },
    };
  });
}

/** The completion columns of a task: who finished it and when, kept while it stays finished. */
export function completionBy(
  before: Pick<TaskRow, 'completed' | 'completedBy' | 'completedAt'>,
  completed: boolean,
  by: { userId: string; now: Date },
) {
  if (!completed) return { completed, completedBy: null, completedAt: null };
  if (before.completed) {
    return { completed, completedBy: before.completedBy, completedAt: before.completedAt };
  }
  return { completed, completedBy: by.userId, completedAt: by.now };
}

/**
 * Saves a task's completion and its subtasks' after a shared rule has decided them. Ticking a
 * repeating task done completes its current occurrence instead (decision record 047): the history
 * keeps it and the task moves on to the next one. Answers that occurrence, if it was one, and the
 * task as written.
 */
export async function saveCompletion(
  tx: Transaction,
  before: LoadedTask,
  after: { completed: boolean; subtasks: { id: string; completed: boolean }[] },
  by: { userId: string; now: Date },
  options: { byTask?: boolean } = {},
): Promise<{
  occurrence: { occurrenceDate: string; nextDueDate: string | null } | null;
  written: LoadedTask;
}> {
  if (after.completed && !before.row.completed && isRepeating(before.row)) {
    const { row, ...occurrence } = await completeOccurrence(tx, before.row, by);
    // Moved on to a next occurrence: every step unticked; a rule that has ended: steps as they were.
    const rowSubtasks =
      occurrence.nextDueDate === null
        ? before.rowSubtasks
        : before.rowSubtasks.map((subtask) => ({ ...subtask, completed: false }));
    return { occurrence, written: { row, rowSubtasks } };
  }
  const completion = completionBy(before.row, after.completed, by);
  // Done: no reminder is owed; opened again: the reminder of its due date, if still ahead.
  const remindAt =
    after.completed === before.row.completed
      ? {}
      : {
          remindAt: await remindAtInPlan(
            tx,
            before.row.planId,
            { ...before.row, ...completion },
            by.now,
          ),
        };
  const [row] = await tx
    .update(tasks)
    .set({ ...completion, ...remindAt, updatedAt: by.now })
    .where(eq(tasks.id, before.row.id))
    .returning();
  if (!row) throw new Error('the locked task has no row');
  const changed = after.subtasks.filter(
    (subtask) =>
      before.rowSubtasks.find((old) => old.id === subtask.id)?.completed !== subtask.completed,
  );
  // Steps a tick of the task marked done remember it, for its Undo (decision D13); a step ticked
  // by hand forgets it, and so does every step once the task is open again.
  const ticked = new Set<string>();
  for (const completed of [true, false]) {
    const ids = changed.filter((subtask) => subtask.completed === completed).map((s) => s.id);
    const tickedWithTask = completed && options.byTask === true;
    if (tickedWithTask) for (const id of ids) ticked.add(id);
    if (ids.length) {
      await tx.update(subtasks).set({ completed, tickedWithTask }).where(inArray(subtasks.id, ids));
    }
  }
  const reopened = !after.completed && before.row.completed;
  if (reopened && before.rowSubtasks.some((subtask) => subtask.tickedWithTask)) {
    await tx
      .update(subtasks)
      .set({ tickedWithTask: false })
      .where(eq(subtasks.taskId, before.row.id));
  }
  const ticks = new Map(after.subtasks.map((subtask) => [subtask.id, subtask.completed]));
  const rowSubtasks = before.rowSubtasks.map((subtask) => {
    const completed = ticks.get(subtask.id) ?? subtask.completed;
    const changedNow = completed !== subtask.completed;
    const remembers = changedNow ? ticked.has(subtask.id) : subtask.tickedWithTask && !reopened;
    return { ...subtask, completed, tickedWithTask: remembers };
  });
  return { occurrence: null, written: { row, rowSubtasks } };
}
