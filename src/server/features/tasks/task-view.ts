import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CategoryId } from '../../../shared/content/category-ids';
import { asReadIn, guidanceFor, stageFor } from '../../../shared/content/library/by-key';
import { categories } from '../../../shared/content/task-library';
import { type Locale, languageOf } from '../../../shared/i18n/locales';
import { repeatChoiceOf } from '../../../shared/rules/due-dates';
import * as rules from '../../../shared/rules/tasks';
import type { TaskSchedule } from '../../../shared/schemas/calendar';
import type { ProgressSummary, Subtask, Task, TaskChange } from '../../../shared/schemas/tasks';
import type { PlanAccess } from '../../auth/plan-access';
import type { Executor } from '../../db/client';
import { type SubtaskRow, type TaskRow, tasks } from '../../db/schema';
import { timeOfDay } from '../../db/time-of-day';
import { notFound } from '../../lib/app-error';
import { type CompletionFields, lastCompletionOf, toCompletion } from './task-completion-view';
import { signVideoUrl } from './video-url';

// Reading a care plan's tasks as its members may see them; the service's changes answer
// through these.

/**
 * Who is looking, for what the answer may hold: the plan's tasks, with signed video links only
 * when the plan is premium, and the library's words in their language (issue 59).
 */
export type Viewer = {
  plan: Pick<PlanAccess, 'id' | 'premium'>;
  userId: string;
  authSecret: string;
  now: Date;
  locale: Locale;
};

/** The columns of a task its members read: listed once, for the list's query and its type. */
const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  completed: tasks.completed,
  categoryId: tasks.categoryId,
  notes: tasks.notes,
  libraryKey: tasks.libraryKey,
  videoUrl: tasks.videoUrl,
  assigneeId: tasks.assigneeId,
  completedBy: tasks.completedBy,
  completedAt: tasks.completedAt,
  version: tasks.version,
  dueDate: tasks.dueDate,
  dueTime: tasks.dueTime,
  repeatRule: tasks.repeatRule,
  reminderLead: tasks.reminderLead,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

type TaskFields = Pick<TaskRow, keyof typeof taskColumns>;

type SubtaskFields = Pick<SubtaskRow, 'id' | 'title' | 'completed' | 'dueDate' | 'dueTime'>;

/**
 * A task's steps in their order (not those deleted), gathered by PostgreSQL in the statement that
 * reads the task: the one summary of them, for the list and for one task. Written out in SQL:
 * Drizzle leaves column names unqualified inside a select field, and the subquery must name the
 * outer task.
 */
const stepsOfTask = () => sql<SubtaskRow[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'taskId', s.task_id, 'title', s.title,
    'completed', s.completed, 'position', s.position, 'dueDate', s.due_date,
    'dueTime', s.due_time, 'tickedWithTask', s.ticked_with_task) order by s.position)
  from subtasks s where s.task_id = "tasks"."id" and s.deleted_at is null
), '[]'::json)`;

/** A task's due date, time, repeat and reminder as the client reads them (decision record 047). */
export function scheduleOf(
  row: Pick<TaskFields, 'dueDate' | 'dueTime' | 'repeatRule' | 'reminderLead'>,
): TaskSchedule {
  return {
    dueDate: row.dueDate,
    dueTime: timeOfDay(row.dueTime),
    repeat: row.repeatRule ? repeatChoiceOf(row.repeatRule) : null,
    repeatRule: row.repeatRule,
    reminder: row.reminderLead,
  };
}

const toSubtask = (
  { id, title, completed, dueDate, dueTime }: SubtaskFields,
  read: (text: string) => string,
): Subtask => ({
  id,
  title: read(title),
  completed,
  dueDate,
  dueTime: timeOfDay(dueTime),
});

/**
 * The task as a client may see it: the video itself only in a premium plan; the library's
 * guidance, read now by its key, for every member whatever the tier, as the library's words always
 * reached them (record 094); a repeating task's latest completed occurrence. A task copied from
 * the library shows its guidance, and its title, description and steps while they are still the
 * library's words, in the viewer's language; words the family changed or added stay as typed.
 */
export function toTask(
  row: TaskFields,
  taskSubtasks: SubtaskFields[],
  viewer: Viewer,
  lastCompletion: CompletionFields | null = null,
): Task {
  const premium = viewer.plan.premium;
  const language = languageOf(viewer.locale);
  const read = (text: string) => asReadIn(row.libraryKey, text, language);
  return {
    id: row.id,
    title: read(row.title),
    description: read(row.description),
    completed: row.completed,
    categoryId: row.categoryId as Task['categoryId'],
    notes: row.notes,
    guidance: guidanceFor(row.libraryKey, language),
    ...stageOf(row.libraryKey),
    hasVideo: row.videoUrl !== null,
    videoUrl:
      premium && row.videoUrl ? signVideoUrl(row.videoUrl, viewer.authSecret, viewer.now) : null,
    subtasks: taskSubtasks.map((subtask) => toSubtask(subtask, read)),
    assigneeId: row.assigneeId,
    completedById: row.completedBy,
    completedAt: row.completedAt?.toISOString() ?? null,
    version: row.version,
    schedule: scheduleOf(row),
    lastCompletion: row.repeatRule && lastCompletion ? toCompletion(lastCompletion) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The plan's tasks that are not deleted: a deleted one waits in 'Recently deleted' (record 087)
 * and no read of the plan shows or counts it.
 */
export const livePlanTasks = (planId: string) =>
  and(eq(tasks.planId, planId), isNull(tasks.deletedAt));

const stageOf = (libraryKey: string | null) => {
  const stage = stageFor(libraryKey);
  return stage === null ? {} : { stage };
};

/** One grouped, indexed query: seven rows however large the plan. */
export async function progressFor(db: Executor, planId: string): Promise<ProgressSummary> {
  const counts = await db
    .select({
      categoryId: tasks.categoryId,
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${tasks.completed}))::int`,
    })
    .from(tasks)
    .where(livePlanTasks(planId))
    .groupBy(tasks.categoryId);
  return rules.progressFromCounts(categories, counts);
}

/**
 * Which of the plan's tasks a list holds: one category's, or the first few of each; those
 * assigned to the viewer ('me') or to no one ('none').
 */
export type TaskSelection = {
  categoryId?: CategoryId;
  firstOfEachCategory?: number;
  assigned?: 'me' | 'none';
  /** The first tasks only, in the dashboard's order. */
  limit?: number;
};

function assignedTo(viewer: Viewer, assigned: TaskSelection['assigned']) {
  if (assigned === 'me') return eq(tasks.assigneeId, viewer.userId);
  if (assigned === 'none') return isNull(tasks.assigneeId);
  return undefined;
}

function selected(viewer: Viewer, selection: TaskSelection) {
  const { categoryId, firstOfEachCategory, assigned } = selection;
  const planId = viewer.plan.id;
  return and(
    livePlanTasks(planId),
    categoryId === undefined ? undefined : eq(tasks.categoryId, categoryId),
    assignedTo(viewer, assigned),
    firstOfEachCategory === undefined
      ? undefined
      : sql`"tasks"."id" in (
          select id from (
            select id, row_number() over (partition by category_id order by position, created_at) as n
            from tasks where plan_id = ${planId} and deleted_at is null
          ) ranked where n <= ${firstOfEachCategory}
        )`,
  );
}

/** The plan's tasks, in one indexed query: PostgreSQL gathers each task's subtasks. */
export async function listTasks(
  db: Executor,
  viewer: Viewer,
  selection: TaskSelection = {},
): Promise<Task[]> {
  const query = db
    .select({
      ...taskColumns,
      subtasks: stepsOfTask(),
      // One indexed look-up per repeating task (task_completions_task_idx), none for the others.
      lastCompletion: sql<CompletionFields | null>`case when "tasks"."repeat_rule" is null then null
        else (select json_build_object('occurrenceDate', c.occurrence_date,
            'completedBy', c.completed_by, 'completedAt', c.completed_at)
          from task_completions c where c.task_id = "tasks"."id"
          order by c.completed_at desc limit 1) end`,
    })
    .from(tasks)
    .where(selected(viewer, selection))
    // The id last: a page asked for with a limit ends at the same task every time.
    .orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id))
    .$dynamic();
  const rows = await (selection.limit === undefined ? query : query.limit(selection.limit));
  return rows.map((row) => toTask(row, row.subtasks, viewer, row.lastCompletion));
}

/** A task's row and its subtasks in order, as read or as written in a transaction. */
export type LoadedTask = { row: TaskRow; rowSubtasks: SubtaskRow[] };

/**
 * A task of this plan, with its subtasks (not those deleted); another plan's task, or a deleted
 * one (unless `withDeleted`, for its restore), is simply not found. A change reads it
 * `forUpdate`: the same statement holds the row, so concurrent changes to one task are made in
 * turn and each reads the task once.
 */
export async function loadTask(
  db: Executor,
  planId: string,
  taskId: string,
  options: { forUpdate?: boolean; withDeleted?: boolean } = {},
): Promise<LoadedTask> {
  const query = db
    .select({ row: tasks, rowSubtasks: stepsOfTask() })
    .from(tasks)
    .where(
      and(
        eq(tasks.id, taskId),
        eq(tasks.planId, planId),
        options.withDeleted ? undefined : isNull(tasks.deletedAt),
      ),
    )
    .$dynamic();
  const [loaded] = await (options.forUpdate ? query.for('update') : query);
  if (!loaded) throw notFound('Task not found');
  return loaded;
}

/** A task of this plan that holds this subtask; anything else is not found. */
export async function loadTaskWithSubtask(
  db: Executor,
  planId: string,
  taskId: string,
  subtaskId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedTask> {
  const loaded = await loadTask(db, planId, taskId, options);
  if (!loaded.rowSubtasks.some((subtask) => subtask.id === subtaskId)) {
    throw notFound('Subtask not found');
  }
  return loaded;
}

/** What every change answers: the task as stored now, and the new progress. */
export async function answerFor(db: Executor, viewer: Viewer, taskId: string): Promise<TaskChange> {
  return answerFrom(db, viewer, await loadTask(db, viewer.plan.id, taskId));
}

/** The same answer from the task as the change wrote it, with no second read of it. */
export async function answerFrom(
  db: Executor,
  viewer: Viewer,
  { row, rowSubtasks }: LoadedTask,
): Promise<TaskChange> {
  const last = row.repeatRule ? await lastCompletionOf(db, row.id) : null;
  return {
    task: toTask(row, rowSubtasks, viewer, last),
    progress: await progressFor(db, viewer.plan.id),
  };
}
