import type { LibraryEntry } from '../../../shared/content/library/library-entry';
import { starterTasks } from '../../../shared/content/library/starters';
import { TASK_VIDEO_BASE_URL } from '../../../shared/external-links';
import type { Executor } from '../../db/client';
import { subtasks, tasks } from '../../db/schema';

/** What a plan's task copies of a library entry: its words, steps, key and video. */
type CopiedEntry = Pick<
  LibraryEntry,
  'key' | 'categoryId' | 'title' | 'description' | 'subtasks' | 'hasVideo'
>;

/**
 * Writes a plan's own copies of library entries, from `firstPosition` on in the order given, each
 * with its subtasks. The notes are the family's and start empty; the library's guidance is read
 * by `libraryKey` when a task is read (decision record 094), never copied. Answers the new
 * tasks' ids, in the same order.
 */
export async function insertLibraryTasks(
  db: Executor,
  planId: string,
  entries: readonly CopiedEntry[],
  firstPosition: number,
  now: Date,
): Promise<string[]> {
  if (entries.length === 0) return [];
  const inserted = await db
    .insert(tasks)
    .values(
      entries.map((entry, index) => ({
        planId,
        categoryId: entry.categoryId,
        title: entry.title,
        description: entry.description,
        libraryKey: entry.key,
        videoUrl: entry.hasVideo ? `${TASK_VIDEO_BASE_URL}${entry.key}.mp4` : null,
        position: firstPosition + index,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: tasks.id, libraryKey: tasks.libraryKey });
  const idByKey = new Map(inserted.map((row) => [row.libraryKey, row.id]));
  const steps = entries.flatMap((entry) =>
    entry.subtasks.map((title, position) => ({
      taskId: idByKey.get(entry.key) as string,
      title,
      position,
    })),
  );
  if (steps.length > 0) await db.insert(subtasks).values(steps);
  return entries.map((entry) => idByKey.get(entry.key) as string);
}

/** Gives a new care plan its own copies of the library's starter tasks, with their subtasks. */
export async function copyTaskLibrary(db: Executor, planId: string, now: Date): Promise<void> {
  await insertLibraryTasks(db, planId, starterTasks, 0, now);
}
