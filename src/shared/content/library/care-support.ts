import type { LibraryEntry } from './library-entry';

export const careSupportTasks: readonly LibraryEntry[] = [];
