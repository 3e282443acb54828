import type { LibraryEntry } from './library-entry';

// The eldercare library's words in another language (issue 59): data, not catalog messages, so a
// task's long guidance stays one readable paragraph beside the others of its category, and the
// server looks a task's words up by its key. Everything else an entry holds (its category, stage,
// sources, video, tags) is the English entry's: only the words a reader reads change.

/** One task's words in a language: every word the English entry has, the same number of steps. */
export type LibraryEntryTranslation = Pick<LibraryEntry, 'title' | 'description' | 'guidance'> & {
  /** The entry's steps in the same order, one for one. */
  subtasks: readonly string[];
  /** The printable checklist's words, for an entry that is on it. */
  printable?: { title: string; detail: string };
};

/** A category's translations, by the English entry's key. */
export type LibraryTranslation = Readonly<Record<string, LibraryEntryTranslation>>;
