import { taskLibrary } from '../../../shared/content/task-library';
import { TASK_VIDEO_BASE_URL } from '../../../shared/external-links';
import type { Executor } from '../../db/client';
import { subtasks, tasks } from '../../db/schema';

/**
 * Gives a new care plan its own copy of the default library: 22 tasks with their subtasks. The
 * notes are the family's and start empty; the library's guidance is read by `libraryKey` when a
 * task is read (decision record 094), never copied.
 */
export async function copyTaskLibrary(db: Executor, planId: string, now: Date): Promise<void> {
  const inserted = await db
    .insert(tasks)
    .values(
      taskLibrary.map((entry, position) => ({
        planId,
        categoryId: entry.categoryId,
        title: entry.title,
        description: entry.description,
        libraryKey: entry.key,
        videoUrl: entry.hasVideo ? `${TASK_VIDEO_BASE_URL}${entry.key}.mp4` : null,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: tasks.id, libraryKey: tasks.libraryKey });
  const idByKey = new Map(inserted.map((row) => [row.libraryKey, row.id]));
  await db.insert(subtasks).values(
    taskLibrary.flatMap((entry) =>
      entry.subtasks.map((title, position) => ({
        taskId: idByKey.get(entry.key) as string,
        title,
        position,
      })),
    ),
  );
}
