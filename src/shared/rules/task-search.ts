import { TASK_SEARCH_LIMITS } from './limits';
import { taskMessages } from './task-messages';
import {
  CONTROL_CHARACTERS_MESSAGE,
  HIDDEN_CHARACTERS_MESSAGE,
  hasControlCharacters,
  hasHiddenOrDirectionCharacters,
} from './text';

// The dashboard's search of every task (issue 56, decision record 090): which words a search
// holds, where in a task they are, the words around them, and what to mark. The server finds
// the tasks (every word somewhere in the task, in any order, any case) and says where with these;
// the browser marks the words with them. Apart from the schemas: the results carry no validator.

/** Where in a task a search matched, in the order a card shows them. */
export type TaskSearchPlace = 'title' | 'description' | 'step' | 'notes';

/** One place a task matched: which, and its words there (a long text: the words around them). */
export type TaskSearchMatch = { place: TaskSearchPlace; text: string };

/** The places listed for one task at most: a phone shows each result in a few lines. */
const MATCHES_SHOWN = 3;

/** The characters kept on either side of a match in a long description or notes. */
const EXCERPT_RADIUS = 60;

/**
 * Any case, one character at a time so every position stays where it was (the marks are
 * placed by position); a letter whose small form is longer (İ) is kept as it is.
 */
export function foldCase(text: string): string {
  let folded = '';
  for (const character of text) {
    const small = character.toLowerCase();
    folded += small.length === character.length ? small : character;
  }
  return folded;
}

/** The search's words as typed, each once whatever its case: what every task must hold. */
export function searchWords(query: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of query.trim().split(/\s+/)) {
    const folded = foldCase(word);
    if (word && !seen.has(folded)) {
      seen.add(folded);
      words.push(word);
    }
  }
  return words;
}

/**
 * What is wrong with a search, in the words the server answers (shared/schemas/tasks.ts
 * `taskSearchQuerySchema`), or null: the browser says it without asking the server.
 */
export function taskSearchProblem(query: string): string | null {
  if (hasControlCharacters(query)) return CONTROL_CHARACTERS_MESSAGE;
  if (hasHiddenOrDirectionCharacters(query)) return HIDDEN_CHARACTERS_MESSAGE;
  const trimmed = query.trim();
  if (trimmed === '') return taskMessages.searchRequired;
  if (trimmed.length > TASK_SEARCH_LIMITS.queryLength) return taskMessages.searchTooLong;
  return null;
}

/** Where `needles` occur in `text`, any case: [start, end) ranges in order, overlaps joined. */
function rangesOf(text: string, needles: readonly string[]): [number, number][] {
  const haystack = foldCase(text);
  const found: [number, number][] = [];
  for (const needle of needles.map(foldCase)) {
    if (!needle) continue;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      found.push([at, at + needle.length]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const range of found) {
    const last = joined.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else joined.push([...range]);
  }
  return joined;
}

/** The words as one phrase, when the search has more than one word. */
const phraseOf = (words: readonly string[]) => (words.length > 1 ? words.join(' ') : null);

/**
 * What to mark in `text`: the whole search where it stands as typed, else each of its words.
 * Each part of the text in order, marked or not.
 */
export function markedParts(
  text: string,
  words: readonly string[],
): { text: string; marked: boolean }[] {
  const phrase = phraseOf(words);
  const phraseRanges = phrase ? rangesOf(text, [phrase]) : [];
  const ranges = phraseRanges.length > 0 ? phraseRanges : rangesOf(text, words);
  const parts: { text: string; marked: boolean }[] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    if (start > from) parts.push({ text: text.slice(from, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), marked: false });
  return parts;
}

/** The words around [start, end) of a long text, cut at spaces, with '…' where it was cut. */
function excerpt(text: string, start: number, end: number): string {
  const flat = text.replace(/\s+/g, ' ');
  if (flat.length <= 2 * EXCERPT_RADIUS + (end - start)) return flat.trim();
  let from = Math.max(0, start - EXCERPT_RADIUS);
  let to = Math.min(flat.length, end + EXCERPT_RADIUS);
  if (from > 0) {
    const space = flat.indexOf(' ', from);
    from = space !== -1 && space < start ? space + 1 : from;
  }
  if (to < flat.length) {
    const space = flat.lastIndexOf(' ', to);
    to = space > end ? space : to;
  }
  return `${from > 0 ? '…' : ''}${flat.slice(from, to).trim()}${to < flat.length ? '…' : ''}`;
}

/** What a task is searched in. */
export type SearchedTask = { title: string; description: string; notes: string; steps: string[] };

/**
 * Where the search's words are in a task, best first: the places holding the whole search as
 * typed, else those holding the most of its words; at most MATCHES_SHOWN. A long description or
 * notes is shown by the words around the first match (whitespace made single spaces first, so
 * the match is found where the excerpt shows it).
 */
export function placesMatched(task: SearchedTask, words: readonly string[]): TaskSearchMatch[] {
  const places: { place: TaskSearchPlace; text: string }[] = [
    { place: 'title', text: task.title },
    { place: 'description', text: task.description.replace(/\s+/g, ' ') },
    ...task.steps.map((step) => ({ place: 'step' as const, text: step })),
    { place: 'notes', text: task.notes.replace(/\s+/g, ' ') },
  ];
  const phrase = phraseOf(words);
  const scored = places.map((entry, order) => {
    const phraseRanges = phrase ? rangesOf(entry.text, [phrase]) : [];
    const wordsHere = words.filter((word) => rangesOf(entry.text, [word]).length > 0).length;
    const first = (phraseRanges.length > 0 ? phraseRanges : rangesOf(entry.text, words))[0];
    return { ...entry, order, phrase: phraseRanges.length > 0, wordsHere, first };
  });
  const hasPhrase = scored.some((entry) => entry.phrase);
  return scored
    .filter((entry) => (hasPhrase ? entry.phrase : entry.wordsHere > 0))
    .sort((a, b) => b.wordsHere - a.wordsHere || a.order - b.order)
    .slice(0, MATCHES_SHOWN)
    .sort((a, b) => a.order - b.order)
    .map(({ place, text, first }) => ({
      place,
      text:
        (place === 'description' || place === 'notes') && first
          ? excerpt(text, first[0], first[1])
          : text,
    }));
}
