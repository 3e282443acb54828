import { LANGUAGES, type Language } from '../../i18n/locales';
import { foldCase } from '../../rules/task-search';
import { library } from './library';
import type { LibraryEntry, StageId } from './library-entry';
import { entryIn } from './library-in';

// What a family's task reads from the library by its `libraryKey` whenever it is read (decision
// records 094 and 097): its guidance and its stage, and (issue 59) its words in the reader's
// language while the family has left them as the library wrote them. One source, so every plan
// shows the library as it is now, for any of its tasks. Server-side: pages never carry the whole
// library for it.

const entryByKey = new Map(library.map((entry) => [entry.key, entry]));

/** The words of an entry a plan copies (its title, description and steps), in its order. */
const copiedWords = (entry: LibraryEntry) => [entry.title, entry.description, ...entry.subtasks];

/**
 * Per language, per key: each English word the library wrote for a task mapped to the
 * language's. Built once; a read is two Map look-ups.
 */
const wordsIn = new Map(
  LANGUAGES.filter((language) => language !== 'en').map((language) => [
    language,
    new Map(
      library.map((entry) => {
        const translated = copiedWords(entryIn(entry.key, language) ?? entry);
        return [entry.key, new Map(copiedWords(entry).map((text, i) => [text, translated[i]]))];
      }),
    ),
  ]),
);

/** Per key: each of the library's words in any language mapped back to the English it stands for. */
const englishOf = new Map(
  library.map((entry) => {
    const english = copiedWords(entry);
    const pairs = LANGUAGES.flatMap((language) => {
      const words = copiedWords(entryIn(entry.key, language) ?? entry);
      return words.map((text, i) => [text, english[i] as string] as const);
    });
    return [entry.key, new Map(pairs)];
  }),
);

/**
 * The library's guidance for a task copied from it, by its key, in the reader's language; null
 * for a task the family made, or one whose key the library no longer has.
 */
export function guidanceFor(libraryKey: string | null, language: Language): string | null {
  return libraryKey === null ? null : (entryIn(libraryKey, language)?.guidance ?? null);
}

/** The stage of a task copied from the library; null for the family's own (record 097). */
export function stageFor(libraryKey: string | null): StageId | null {
  return libraryKey === null ? null : (entryByKey.get(libraryKey)?.stage ?? null);
}

/**
 * A task's title, description or step as a reader of `language` reads it: still the library's
 * own English words, in their language; anything else (the family's own task, or words the
 * family changed) as typed: what the family types stays as typed.
 */
export function asReadIn(libraryKey: string | null, text: string, language: Language): string {
  if (libraryKey === null || language === 'en') return text;
  return wordsIn.get(language)?.get(libraryKey)?.get(text) ?? text;
}

/**
 * The words a family's edit stores: the library's words for this task in any language are kept
 * as its English, so the task stays the library's and each reader keeps reading it in theirs
 * (a reader in Spanish who saves the Spanish title unchanged has not written a new one).
 */
export function asStored(libraryKey: string | null, text: string): string {
  if (libraryKey === null) return text;
  return englishOf.get(libraryKey)?.get(text) ?? text;
}

/** Per language but English: each task's copied words in it, folded once, for the task search. */
const searchedIn = new Map<Language, { key: string; text: string }[]>(
  LANGUAGES.filter((language) => language !== 'en').map((language) => [
    language,
    library.map((entry) => ({
      key: entry.key,
      text: foldCase(copiedWords(entryIn(entry.key, language) ?? entry).join('\n')),
    })),
  ]),
);

/**
 * The library keys whose title, description or steps hold a (folded) word in a language other
 * than English: where a plan's search finds a word its reader reads but the plan stores in
 * English (issue 59). None for English, whose words the plan stores.
 */
export function libraryKeysHolding(word: string, language: Language): string[] {
  const entries = searchedIn.get(language) ?? [];
  return entries.filter((entry) => entry.text.includes(word)).map((entry) => entry.key);
}
