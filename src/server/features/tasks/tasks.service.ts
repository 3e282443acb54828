import { eq, inArray, sql } from 'drizzle-orm';
import type { CategoryId } from '../../../shared/content/task-library';
import { categories } from '../../../shared/content/task-library';
import * as rules from '../../../shared/rules/tasks';
import type { Dashboard, TaskChange } from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../app-deps';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import type { Transaction } from '../../db/client';
import { type SubtaskRow, subtasks, type TaskRow, tasks } from '../../db/schema';
import { type AuditEntry, auditBy, recordAudit } from '../audit/record-audit';
import {
  checkDemoNotes,
  checkDemoSubtaskCount,
  checkDemoTaskCount,
  refuseDemoOutsideHousing,
} from './demo-rules';
import {
  answerFor,
  listTasks,
  loadTask,
  loadTaskWithSubtask,
  progressFor,
  type Viewer,
} from './task-view';

// Every function takes (deps, actor, input). Each change and its audit entry are written in one
// transaction, so an acknowledged change always has its audit entry.

type Deps = Pick<AppDeps, 'database' | 'clock' | 'authSecret'>;

const viewerOf = (deps: Deps, actor: Actor): Viewer => ({
  owner: actor.user,
  authSecret: deps.authSecret,
  now: deps.clock.now(),
});

/** Runs a change and writes its audit entry in the same transaction. */
function changeWithAudit<T>(
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
function changeTask(
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

export async function getDashboard(deps: Deps, actor: Actor): Promise<Dashboard> {
  const list = await listTasks(deps.database.db, viewerOf(deps, actor));
  return { categories, tasks: list, progress: rules.progressSummary(categories, list) };
}

/** Saves a task's completion and its subtasks' after a shared rule has decided them. */
async function saveCompletion(
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

export function createTask(
  deps: Deps,
  actor: Actor,
  input: { title: string; categoryId: CategoryId; description: string; notes: string },
): Promise<TaskChange> {
  const owner = actor.user;
  checkDemoNotes(owner, input.notes);
  const now = deps.clock.now();
  return changeWithAudit(deps, actor, async (tx) => {
    const [stats] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        max: sql<number | null>`max(${tasks.position})`,
      })
      .from(tasks)
      .where(eq(tasks.userId, owner.id));
    checkDemoTaskCount(owner, stats?.count ?? 0);
    const [row] = await tx
      .insert(tasks)
      .values({
        userId: owner.id,
        ...input,
        position: (stats?.max ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tasks.id });
    const result = await answerFor(tx, viewerOf(deps, actor), (row as { id: string }).id);
    return {
      result,
      audit: {
        action: 'create_task',
        resourceId: result.task.id,
        resourceCategory: result.task.categoryId,
        details: { title: result.task.title },
      },
    };
  });
}

export function updateTask(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; title?: string; description?: string; notes?: string },
): Promise<TaskChange> {
  const { taskId, ...fields } = input;
  if (fields.notes !== undefined) refuseDemo(actor.user, 'edit notes');
  const names = Object.keys(fields).filter(
    (name) => fields[name as keyof typeof fields] !== undefined,
  );
  const action = names.length === 1 && names[0] === 'notes' ? 'update_task_notes' : 'update_task';
  return changeTask(deps, actor, taskId, action, async (tx) => {
    await loadTask(tx, actor.user, taskId);
    await tx
      .update(tasks)
      .set({ ...fields, updatedAt: deps.clock.now() })
      .where(eq(tasks.id, taskId));
    return { fields: names };
  });
}

export function deleteTask(deps: Deps, actor: Actor, input: { taskId: string }) {
  refuseDemo(actor.user, 'delete tasks');
  return changeWithAudit(deps, actor, async (tx) => {
    const { row } = await loadTask(tx, actor.user, input.taskId);
    await tx.delete(tasks).where(eq(tasks.id, row.id));
    return {
      result: { progress: await progressFor(tx, actor.user.id) },
      audit: {
        action: 'delete_task',
        resourceId: row.id,
        resourceCategory: row.categoryId,
        details: { title: row.title },
      },
    };
  });
}

export function toggleTask(deps: Deps, actor: Actor, input: { taskId: string }) {
  return changeTask(deps, actor, input.taskId, 'toggle_task_completion', async (tx) => {
    const before = await loadTask(tx, actor.user, input.taskId);
    const after = rules.toggleTask({
      completed: before.row.completed,
      subtasks: before.rowSubtasks,
    });
    await saveCompletion(tx, before, after, deps.clock.now());
    return (result) => ({ completed: result.task.completed });
  });
}

/** Adds a subtask; a blank title is ignored, as the spec says: the task comes back unchanged. */
export async function addSubtask(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; title: string },
): Promise<TaskChange> {
  const title = input.title.trim();
  const viewer = viewerOf(deps, actor);
  if (!title) return answerFor(deps.database.db, viewer, input.taskId);
  return changeTask(deps, actor, input.taskId, 'update_task', async (tx) => {
    const before = await loadTask(tx, actor.user, input.taskId);
    refuseDemoOutsideHousing(actor.user, before.row.categoryId, 'add subtasks');
    checkDemoSubtaskCount(actor.user, before.rowSubtasks.length);
    await tx.insert(subtasks).values({
      taskId: input.taskId,
      title,
      position: Math.max(-1, ...before.rowSubtasks.map((subtask) => subtask.position)) + 1,
    });
    // A new open subtask means the task is not finished any more.
    await tx
      .update(tasks)
      .set({ completed: false, updatedAt: deps.clock.now() })
      .where(eq(tasks.id, input.taskId));
    return { addedSubtask: title };
  });
}

export function toggleSubtask(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; subtaskId: string },
) {
  return changeTask(deps, actor, input.taskId, 'toggle_subtask_completion', async (tx) => {
    const before = await loadTaskWithSubtask(tx, actor.user, input.taskId, input.subtaskId);
    refuseDemoOutsideHousing(actor.user, before.row.categoryId, 'toggle subtasks');
    const after = rules.toggleSubtask(
      { completed: before.row.completed, subtasks: before.rowSubtasks },
      input.subtaskId,
    );
    await saveCompletion(tx, before, after, deps.clock.now());
    return { subtaskId: input.subtaskId };
  });
}

export function deleteSubtask(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; subtaskId: string },
) {
  refuseDemo(actor.user, 'delete subtasks');
  return changeTask(deps, actor, input.taskId, 'delete_subtask', async (tx) => {
    const before = await loadTaskWithSubtask(tx, actor.user, input.taskId, input.subtaskId);
    const after = rules.deleteSubtask(
      { completed: before.row.completed, subtasks: before.rowSubtasks },
      input.subtaskId,
    );
    await tx.delete(subtasks).where(eq(subtasks.id, input.subtaskId));
    await tx
      .update(tasks)
      .set({ completed: after.completed, updatedAt: deps.clock.now() })
      .where(eq(tasks.id, input.taskId));
    return { subtaskId: input.subtaskId };
  });
}
