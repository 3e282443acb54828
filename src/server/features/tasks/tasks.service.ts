import { eq, sql } from 'drizzle-orm';
import { CATEGORY_CARD_PREVIEW_TASKS } from '../../../shared/constants';
import type { CategoryId } from '../../../shared/content/task-library';
import { categories } from '../../../shared/content/task-library';
import * as rules from '../../../shared/rules/tasks';
import type { Dashboard, TaskChange } from '../../../shared/schemas/tasks';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import { tasks } from '../../db/schema';
import { checkDemoNotes, checkDemoTaskCount } from './demo-rules';
import { checkPlanTaskCount, lockPlan } from './plan-rules';
import { changeTask, changeWithAudit, type Deps, saveCompletion, viewerOf } from './task-change';
import { answerFor, listTasks, loadTask, progressFor } from './task-view';

// The dashboard and changes to a whole task. Every function takes (deps, actor, input).

/** Every task of the plan, or one category's (`GET /api/tasks?category=`). */
export async function getDashboard(
  deps: Deps,
  actor: Actor,
  input: { categoryId?: CategoryId } = {},
): Promise<Dashboard> {
  const db = deps.database.db;
  const list = await listTasks(db, viewerOf(deps, actor), input);
  const progress =
    input.categoryId === undefined
      ? rules.progressSummary(categories, list)
      : await progressFor(db, actor.user.id);
  return { categories, tasks: list, progress };
}

/**
 * What the dashboard opens with, the same size however large the plan (decision record 042):
 * the categories, the progress, and only the tasks each category's card shows.
 */
export async function getOverview(deps: Deps, actor: Actor): Promise<Dashboard> {
  const db = deps.database.db;
  const [list, progress] = await Promise.all([
    listTasks(db, viewerOf(deps, actor), { firstOfEachCategory: CATEGORY_CARD_PREVIEW_TASKS }),
    progressFor(db, actor.user.id),
  ]);
  return { categories, tasks: list, progress };
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
    await lockPlan(tx, owner.id);
    const [stats] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        max: sql<number | null>`max(${tasks.position})`,
      })
      .from(tasks)
      .where(eq(tasks.userId, owner.id));
    checkDemoTaskCount(owner, stats?.count ?? 0);
    checkPlanTaskCount(stats?.count ?? 0);
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
