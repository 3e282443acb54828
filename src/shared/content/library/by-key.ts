import { library } from './library';
import type { StageId } from './library-entry';

// What a family's task reads from the library by its `libraryKey` whenever it is read (decision
// records 094 and 097): its guidance and its stage. One source, so every plan shows the library
// as it is now, for any of its tasks. Server-side: pages never carry the whole library for it.

const entryByKey = new Map(library.map((entry) => [entry.key, entry]));

/**
 * The library's guidance for a task copied from it, by its key; null for a task the family made,
 * or one whose key the library no longer has.
 */
export function guidanceFor(libraryKey: string | null): string | null {
  return libraryKey === null ? null : (entryByKey.get(libraryKey)?.guidance ?? null);
}

/** The stage of a task copied from the library; null for the family's own (record 097). */
export function stageFor(libraryKey: string | null): StageId | null {
  return libraryKey === null ? null : (entryByKey.get(libraryKey)?.stage ?? null);
}
