import type { LibraryEntry } from './library-entry';

export const legalTasks: readonly LibraryEntry[] = [];
