import type { LibraryEntry } from './library-entry';

export const personalTasks: readonly LibraryEntry[] = [];
