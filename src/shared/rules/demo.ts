// Demo mode's rule about categories (spec sections 4 and 6), in one place for the demo account
// (refused by the server, explained by /app) and for the public /demo page in the browser.
// No import of the task library: /app's code would carry it only for this name.

const DEMO_SUBTASK_CATEGORY = 'housing';

/** The category's name, for the messages that explain the rule (checked against the library). */
export const DEMO_SUBTASK_CATEGORY_NAME = 'Housing & Living Arrangements';

/** A demo adds and ticks subtasks in Housing & Living Arrangements only. */
export function demoAllowsSubtaskChanges(categoryId: string): boolean {
  return categoryId === DEMO_SUBTASK_CATEGORY;
}
