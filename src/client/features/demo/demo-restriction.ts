import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { DEMO_SUBTASK_CATEGORY_NAME } from '../../../shared/rules/demo';
import { toast } from '../../lib/toast';

// What /demo refuses (spec section 6), each explained by a 'Demo mode restriction' toast. The
// visitor has no account, so the words speak of the demo rather than of a demo account. Shown
// after a press, in the browser: written through the page's one Lingui instance (record 100).

const refusals = {
  deleteTask: msg`You cannot delete tasks in the demo.`,
  deleteSubtask: msg`You cannot delete subtasks in the demo.`,
  editNotes: msg`You cannot edit notes in the demo.`,
  addSubtask: msg`In the demo, subtasks can be added in ${DEMO_SUBTASK_CATEGORY_NAME} only.`,
  toggleSubtask: msg`In the demo, subtasks can be ticked in ${DEMO_SUBTASK_CATEGORY_NAME} only.`,
} as const;

export type DemoRefusal = keyof typeof refusals;

export function demoRefusalMessage(refusal: DemoRefusal): string {
  return `${i18n._(refusals[refusal])} ${t`Sign up for a full account to unlock all features.`}`;
}

export function refuseInDemo(refusal: DemoRefusal): void {
  toast(t`Demo mode restriction`, { description: demoRefusalMessage(refusal) });
}
