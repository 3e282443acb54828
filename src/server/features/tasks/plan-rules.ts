import { formatCount } from '../../../shared/format';
import { PLAN_LIMITS } from '../../../shared/rules/limits';
import { AppError } from '../../lib/app-error';

// The ceilings every plan keeps (decision record 042), far above what a family needs, so a
// runaway script cannot fill the database or make the dashboard heavy. The demo's own, lower
// caps are in demo-rules.ts.

const planLimit = (message: string) => new AppError(409, 'plan_limit', message);

export function checkPlanTaskCount(taskCount: number): void {
  if (taskCount >= PLAN_LIMITS.tasks) {
    throw planLimit(
      `A plan holds at most ${formatCount(PLAN_LIMITS.tasks)} tasks. Delete tasks you no longer need to add new ones.`,
    );
  }
}

export function checkPlanSubtaskCount(subtaskCount: number): void {
  if (subtaskCount >= PLAN_LIMITS.subtasksPerTask) {
    throw planLimit(
      `A task holds at most ${formatCount(PLAN_LIMITS.subtasksPerTask)} subtasks. Delete subtasks you no longer need to add new ones.`,
    );
  }
}
