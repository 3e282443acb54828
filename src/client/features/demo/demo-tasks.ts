import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CategoryId } from '../../../shared/content/category-ids';
import type { StarterTask } from '../../../shared/content/library/starters';
import { demoAllowsSubtaskChanges } from '../../../shared/rules/demo';
import { addSubtask, toggleSubtask, toggleTask } from '../../../shared/rules/tasks';
import type { Subtask, Task } from '../../../shared/schemas/tasks';

// The demo's checklist: the library's starter tasks (record 097), held in this tab only (spec section 4, decision
// D3). Nothing here is sent anywhere; a reload starts again from the library.

export type DemoTask = Pick<
  Task,
  | 'id'
  | 'title'
  | 'description'
  | 'notes'
  | 'guidance'
  | 'completed'
  | 'categoryId'
  | 'hasVideo'
  | 'subtasks'
>;

export type DemoState = { tasks: DemoTask[]; added: number };

export type DemoAction =
  | { type: 'toggle-task'; taskId: string }
  | { type: 'toggle-subtask'; taskId: string; subtaskId: string }
  | { type: 'add-subtask'; taskId: string; title: string };

/** The one subtask shown outside housing in place of the library's (spec section 4). */
const DEMO_PLACEHOLDER_SUBTASK = msg`See all of the default sub-tasks in the full version`;

function demoSubtasks(
  key: string,
  categoryId: CategoryId,
  titles: readonly string[],
  i18n: I18n,
): Subtask[] {
  if (!demoAllowsSubtaskChanges(categoryId)) {
    return [
      { id: `${key}-placeholder`, title: i18n._(DEMO_PLACEHOLDER_SUBTASK), completed: false },
    ];
  }
  return titles.map((title, index) => ({ id: `${key}-${index + 1}`, title, completed: false }));
}

/**
 * The starter tasks, none done; the same on every load, so the page can be prerendered. The
 * starters are the page's language's (demo-starters.ts), its own words (the placeholder subtask)
 * too.
 */
export function initialDemoState({
  i18n,
  starters,
}: {
  i18n: I18n;
  starters: readonly StarterTask[];
}): DemoState {
  return {
    added: 0,
    tasks: starters.map((entry) => ({
      id: entry.key,
      title: entry.title,
      description: entry.description,
      // A visitor's own notes, empty as a new plan's are; the library's guidance apart from them
      // (record 094).
      notes: '',
      guidance: entry.guidance,
      completed: false,
      categoryId: entry.categoryId,
      hasVideo: entry.hasVideo,
      subtasks: demoSubtasks(entry.key, entry.categoryId, entry.subtasks, i18n),
    })),
  };
}

/** The demo's changes, by the shared completion rules; a subtask change outside housing changes nothing. */
export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  const task = state.tasks.find((item) => item.id === action.taskId);
  if (!task) return state;
  const replace = (next: DemoTask, added = state.added): DemoState => ({
    added,
    tasks: state.tasks.map((item) => (item.id === next.id ? next : item)),
  });
  switch (action.type) {
    case 'toggle-task':
      return replace(toggleTask(task));
    case 'toggle-subtask':
      if (!demoAllowsSubtaskChanges(task.categoryId)) return state;
      return replace(toggleSubtask(task, action.subtaskId));
    case 'add-subtask': {
      if (!demoAllowsSubtaskChanges(task.categoryId) || !action.title.trim()) return state;
      const added = state.added + 1;
      const subtask = { id: `${task.id}-added-${added}`, title: action.title, completed: false };
      return replace(addSubtask(task, subtask), added);
    }
  }
}
