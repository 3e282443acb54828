import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { categories } from '../../../shared/content/task-library';
import * as rules from '../../../shared/rules/tasks';
import {
  type CreateTaskInput,
  type Dashboard,
  demoRestrictionMessage,
  type ProgressSummary,
  type Subtask,
  type Task,
  type TaskChange,
} from '../../../shared/schemas/tasks';
import type { Database } from '../../db/client';
import {
  type SubtaskRow,
  subtasks,
  type TaskRow,
  tasks,
  type UserRow,
  users,
} from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import { copyTaskLibrary } from './task-library-copy';

type Owner = Pick<UserRow, 'id' | 'subscriptionTier' | 'isDemo' | 'tasksResetAt'>;

type TaskFields = Pick<
  TaskRow,
  | 'id'
  | 'title'
  | 'description'
  | 'completed'
  | 'categoryId'
  | 'notes'
  | 'videoUrl'
  | 'createdAt'
  | 'updatedAt'
>;

/** The task as a client may see it: the video itself only for premium accounts. */
function toTask(row: TaskFields, taskSubtasks: Subtask[], owner: Owner): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    completed: row.completed,
    categoryId: row.categoryId as Task['categoryId'],
    notes: row.notes,
    hasVideo: row.videoUrl !== null,
    videoUrl: owner.subscriptionTier === 'premium' ? row.videoUrl : null,
    subtasks: taskSubtasks.map(({ id, title, completed }) => ({ id, title, completed })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function progressFor(db: Database, userId: string): Promise<ProgressSummary> {
  const rows = await db
    .select({ categoryId: tasks.categoryId, completed: tasks.completed })
    .from(tasks)
    .where(eq(tasks.userId, userId));
  return rules.progressSummary(categories, rows);
}

const startOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The shared demo account's tasks return to the library once a day, so no visitor sees
 * another's leftovers. One conditional update picks the single request that does it.
 */
async function resetDemoTasksDaily(db: Database, owner: Owner, now: Date) {
  if (!owner.isDemo) return;
  if (owner.tasksResetAt && owner.tasksResetAt >= startOfDay(now)) return;
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(users)
      .set({ tasksResetAt: now })
      .where(
        and(
          eq(users.id, owner.id),
          or(isNull(users.tasksResetAt), lt(users.tasksResetAt, startOfDay(now))),
        ),
      )
      .returning({ id: users.id });
    if (!claimed) return;
    await tx.delete(tasks).where(eq(tasks.userId, owner.id));
    await copyTaskLibrary(tx as unknown as Database, owner.id, now);
  });
}

/**
 * Everything the dashboard shows, for one user, in one indexed query: PostgreSQL gathers each
 * task's subtasks as JSON, so the answer needs a single round trip.
 */
export async function getDashboard(db: Database, owner: Owner, now: Date): Promise<Dashboard> {
  await resetDemoTasksDaily(db, owner, now);
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      completed: tasks.completed,
      categoryId: tasks.categoryId,
      notes: tasks.notes,
      videoUrl: tasks.videoUrl,
      createdAt: tasks.createdAt,
      updatedAt: tasks.updatedAt,
      // Written out in SQL: Drizzle leaves column names unqualified inside a select field, and
      // the subquery must name the outer task.
      subtasks: sql<Subtask[]>`coalesce((
        select json_agg(json_build_object('id', s.id, 'title', s.title, 'completed', s.completed)
          order by s.position)
        from subtasks s where s.task_id = "tasks"."id"
      ), '[]'::json)`,
    })
    .from(tasks)
    .where(eq(tasks.userId, owner.id))
    .orderBy(asc(tasks.position), asc(tasks.createdAt));
  const list = rows.map((row) => toTask(row, row.subtasks, owner));
  return { categories, tasks: list, progress: rules.progressSummary(categories, list) };
}

/** A task of this user, with its subtasks; another user's id is simply not found. */
async function loadTask(db: Database, owner: Owner, taskId: string) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, owner.id)));
  if (!row) throw notFound('Task not found');
  const rowSubtasks = await db
    .select()
    .from(subtasks)
    .where(eq(subtasks.taskId, row.id))
    .orderBy(asc(subtasks.position));
  return { row, rowSubtasks };
}

/** A task of this user that holds this subtask; anything else is not found. */
async function loadTaskWithSubtask(db: Database, owner: Owner, taskId: string, subtaskId: string) {
  const loaded = await loadTask(db, owner, taskId);
  if (!loaded.rowSubtasks.some((subtask) => subtask.id === subtaskId)) {
    throw notFound('Subtask not found');
  }
  return loaded;
}

async function answer(db: Database, owner: Owner, taskId: string): Promise<TaskChange> {
  const { row, rowSubtasks } = await loadTask(db, owner, taskId);
  return { task: toTask(row, rowSubtasks, owner), progress: await progressFor(db, owner.id) };
}

function refuseDemo(owner: Owner, action: string) {
  if (owner.isDemo) throw forbidden(demoRestrictionMessage(action), 'demo_restricted');
}

/** Saves a task's completion and its subtasks' after a shared rule has decided them. */
async function saveCompletion(
  db: Database,
  before: { row: TaskRow; rowSubtasks: SubtaskRow[] },
  after: { completed: boolean; subtasks: { id: string; completed: boolean }[] },
  now: Date,
) {
  await db.transaction(async (tx) => {
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
  });
}

export async function createTask(
  db: Database,
  owner: Owner,
  input: Required<Pick<CreateTaskInput, 'title' | 'categoryId' | 'description' | 'notes'>>,
  now: Date,
): Promise<TaskChange> {
  const [last] = await db
    .select({ max: sql<number | null>`max(${tasks.position})` })
    .from(tasks)
    .where(eq(tasks.userId, owner.id));
  const [row] = await db
    .insert(tasks)
    .values({
      userId: owner.id,
      ...input,
      position: (last?.max ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tasks.id });
  return answer(db, owner, (row as { id: string }).id);
}

export async function updateTask(
  db: Database,
  owner: Owner,
  taskId: string,
  input: { title?: string; description?: string; notes?: string },
  now: Date,
): Promise<TaskChange> {
  if (input.notes !== undefined) refuseDemo(owner, 'edit notes');
  await loadTask(db, owner, taskId);
  await db
    .update(tasks)
    .set({ ...input, updatedAt: now })
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, owner.id)));
  return answer(db, owner, taskId);
}

export async function deleteTask(db: Database, owner: Owner, taskId: string) {
  refuseDemo(owner, 'delete tasks');
  const { row } = await loadTask(db, owner, taskId);
  await db.delete(tasks).where(eq(tasks.id, row.id));
  return { task: row, progress: await progressFor(db, owner.id) };
}

export async function toggleTask(db: Database, owner: Owner, taskId: string, now: Date) {
  const before = await loadTask(db, owner, taskId);
  const after = rules.toggleTask({ completed: before.row.completed, subtasks: before.rowSubtasks });
  await saveCompletion(db, before, after, now);
  return answer(db, owner, taskId);
}

export async function addSubtask(
  db: Database,
  owner: Owner,
  taskId: string,
  title: string,
  now: Date,
) {
  const before = await loadTask(db, owner, taskId);
  const trimmed = title.trim();
  // A blank title is ignored, as the spec says: the task comes back unchanged.
  if (trimmed) {
    await db.transaction(async (tx) => {
      await tx.insert(subtasks).values({
        taskId,
        title: trimmed,
        position: Math.max(-1, ...before.rowSubtasks.map((subtask) => subtask.position)) + 1,
      });
      // A new open subtask means the task is not finished any more.
      await tx.update(tasks).set({ completed: false, updatedAt: now }).where(eq(tasks.id, taskId));
    });
  }
  return answer(db, owner, taskId);
}

export async function toggleSubtask(
  db: Database,
  owner: Owner,
  taskId: string,
  subtaskId: string,
  now: Date,
) {
  const before = await loadTaskWithSubtask(db, owner, taskId, subtaskId);
  const after = rules.toggleSubtask(
    { completed: before.row.completed, subtasks: before.rowSubtasks },
    subtaskId,
  );
  await saveCompletion(db, before, after, now);
  return answer(db, owner, taskId);
}

export async function deleteSubtask(
  db: Database,
  owner: Owner,
  taskId: string,
  subtaskId: string,
  now: Date,
) {
  refuseDemo(owner, 'delete subtasks');
  const before = await loadTaskWithSubtask(db, owner, taskId, subtaskId);
  const after = rules.deleteSubtask(
    { completed: before.row.completed, subtasks: before.rowSubtasks },
    subtaskId,
  );
  await db.transaction(async (tx) => {
    await tx.delete(subtasks).where(eq(subtasks.id, subtaskId));
    await tx
      .update(tasks)
      .set({ completed: after.completed, updatedAt: now })
      .where(eq(tasks.id, taskId));
  });
  return answer(db, owner, taskId);
}
