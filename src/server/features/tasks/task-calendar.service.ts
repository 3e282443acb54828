import type { PlanActor } from '../../auth/plan-access';
import { AppError } from '../../lib/app-error';
import type { ConfiguredDeps } from '../../service-deps';
import { singleEventFile } from '../calendar';
import { loadTask } from './task-view';

/** `GET /api/tasks/:taskId/calendar.ics`: one dated task as a calendar of one event. */
export async function taskCalendar(
  deps: ConfiguredDeps,
  actor: PlanActor,
  input: { taskId: string },
): Promise<{ fileName: string; body: string }> {
  const { row } = await loadTask(deps.database.db, actor.plan.id, input.taskId);
  if (row.dueDate === null) {
    throw new AppError(
      409,
      'task_not_dated',
      'Give this task a due date before adding it to your calendar.',
    );
  }
  return singleEventFile({
    publicUrl: deps.config.publicUrl,
    planId: actor.plan.id,
    timeZone: actor.plan.timeZone,
    // In the words of the person downloading it: their choice, else their page's language.
    locale: actor.user.locale ?? actor.locale,
    task: { ...row, dueDate: row.dueDate },
  });
}
