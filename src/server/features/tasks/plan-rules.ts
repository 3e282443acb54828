import { and, eq } from 'drizzle-orm';
import { asWritten, PLAN_LIMITS } from '../../../shared/rules/limits';
import type { Transaction } from '../../db/client';
import { tasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// The ceilings every plan keeps (decision record 042), far above what a family needs, so a
// runaway script cannot fill the database or make the dashboard heavy. The demo's own, lower
// caps are in demo-rules.ts.

const planLimit = (message: string) => new AppError(409, 'plan_limit', message);

/** Holds one of the plan's tasks, so concurrent changes to it are made in turn. */
export async function lockTask(tx: Transaction, planId: string, taskId: string): Promise<void> {
  await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.planId, planId)))
    .for('update');
}

export function checkPlanTaskCount(taskCount: number): void {
  if (taskCount >= PLAN_LIMITS.tasks) {
    throw planLimit(
      `A plan holds at most ${asWritten(PLAN_LIMITS.tasks)} tasks. Delete tasks you no longer need to add new ones.`,
    );
  }
}

export function checkPlanSubtaskCount(subtaskCount: number): void {
  if (subtaskCount >= PLAN_LIMITS.subtasksPerTask) {
    throw planLimit(
      `A task holds at most ${asWritten(PLAN_LIMITS.subtasksPerTask)} subtasks. Delete subtasks you no longer need to add new ones.`,
    );
  }
}
