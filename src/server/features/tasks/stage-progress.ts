import { sql } from 'drizzle-orm';
import { stageFor } from '../../../shared/content/library/by-key';
import { stageProgressFromCounts } from '../../../shared/rules/tasks';
import type { StageProgress } from '../../../shared/schemas/tasks';
import type { Executor } from '../../db/client';
import { tasks } from '../../db/schema';
import { livePlanTasks } from './task-view';

/**
 * The plan by stage (record 097): one grouped, indexed query, a row per library task the plan
 * holds (at most the library's size, however large the plan), each key's stage read from the
 * library.
 */
export async function stageProgressFor(db: Executor, planId: string): Promise<StageProgress> {
  const counts = await db
    .select({
      libraryKey: tasks.libraryKey,
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${tasks.completed}))::int`,
    })
    .from(tasks)
    .where(livePlanTasks(planId))
    .groupBy(tasks.libraryKey);
  return stageProgressFromCounts(
    counts.map(({ libraryKey, total, completed }) => ({
      stage: stageFor(libraryKey),
      total,
      completed,
    })),
  );
}
