import type { LibraryEntry } from './library-entry';

export const financesTasks: readonly LibraryEntry[] = [];
