import { library } from '../../../shared/content/library/library';
import type { LibraryEntry } from '../../../shared/content/library/library-entry';
import { foldCase, searchWords } from '../../../shared/rules/task-search';
import type {
  LibraryListItem,
  LibraryQuery,
  LibraryTaskDetail,
} from '../../../shared/schemas/library';

// The eldercare library as the API shows it (issue 58, decision record 097): read from the one
// source (shared/content/library), never stored in the database, so every plan reads the
// library's words as they are now.

const entryByKey = new Map(library.map((entry) => [entry.key, entry]));

/** The entry of `key`, or undefined when the library has none. */
export const libraryEntryOf = (key: string): LibraryEntry | undefined => entryByKey.get(key);

export function toListItem(entry: LibraryEntry, inPlan: boolean): LibraryListItem {
  return {
    key: entry.key,
    categoryId: entry.categoryId,
    title: entry.title,
    description: entry.description,
    stage: entry.stage,
    subtaskCount: entry.subtasks.length,
    hasVideo: entry.hasVideo,
    inPlan,
  };
}

export function toDetail(entry: LibraryEntry, inPlan: boolean): LibraryTaskDetail {
  return {
    ...toListItem(entry, inPlan),
    subtasks: [...entry.subtasks],
    guidance: entry.guidance,
    references: entry.references.map(({ name, url }) => ({ name, url })),
  };
}

/** Each entry's searched text, folded once: title, description, steps and guidance. */
const searchedText = new Map(
  library.map((entry) => [
    entry.key,
    foldCase([entry.title, entry.description, ...entry.subtasks, entry.guidance].join('\n')),
  ]),
);

/**
 * The entries a browse asks for, in the library's order (category by category): those holding
 * every word of the search somewhere, any case and order (as the task search reads words), in
 * the category and the stage asked for.
 */
export function findEntries(query: LibraryQuery): LibraryEntry[] {
  const words = query.query === undefined ? [] : searchWords(query.query).map(foldCase);
  return library.filter(
    (entry) =>
      (query.categoryId === undefined || entry.categoryId === query.categoryId) &&
      (query.stage === undefined || entry.stage === query.stage) &&
      words.every((word) => searchedText.get(entry.key)?.includes(word)),
  );
}
