import { type CategoryId, categoryIds } from '../category-ids';
import { library } from './library';

// The free printable checklist's 35 tasks (decision D5, issue 58): the library's `printable`
// entries in the checklist's own words, each category's in its checklist order. Data only: a
// Vite build writes this module's value into the bundle (scripts/library-build-plugin.ts).

export type PrintableTask = { title: string; detail: string };

export const printableTasks: Readonly<Record<CategoryId, readonly PrintableTask[]>> =
  Object.fromEntries(
    categoryIds.map((id) => [
      id,
      library
        .filter((entry) => entry.categoryId === id)
        .flatMap((entry) => (entry.printable ? [entry.printable] : []))
        .sort((a, b) => a.position - b.position)
        .map(({ title, detail }) => ({ title, detail })),
    ]),
  ) as Record<CategoryId, PrintableTask[]>;
