import { DEMO_SUBTASK_CATEGORY_NAME } from '../../../shared/rules/demo';
import { toast } from '../../lib/toast';

// What /demo refuses (spec section 6), each explained by a 'Demo mode restriction' toast. The
// visitor has no account, so the words speak of the demo rather than of a demo account.

const refusals = {
  deleteTask: 'You cannot delete tasks in the demo.',
  deleteSubtask: 'You cannot delete subtasks in the demo.',
  editNotes: 'You cannot edit notes in the demo.',
  addSubtask: `In the demo, subtasks can be added in ${DEMO_SUBTASK_CATEGORY_NAME} only.`,
  toggleSubtask: `In the demo, subtasks can be ticked in ${DEMO_SUBTASK_CATEGORY_NAME} only.`,
} as const;

export type DemoRefusal = keyof typeof refusals;

export function demoRefusalMessage(refusal: DemoRefusal): string {
  return `${refusals[refusal]} Sign up for a full account to unlock all features.`;
}

export function refuseInDemo(refusal: DemoRefusal): void {
  toast('Demo mode restriction', { description: demoRefusalMessage(refusal) });
}
