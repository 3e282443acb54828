import type { Language } from '../../i18n/locales';
import { type CategoryId, categoryIds } from '../category-ids';
import { libraryIn } from './library-in';
import type { PrintableTask } from './printable';
import type { StarterTask } from './starters';

// How the lists a build writes into pages are picked from the library, in a language (issue 59):
// the starter tasks (the demo's, a new plan's) and the printable checklist's. Apart from the
// built modules themselves, which must hold data only (scripts/library-build-plugin.ts).

/** The library's `starter` entries in its order: the words, steps and videos a plan copies. */
export function startersIn(language: Language): readonly StarterTask[] {
  return libraryIn(language)
    .filter((entry) => entry.starter)
    .map(({ key, categoryId, title, description, guidance, subtasks, hasVideo }) => ({
      key,
      categoryId,
      title,
      description,
      guidance,
      subtasks,
      hasVideo,
    }));
}

/** The library's `printable` entries, each category's in its checklist order. */
export function printableIn(
  language: Language,
): Readonly<Record<CategoryId, readonly PrintableTask[]>> {
  const entries = libraryIn(language);
  return Object.fromEntries(
    categoryIds.map((id) => [
      id,
      entries
        .filter((entry) => entry.categoryId === id)
        .flatMap((entry) => (entry.printable ? [entry.printable] : []))
        .sort((a, b) => a.position - b.position)
        .map(({ title, detail }) => ({ title, detail })),
    ]),
  ) as Record<CategoryId, PrintableTask[]>;
}
