import type { CategoryId } from '../category-ids';
import { printableIn } from './built-lists';

// The free printable checklist's 35 tasks (decision D5, issue 58): the library's `printable`
// entries in the checklist's own words, each category's in its checklist order. Data only: a
// Vite build writes this module's value into the bundle (scripts/library-build-plugin.ts).
// printable-es.ts holds the same 35 in Spanish.

export type PrintableTask = { title: string; detail: string };

export const printableTasks: Readonly<Record<CategoryId, readonly PrintableTask[]>> =
  printableIn('en');
