import { startersIn } from './built-lists';
import type { LibraryEntry } from './library-entry';

// The 22 tasks every new care plan starts with and the demo shows (issue 58, decision record
// 097): the library's `starter` entries, in its order, which is the order plans were always
// given. Data only: a Vite build writes this module's value into the bundle as it is
// (scripts/library-build-plugin.ts), so /demo carries these 22, never the whole library. A plan
// copies these English words; starters-es.ts holds the same tasks in Spanish, for the demo.

/** What a plan copies of a starter, and the demo shows. */
export type StarterTask = Pick<
  LibraryEntry,
  'key' | 'categoryId' | 'title' | 'description' | 'guidance' | 'subtasks' | 'hasVideo'
>;

export const starterTasks: readonly StarterTask[] = startersIn('en');
