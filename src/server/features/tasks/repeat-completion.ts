import { and, eq, isNull } from 'drizzle-orm';
import { todayIn } from '../../../shared/format';
import type { Transaction } from '../../db/client';
import { subtasks, type TaskRow, taskCompletions, tasks } from '../../db/schema';
import { nextDueDate, planTimeZone, remindAtFor } from '../calendar';

// Completing an occurrence of a repeating task (decision record 047): the occurrence goes into
// the history, and the task moves on to its next occurrence instead of being marked done.

/** Whether ticking this task done completes an occurrence rather than the task. */
export const isRepeating = (row: Pick<TaskRow, 'repeatRule' | 'dueDate'>) =>
  row.repeatRule !== null && row.dueDate !== null;

/**
 * Records the task's current occurrence as done by `by` and moves the task on: the next due
 * date, every step unticked, the reminder of the next occurrence. A rule with no occurrence left
 * leaves the task done, like a one-off. Answers the occurrence done and the next due date.
 */
export async function completeOccurrence(
  tx: Transaction,
  row: TaskRow,
  by: { userId: string; now: Date },
): Promise<{ occurrenceDate: string; nextDueDate: string | null; row: TaskRow }> {
  const occurrenceDate = row.dueDate as string;
  const timeZone = await planTimeZone(tx, row.planId);
  const today = todayIn(timeZone, by.now);
  const next = nextDueDate(row.repeatRule as string, occurrenceDate, today);
  await tx.insert(taskCompletions).values({
    taskId: row.id,
    occurrenceDate,
    completedBy: by.userId,
    completedAt: by.now,
  });
  if (next === null) {
    const [done] = await tx
      .update(tasks)
      .set({
        completed: true,
        completedBy: by.userId,
        completedAt: by.now,
        remindAt: null,
        updatedAt: by.now,
      })
      .where(eq(tasks.id, row.id))
      .returning();
    return { occurrenceDate, nextDueDate: null, row: done ?? row };
  }
  const remindAt = remindAtFor(
    { dueDate: next, reminderLead: row.reminderLead, completed: false },
    timeZone,
    today,
  );
  const [moved] = await tx
    .update(tasks)
    .set({
      dueDate: next,
      completed: false,
      completedBy: null,
      completedAt: null,
      remindAt,
      updatedAt: by.now,
    })
    .where(eq(tasks.id, row.id))
    .returning();
  // A deleted step waits in 'Recently deleted' as it was (record 087): only the task's own reset.
  await tx
    .update(subtasks)
    .set({ completed: false, tickedWithTask: false })
    .where(and(eq(subtasks.taskId, row.id), isNull(subtasks.deletedAt)));
  return { occurrenceDate, nextDueDate: next, row: moved ?? row };
}
