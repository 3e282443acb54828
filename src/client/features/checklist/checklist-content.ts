import { LIBRARY_CATEGORY_COUNTS } from '../../../shared/content/library/category-counts';
import { type PrintableTask, printableTasks } from '../../../shared/content/library/printable';
import { spanishPrintableTasks } from '../../../shared/content/library/printable-es';
import { type CategoryId, categories } from '../../../shared/content/task-library';
import type { Language } from '../../../shared/i18n/locales';

// The free checklist (decision D5): 35 essential tasks, 5 in each of the 7 categories, written in
// the library (its `printable` entries, decision record 097), with how many tasks the library
// holds in each category, counted at build time (D9). General, US-focused guidance; it points
// families to professionals where that matters. A category is named in the reader's language by
// its id (`categoryName`); its tasks are the reader's language's (issue 59).

export type ChecklistTask = PrintableTask;
export type ChecklistCategory = {
  id: CategoryId;
  /** Tasks in that category of the full system's library, as the page says it. */
  fullSystemCount: string;
  tasks: readonly ChecklistTask[];
};

const tasksByLanguage = { en: printableTasks, es: spanishPrintableTasks };

/** The checklist with its tasks in a language (English and Spanish are written). */
export function checklistIn(language: Language): readonly ChecklistCategory[] {
  return categories.map((category) => ({
    id: category.id,
    fullSystemCount: String(LIBRARY_CATEGORY_COUNTS[category.id]),
    tasks: tasksByLanguage[language][category.id],
  }));
}

/** The checklist in its English, the words families have printed. */
export const checklist = checklistIn('en');
