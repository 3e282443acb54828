import type { LibraryEntry } from '../../../shared/content/library/library-entry';
import { entryIn, libraryIn } from '../../../shared/content/library/library-in';
import type { Language } from '../../../shared/i18n/locales';
import { foldCase, searchWords } from '../../../shared/rules/task-search';
import type {
  LibraryListItem,
  LibraryQuery,
  LibraryTaskDetail,
} from '../../../shared/schemas/library';

// The eldercare library as the API shows it (issue 58, decision record 097): read from the one
// source (shared/content/library), never stored in the database, so every plan reads the
// library's words as they are now, each reader in their own language (issue 59).

/** The entry of `key` in a language, or undefined when the library has none. */
export const libraryEntryOf = (key: string, language: Language): LibraryEntry | undefined =>
  entryIn(key, language);

/**
 * Any case and any accent: a reader typing 'medicacion' on a phone finds 'medicación' (the
 * library search marks nothing by position, so letters may fold to fewer).
 */
const fold = (text: string) => foldCase(text).normalize('NFD').replace(/\p{M}/gu, '');

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

/**
 * Each entry's searched text in each language, folded once: title, description, steps and
 * guidance. A reader searches the words they read.
 */
const searchedTextIn = (language: Language): ReadonlyMap<string, string> =>
  new Map(
    libraryIn(language).map((entry) => [
      entry.key,
      fold([entry.title, entry.description, ...entry.subtasks, entry.guidance].join('\n')),
    ]),
  );
const searchedText: Record<Language, ReadonlyMap<string, string>> = {
  en: searchedTextIn('en'),
  es: searchedTextIn('es'),
};

/**
 * The entries a browse asks for, in the library's order (category by category) and the reader's
 * language: those holding every word of the search somewhere in that language, any case, accent
 * and order (as the task search reads words), in the category and the stage asked for.
 */
export function findEntries(query: LibraryQuery, language: Language): readonly LibraryEntry[] {
  const words = query.query === undefined ? [] : searchWords(query.query).map(fold);
  const texts = searchedText[language];
  return libraryIn(language).filter(
    (entry) =>
      (query.categoryId === undefined || entry.categoryId === query.categoryId) &&
      (query.stage === undefined || entry.stage === query.stage) &&
      words.every((word) => texts.get(entry.key)?.includes(word)),
  );
}
