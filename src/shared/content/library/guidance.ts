import { library } from './library';

// The library's guidance for a family's task, read by the task's `libraryKey` whenever the task
// is read (decision records 094 and 097): one source, so every plan shows the library's words as
// they are now, for any of its tasks. Server-side: pages never carry the whole library for it.

const guidanceByKey = new Map(library.map((entry) => [entry.key, entry.guidance]));

/**
 * The library's guidance for a task copied from it, by its key; null for a task the family made,
 * or one whose key the library no longer has.
 */
export function guidanceFor(libraryKey: string | null): string | null {
  return libraryKey === null ? null : (guidanceByKey.get(libraryKey) ?? null);
}
