import { eq, inArray } from 'drizzle-orm';
import type { TaskChange } from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../auth/require-user';
import type { Transaction } from '../../db/client';
import { type SubtaskRow, subtasks, type TaskRow, tasks } from '../../db/schema';
import { type AuditEntry, auditBy, recordAudit } from '../audit/record-audit';
import { answerFor, type Viewer } from './task-view';

// How every change to tasks and subtasks is written: the change and its audit entry in one
// transaction, so an acknowledged change always has its audit entry.

export type Deps = Pick<AppDeps, 'database' | 'clock' | 'authSecret'>;

export const viewerOf = (deps: Deps, actor: Actor): Viewer => ({
  owner: actor.user,
  authSecret: deps.authSecret,
  now: deps.clock.now(),
});

/** Runs a change and writes its audit entry in the same transaction. */
export function changeWithAudit<T>(
  deps: Deps,
  actor: Actor,
  change: (
    tx: Transaction,
  ) => Promise<{ result: T; audit: Omit<AuditEntry, 'userId' | 'userEmail' | 'ipAddress'> }>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    await recordAudit(tx, deps.clock.now(), auditBy(actor, { resourceType: 'task', ...audit }));
    return result;
  });
}

type Details = Record<string, unknown>;

/**
 * A change to one existing task: `work` makes it inside the transaction and may say what the
 * audit entry's details are; the answer is the task as stored now, with the new progress.
 */
export function changeTask(
  deps: Deps,
  actor: Actor,
  taskId: string,
  action: string,
  work: (tx: Transaction) => Promise<Details | ((result: TaskChange) => Details)>,
): Promise<TaskChange> {
  return changeWithAudit(deps, actor, async (tx) => {
    const details = await work(tx);
    const result = await answerFor(tx, viewerOf(deps, actor), taskId);
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

/** Saves a task's completion and its subtasks' after a shared rule has decided them. */
export async function saveCompletion(
  tx: Transaction,
  before: { row: TaskRow; rowSubtasks: SubtaskRow[] },
  after: { completed: boolean; subtasks: { id: string; completed: boolean }[] },
  now: Date,
) {
  await tx
    .update(tasks)
    .set({ completed: after.completed, updatedAt: now })
    .where(eq(tasks.id, before.row.id));
  const changed = after.subtasks.filter(
    (subtask) =>
      before.rowSubtasks.find((old) => old.id === subtask.id)?.completed !== subtask.completed,
  );
  for (const completed of [true, false]) {
    const ids = changed.filter((subtask) => subtask.completed === completed).map((s) => s.id);
    if (ids.length) await tx.update(subtasks).set({ completed }).where(inArray(subtasks.id, ids));
  }
}
