import { and, asc, eq, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { asReadIn } from '../../../shared/content/library/by-key';
import type { Language } from '../../../shared/i18n/locales';
import type { Executor } from '../../db/client';
import { subtasks, type TaskRow, tasks } from '../../db/schema';
import type { FeedItem } from './feed-events';

// What a plan's feed holds, read as any member reads the plan's tasks: every task of the plan,
// and never its notes or its premium video link. Done work is left out (decision record 047):
// completed tasks, completed steps and the steps of a completed task. A library task's words are
// in the reader's language while they are the library's; the family's own as typed (issue 59).

/** The address of a task in the app: its plan's dashboard, open at the task's category. */
export function taskLink(publicUrl: string, planId: string, categoryId: string): string {
  return `${publicUrl}/app?plan=${planId}&category=${categoryId}`;
}

/**
 * A step shows while its task is open, whether or not the task itself has a date; nothing in
 * 'Recently deleted' shows (record 087).
 */
const openTasksOf = (planId: string) =>
  and(eq(tasks.planId, planId), not(tasks.completed), isNull(tasks.deletedAt));

const openDatedTasks = (planId: string) => and(openTasksOf(planId), isNotNull(tasks.dueDate));

const openDatedSteps = (planId: string) =>
  and(
    openTasksOf(planId),
    isNotNull(subtasks.dueDate),
    not(subtasks.completed),
    isNull(subtasks.deletedAt),
  );

export type DatedTask = Pick<
  TaskRow,
  | 'id'
  | 'title'
  | 'description'
  | 'libraryKey'
  | 'categoryId'
  | 'dueTime'
  | 'repeatRule'
  | 'updatedAt'
> & { dueDate: string };

/** A dated task as an event: its own title, description, category, rule and link. */
export function taskItem(task: DatedTask, link: string, language: Language): FeedItem {
  const read = (text: string) => asReadIn(task.libraryKey, text, language);
  return {
    id: task.id,
    summary: read(task.title),
    description: read(task.description),
    categoryId: task.categoryId,
    dueDate: task.dueDate,
    dueTime: task.dueTime,
    repeatRule: task.repeatRule,
    link,
    stamp: task.updatedAt,
  };
}

/**
 * A fingerprint of exactly the rows the feed's events are made from, computed by PostgreSQL in
 * two aggregate queries without building anything: the ETag's base. Whatever changes an event's
 * text (a title, a date, a rule, a completion, a step, the DTSTAMP) changes it.
 */
export async function feedFingerprint(db: Executor, planId: string): Promise<string> {
  const taskRow = sql`concat_ws('|', ${tasks.id}, ${tasks.title}, ${tasks.description},
    ${tasks.categoryId}, ${tasks.dueDate}, ${tasks.dueTime}, ${tasks.repeatRule}, ${tasks.updatedAt})`;
  const stepRow = sql`concat_ws('|', ${subtasks.id}, ${subtasks.title}, ${subtasks.dueDate},
    ${subtasks.dueTime}, ${tasks.title}, ${tasks.categoryId}, ${tasks.updatedAt})`;
  const digest = (row: ReturnType<typeof sql>, id: typeof tasks.id | typeof subtasks.id) =>
    sql<string>`md5(coalesce(string_agg(${row}, E'\n' order by ${id}), ''))`;
  const [taskPart] = await db
    .select({ digest: digest(taskRow, tasks.id) })
    .from(tasks)
    .where(openDatedTasks(planId));
  const [stepPart] = await db
    .select({ digest: digest(stepRow, subtasks.id) })
    .from(subtasks)
    .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
    .where(openDatedSteps(planId));
  return `${taskPart?.digest}:${stepPart?.digest}`;
}

/** The plan's open dated tasks, then its open dated steps, each by date. */
export async function feedItems(
  db: Executor,
  plan: { id: string; publicUrl: string },
  language: Language,
): Promise<FeedItem[]> {
  const taskRows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      libraryKey: tasks.libraryKey,
      categoryId: tasks.categoryId,
      dueDate: tasks.dueDate,
      dueTime: tasks.dueTime,
      repeatRule: tasks.repeatRule,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .where(openDatedTasks(plan.id))
    .orderBy(asc(tasks.dueDate), asc(tasks.position), asc(tasks.id));
  const stepRows = await db
    .select({
      id: subtasks.id,
      title: subtasks.title,
      dueDate: subtasks.dueDate,
      dueTime: subtasks.dueTime,
      taskTitle: tasks.title,
      libraryKey: tasks.libraryKey,
      categoryId: tasks.categoryId,
      updatedAt: tasks.updatedAt,
    })
    .from(subtasks)
    .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
    .where(openDatedSteps(plan.id))
    .orderBy(asc(subtasks.dueDate), asc(tasks.position), asc(subtasks.position));
  const link = (categoryId: string) => taskLink(plan.publicUrl, plan.id, categoryId);
  return [
    ...taskRows.map((row) =>
      taskItem({ ...row, dueDate: row.dueDate as string }, link(row.categoryId), language),
    ),
    ...stepRows.map((row) => ({
      id: row.id,
      summary: `${asReadIn(row.libraryKey, row.title, language)} (${asReadIn(row.libraryKey, row.taskTitle, language)})`,
      description: '',
      categoryId: row.categoryId,
      dueDate: row.dueDate as string,
      dueTime: row.dueTime,
      repeatRule: null,
      link: link(row.categoryId),
      stamp: row.updatedAt,
    })),
  ];
}
