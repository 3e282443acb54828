import { and, eq, sql } from 'drizzle-orm';
import { CATEGORY_CARD_PREVIEW_TASKS } from '../../../shared/constants';
import { asStored } from '../../../shared/content/library/by-key';
import type { CategoryId } from '../../../shared/content/task-library';
import { categories } from '../../../shared/content/task-library';
import { languageOf } from '../../../shared/i18n/locales';
import { canBeAssigned } from '../../../shared/rules/plan-roles';
import * as rules from '../../../shared/rules/tasks';
import type { Dashboard, TaskChange } from '../../../shared/schemas/tasks';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Executor } from '../../db/client';
import { lockPlan } from '../../db/lock-plan';
import { planMembers, tasks } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import { dueSummaryOf } from '../calendar';
import { keepRecentlyDeletedBounded } from './deleted-tasks';
import { checkDemoNotes, checkDemoTaskCount } from './demo-rules';
import { checkPlanTaskCount } from './plan-rules';
import { stageProgressFor } from './stage-progress';
import { changeTask, changeWithAudit, type Deps, saveCompletion, viewerOf } from './task-change';
import { lastCompletionOf } from './task-completion-view';
import { answerFor, listTasks, livePlanTasks, loadTask, progressFor, toTask } from './task-view';

// The dashboard and changes to a whole task, in the actor's care plan. Every function takes
// (deps, actor, input).

/**
 * Every task of the plan, or one category's (`GET /api/tasks?category=`), or those assigned to
 * the viewer or to no one (`&assigned=me|none`).
 */
export async function getDashboard(
  deps: Deps,
  actor: PlanActor,
  input: { categoryId?: CategoryId; assigned?: 'me' | 'none'; limit?: number } = {},
): Promise<Dashboard> {
  const db = deps.database.db;
  const { limit, ...selection } = input;
  // One row past the limit says whether there are more, without counting them.
  const read = await listTasks(db, viewerOf(deps, actor), {
    ...selection,
    limit: limit === undefined ? undefined : limit + 1,
  });
  const list = limit === undefined ? read : read.slice(0, limit);
  const hasMore = limit === undefined ? {} : { hasMore: read.length > limit };
  const whole = selection.categoryId === undefined && selection.assigned === undefined;
  if (!whole || limit !== undefined) {
    const progress = await progressFor(db, actor.plan.id);
    return { planId: actor.plan.id, categories, tasks: list, progress, ...hasMore };
  }
  const progress = rules.progressSummary(categories, list);
  const due = await dueSummaryOf(db, actor.plan, deps.clock.now(), languageOf(actor.locale));
  return { planId: actor.plan.id, categories, tasks: list, progress, due };
}

/**
 * What the dashboard opens with, the same size however large the plan (decision record 042):
 * the categories, the progress, only the tasks each category's card shows, what is overdue
 * and due this week (decision record 047), and the plan by stage (record 097).
 */
export async function getOverview(deps: Deps, actor: PlanActor): Promise<Dashboard> {
  const db = deps.database.db;
  const [list, progress, due, stages] = await Promise.all([
    listTasks(db, viewerOf(deps, actor), { firstOfEachCategory: CATEGORY_CARD_PREVIEW_TASKS }),
    progressFor(db, actor.plan.id),
    dueSummaryOf(db, actor.plan, deps.clock.now(), languageOf(actor.locale)),
    stageProgressFor(db, actor.plan.id),
  ]);
  return { planId: actor.plan.id, categories, tasks: list, progress, due, stages };
}

export function createTask(
  deps: Deps,
  actor: PlanActor,
  input: { title: string; categoryId: CategoryId; description: string; notes: string },
): Promise<TaskChange> {
  const owner = actor.user;
  checkDemoNotes(owner, input.notes);
  const now = deps.clock.now();
  return changeWithAudit(deps, actor, async (tx) => {
    await lockPlan(tx, actor.plan.id);
    const [stats] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        max: sql<number | null>`max(${tasks.position})`,
      })
      .from(tasks)
      .where(livePlanTasks(actor.plan.id));
    checkDemoTaskCount(owner, stats?.count ?? 0);
    checkPlanTaskCount(stats?.count ?? 0);
    const [row] = await tx
      .insert(tasks)
      .values({
        planId: actor.plan.id,
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

const editConflict = (current: TaskChange['task']) =>
  new AppError(409, 'edit_conflict', 'Someone else changed this task while you were editing it.', {
    task: current,
  });

/**
 * The assignee must belong to the plan and be able to tick the task (issue 56): a viewer cannot,
 * so is refused in words; null unassigns.
 */
async function checkAssignee(tx: Executor, planId: string, assigneeId: string | null) {
  if (assigneeId === null) return;
  const [member] = await tx
    .select({ role: planMembers.role })
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, assigneeId)));
  if (!member) throw badRequest('Tasks can only be assigned to members of this plan.');
  if (!canBeAssigned(member.role)) {
    throw new AppError(
      400,
      'assignee_viewer',
      'A viewer cannot tick tasks, so tasks can be assigned only to owners and caregivers.',
    );
  }
}

/**
 * Edits a task's words or its assignee. An edit of the words that names the version it read is
 * refused with 409 and the task as it is now when someone saved in between (decision record
 * 045), so neither text is lost; each saved edit of the words raises the version.
 */
export function updateTask(
  deps: Deps,
  actor: PlanActor,
  input: {
    taskId: string;
    title?: string;
    description?: string;
    notes?: string;
    assigneeId?: string | null;
    version?: number;
  },
): Promise<TaskChange> {
  const { taskId, version, assigneeId, ...words } = input;
  if (words.notes !== undefined) refuseDemo(actor.user, 'edit notes');
  if (assigneeId !== undefined) refuseDemo(actor.user, 'assign tasks');
  const names = Object.keys(words).filter(
    (name) => words[name as keyof typeof words] !== undefined,
  );
  const action =
    names.length === 0
      ? 'assign_task'
      : names.length === 1 && names[0] === 'notes'
        ? 'update_task_notes'
        : 'update_task';
  return changeTask(deps, actor, taskId, action, async (tx) => {
    const { row, rowSubtasks } = await loadTask(tx, actor.plan.id, taskId, { forUpdate: true });
    if (names.length && version !== undefined && version !== row.version) {
      const last = row.repeatRule ? await lastCompletionOf(tx, taskId) : null;
      throw editConflict(toTask(row, rowSubtasks, viewerOf(deps, actor), last));
    }
    if (assigneeId !== undefined) await checkAssignee(tx, actor.plan.id, assigneeId);
    // The library's words sent back in a reader's language stay the library's (issue 59).
    const stored = (text: string | undefined) =>
      text === undefined ? undefined : asStored(row.libraryKey, text);
    await tx
      .update(tasks)
      .set({
        ...words,
        title: stored(words.title),
        description: stored(words.description),
        ...(assigneeId === undefined ? {} : { assigneeId }),
        ...(names.length ? { version: row.version + 1 } : {}),
        updatedAt: deps.clock.now(),
      })
      .where(eq(tasks.id, taskId));
    return assigneeId === undefined ? { fields: names } : { fields: names, assigneeId };
  });
}

/**
 * Moves the task to 'Recently deleted' (decision record 087) whole: its subtasks, notes, dates,
 * history and documents stay with it; no reminder is owed while it is there.
 */
export function deleteTask(deps: Deps, actor: PlanActor, input: { taskId: string }) {
  refuseDemo(actor.user, 'delete tasks');
  return changeWithAudit(deps, actor, async (tx) => {
    const { row } = await loadTask(tx, actor.plan.id, input.taskId, { forUpdate: true });
    await tx
      .update(tasks)
      .set({ deletedAt: deps.clock.now(), deletedBy: actor.user.id, remindAt: null })
      .where(eq(tasks.id, row.id));
    await keepRecentlyDeletedBounded(tx, actor.plan.id, 'task');
    return {
      result: { progress: await progressFor(tx, actor.plan.id) },
      audit: {
        action: 'delete_task',
        resourceId: row.id,
        resourceCategory: row.categoryId,
        details: { title: row.title },
      },
    };
  });
}

export function toggleTask(deps: Deps, actor: PlanActor, input: { taskId: string }) {
  return changeTask(deps, actor, input.taskId, 'toggle_task_completion', async (tx, written) => {
    const before = await loadTask(tx, actor.plan.id, input.taskId, { forUpdate: true });
    const after = rules.toggleTask({
      completed: before.row.completed,
      subtasks: before.rowSubtasks,
    });
    const saved = await saveCompletion(
      tx,
      before,
      after,
      { userId: actor.user.id, now: deps.clock.now() },
      { byTask: true },
    );
    written(saved.written);
    return (result) => ({ completed: result.task.completed, ...saved.occurrence });
  });
}
