import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { CategoryId } from '../../../shared/content/category-ids';
import { asReadIn } from '../../../shared/content/library/by-key';
import type { Language } from '../../../shared/i18n/locales';
import { RECENTLY_DELETED } from '../../../shared/rules/limits';
import type { DeletedItem } from '../../../shared/schemas/recently-deleted';
import type { Executor } from '../../db/client';
import { subtasks, tasks, users } from '../../db/schema';

// 'Recently deleted' of a plan's tasks and steps (decision record 087): what waits there, the
// bound that keeps a plan's waiting rows few, and the purge of what waited its days.

const DAY_MS = 86_400_000;

/** Restoring something deleted longer ago than its days (or removed for good already). */
export const GONE_MESSAGE = `This was deleted more than ${RECENTLY_DELETED.days} days ago and cannot be brought back.`;

/** The instant before which nothing deleted can be restored any more (record 087's 30 days). */
export const restorableSince = (now: Date) =>
  new Date(now.getTime() - RECENTLY_DELETED.days * DAY_MS);

/** One row of the list as tasks and documents each read theirs; care names the category. */
export type DeletedEntry = Omit<DeletedItem, 'categoryName'>;

/** When something deleted at `deletedAt` goes for good. */
export const purgeAtOf = (deletedAt: Date) =>
  new Date(deletedAt.getTime() + RECENTLY_DELETED.days * DAY_MS).toISOString();

/**
 * The plan's deleted tasks (each with the steps it will come back with) and the steps deleted on
 * their own from tasks that are not deleted; a step of a deleted task comes back with its task.
 * A library task's words in the reader's language while they are the library's (issue 59).
 */
export async function listDeletedTasks(
  db: Executor,
  planId: string,
  now: Date,
  language: Language,
): Promise<DeletedEntry[]> {
  const since = restorableSince(now);
  const taskRows = await db
    .select({
      id: tasks.id,
      name: tasks.title,
      libraryKey: tasks.libraryKey,
      categoryId: tasks.categoryId,
      deletedAt: tasks.deletedAt,
      deletedBy: users.email,
      steps: sql<number>`(select count(*)::int from subtasks s
        where s.task_id = "tasks"."id" and s.deleted_at is null)`,
    })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.deletedBy))
    .where(and(eq(tasks.planId, planId), gt(tasks.deletedAt, since)))
    .orderBy(desc(tasks.deletedAt))
    .limit(RECENTLY_DELETED.items);
  const stepRows = await db
    .select({
      id: subtasks.id,
      name: subtasks.title,
      taskId: tasks.id,
      taskTitle: tasks.title,
      libraryKey: tasks.libraryKey,
      categoryId: tasks.categoryId,
      deletedAt: subtasks.deletedAt,
      deletedBy: users.email,
    })
    .from(subtasks)
    .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
    .leftJoin(users, eq(users.id, subtasks.deletedBy))
    .where(and(eq(tasks.planId, planId), isNull(tasks.deletedAt), gt(subtasks.deletedAt, since)))
    .orderBy(desc(subtasks.deletedAt))
    .limit(RECENTLY_DELETED.items);
  const when = (deletedAt: Date | null) => {
    const at = deletedAt as Date;
    return { deletedAt: at.toISOString(), purgeAt: purgeAtOf(at) };
  };
  return [
    ...taskRows.map((row) => ({
      kind: 'task' as const,
      id: row.id,
      name: asReadIn(row.libraryKey, row.name, language),
      taskId: row.id,
      taskTitle: null,
      categoryId: row.categoryId as CategoryId,
      steps: row.steps,
      deletedBy: row.deletedBy,
      ...when(row.deletedAt),
    })),
    ...stepRows.map((row) => ({
      kind: 'subtask' as const,
      id: row.id,
      name: asReadIn(row.libraryKey, row.name, language),
      taskId: row.taskId,
      taskTitle: asReadIn(row.libraryKey, row.taskTitle, language),
      categoryId: row.categoryId as CategoryId,
      steps: null,
      deletedBy: row.deletedBy,
      ...when(row.deletedAt),
    })),
  ];
}

/**
 * After a deletion of a task or of a step: the plan keeps its newest `RECENTLY_DELETED.items`
 * deleted tasks, and as many deleted steps; older ones go for good, so deleting in a loop cannot
 * fill the database. Only the kind just deleted can have passed its bound.
 */
export async function keepRecentlyDeletedBounded(
  tx: Executor,
  planId: string,
  kind: 'task' | 'subtask',
): Promise<void> {
  if (kind === 'task') {
    await tx.execute(sql`
      delete from tasks where id in (
        select id from tasks where plan_id = ${planId} and deleted_at is not null
        order by deleted_at desc, id desc offset ${RECENTLY_DELETED.items})`);
    return;
  }
  await tx.execute(sql`
    delete from subtasks where id in (
      select s.id from subtasks s join tasks t on t.id = s.task_id
      where t.plan_id = ${planId} and s.deleted_at is not null
      order by s.deleted_at desc, s.id desc offset ${RECENTLY_DELETED.items})`);
}

/**
 * Removes for good the tasks and steps that waited their days in 'Recently deleted' (a task's
 * steps, history and links go with it; its documents stay with the plan). Answers how many.
 */
export async function purgeDeletedTasks(db: Executor, now: Date): Promise<number> {
  const since = restorableSince(now);
  const gone = await db
    .delete(tasks)
    .where(and(isNotNull(tasks.deletedAt), lte(tasks.deletedAt, since)))
    .returning({ id: tasks.id });
  const steps = await db
    .delete(subtasks)
    .where(and(isNotNull(subtasks.deletedAt), lte(subtasks.deletedAt, since)))
    .returning({ id: subtasks.id });
  return gone.length + steps.length;
}
