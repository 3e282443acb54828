import { DEMO_SUBTASK_CATEGORY_NAME, demoAllowsSubtaskChanges } from '../../../shared/rules/demo';
import { DEMO_LIMITS } from '../../../shared/rules/limits';
import { refuseDemo } from '../../auth/refuse-demo';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type Owner = Pick<UserRow, 'isDemo'>;

// What a demo sandbox may not do (spec section 6), and the caps that keep one visitor from
// filling the database through it (decision record 016).

/** Demo visitors add and tick subtasks in the housing category only. */
export function refuseDemoOutsideHousing(owner: Owner, categoryId: string, action: string): void {
  if (!demoAllowsSubtaskChanges(categoryId)) {
    refuseDemo(owner, `${action} outside ${DEMO_SUBTASK_CATEGORY_NAME}`);
  }
}

const demoLimit = (message: string) =>
  new AppError(403, 'demo_limit', `${message} Sign up for a full account to unlock all features.`);

export function checkDemoTaskCount(owner: Owner, taskCount: number): void {
  if (owner.isDemo && taskCount >= DEMO_LIMITS.tasks) {
    throw demoLimit(`The demo holds at most ${DEMO_LIMITS.tasks} tasks.`);
  }
}

export function checkDemoSubtaskCount(owner: Owner, subtaskCount: number): void {
  if (owner.isDemo && subtaskCount >= DEMO_LIMITS.subtasksPerTask) {
    throw demoLimit(`A demo task holds at most ${DEMO_LIMITS.subtasksPerTask} subtasks.`);
  }
}

export function checkDemoNotes(owner: Owner, notes: string): void {
  if (owner.isDemo && notes.length > DEMO_LIMITS.notesLength) {
    throw demoLimit(`Demo notes can be at most ${DEMO_LIMITS.notesLength} characters.`);
  }
}
