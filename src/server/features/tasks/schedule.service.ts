import { desc, eq } from 'drizzle-orm';
import { todayIn } from '../../../shared/format';
import type { ReminderLead, RepeatChoice } from '../../../shared/rules/due-dates';
import { repeatRuleFor } from '../../../shared/rules/due-dates';
import type { TaskCompletion } from '../../../shared/schemas/calendar';
import type { TaskChange } from '../../../shared/schemas/tasks';
import type { PlanActor } from '../../auth/plan-access';
import { subtasks, taskCompletions, tasks } from '../../db/schema';
import { adoptTimeZone, remindAtFor } from '../calendar';
import { changeTask, type Deps } from './task-change';
import { toCompletion } from './task-completion-view';
import { loadTask, loadTaskWithSubtask } from './task-view';

// Setting due dates, repeats and reminders (decision record 047). Every function takes
// (deps, actor, input). A schedule is not text: it needs no version, and it writes only its own
// columns under the task's lock, so a concurrent edit of the words is never lost.

/** As `taskScheduleSchema` parses it: every field present, null clearing it. */
type TaskScheduleFields = {
  dueDate: string | null;
  dueTime: string | null;
  repeat: RepeatChoice | null;
  reminder: ReminderLead | null;
  timeZone?: string;
};

/** Sets a task's due date, time, repeat and reminder at once; `remind_at` follows. */
export function setTaskSchedule(
  deps: Deps,
  actor: PlanActor,
  input: { taskId: string } & TaskScheduleFields,
): Promise<TaskChange> {
  const { taskId, dueDate, dueTime, repeat, reminder, timeZone } = input;
  return changeTask(deps, actor, taskId, 'task_schedule_updated', async (tx) => {
    const { row } = await loadTask(tx, actor.plan.id, taskId, { forUpdate: true });
    const zone = await adoptTimeZone(tx, actor.plan.id, timeZone);
    const now = deps.clock.now();
    const repeatRule = dueDate && repeat ? repeatRuleFor(repeat, dueDate) : null;
    const reminderLead = dueDate ? reminder : null;
    const remindAt = remindAtFor(
      { dueDate, reminderLead, completed: row.completed },
      zone,
      todayIn(zone, now),
    );
    await tx
      .update(tasks)
      .set({ dueDate, dueTime, repeatRule, reminderLead, remindAt, updatedAt: now })
      .where(eq(tasks.id, taskId));
    // Ids and choices only: nothing a member typed.
    return { dueDate, dueTime, repeatRule, reminder: reminderLead };
  });
}

/** Sets a step's own due date and time (a step has no repeat and no reminder). */
export function setSubtaskSchedule(
  deps: Deps,
  actor: PlanActor,
  input: {
    taskId: string;
    subtaskId: string;
    dueDate: string | null;
    dueTime: string | null;
    timeZone?: string;
  },
): Promise<TaskChange> {
  const { taskId, subtaskId, dueDate, dueTime, timeZone } = input;
  return changeTask(deps, actor, taskId, 'subtask_schedule_updated', async (tx) => {
    await loadTaskWithSubtask(tx, actor.plan.id, taskId, subtaskId, { forUpdate: true });
    await adoptTimeZone(tx, actor.plan.id, timeZone);
    await tx.update(subtasks).set({ dueDate, dueTime }).where(eq(subtasks.id, subtaskId));
    await tx.update(tasks).set({ updatedAt: deps.clock.now() }).where(eq(tasks.id, taskId));
    return { subtaskId, dueDate, dueTime };
  });
}

/** A task's completed occurrences, newest first: at most this many. */
export const COMPLETIONS_MAX = 100;

export async function listCompletions(
  deps: Deps,
  actor: PlanActor,
  input: { taskId: string },
): Promise<{ completions: TaskCompletion[] }> {
  const db = deps.database.db;
  await loadTask(db, actor.plan.id, input.taskId);
  const rows = await db
    .select()
    .from(taskCompletions)
    .where(eq(taskCompletions.taskId, input.taskId))
    .orderBy(desc(taskCompletions.completedAt), desc(taskCompletions.occurrenceDate))
    .limit(COMPLETIONS_MAX);
  return { completions: rows.map(toCompletion) };
}
