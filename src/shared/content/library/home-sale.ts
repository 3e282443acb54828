import type { LibraryEntry } from './library-entry';

export const homeSaleTasks: readonly LibraryEntry[] = [];
