import { desc, eq } from 'drizzle-orm';
import type { TaskCompletion } from '../../../shared/schemas/calendar';
import type { Executor } from '../../db/client';
import { taskCompletions } from '../../db/schema';

// A repeating task's completed occurrences as members read them (decision record 047).

/** A row of `task_completions`, or the same read through JSON (its instant as text). */
export type CompletionFields = {
  occurrenceDate: string;
  completedBy: string | null;
  completedAt: Date | string;
};

export const toCompletion = (row: CompletionFields): TaskCompletion => ({
  occurrenceDate: row.occurrenceDate,
  completedById: row.completedBy,
  completedAt: new Date(row.completedAt).toISOString(),
});

/** The latest completed occurrence of a task, if any. */
export async function lastCompletionOf(
  db: Executor,
  taskId: string,
): Promise<CompletionFields | null> {
  const [row] = await db
    .select()
    .from(taskCompletions)
    .where(eq(taskCompletions.taskId, taskId))
    .orderBy(desc(taskCompletions.completedAt))
    .limit(1);
  return row ?? null;
}
