import { LIBRARY_CATEGORY_COUNTS } from '../../../shared/content/library/category-counts';
import { printableTasks } from '../../../shared/content/library/printable';
import { type CategoryId, categories } from '../../../shared/content/task-library';

// The free checklist (decision D5): 35 essential tasks, 5 in each of the 7 categories, written in
// the library (its `printable` entries, decision record 097), with how many tasks the library
// holds in each category, counted at build time (D9). General, US-focused guidance; it points
// families to professionals where that matters.

export type ChecklistTask = { title: string; detail: string };
export type ChecklistCategory = {
  id: CategoryId;
  name: string;
  /** Tasks in that category of the full system's library, as the page says it. */
  fullSystemCount: string;
  tasks: readonly ChecklistTask[];
};

export const checklist: readonly ChecklistCategory[] = categories.map((category) => ({
  id: category.id,
  name: category.name,
  fullSystemCount: String(LIBRARY_CATEGORY_COUNTS[category.id]),
  tasks: printableTasks[category.id],
}));
