import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasHiddenOrDirectionCharacters } from '../../../rules/text';
import { library } from '../library';
import type { LibraryEntry } from '../library-entry';
import type { LibraryEntryTranslation } from '../library-translation';
import { printableTasks } from '../printable';
import { spanishPrintableTasks } from '../printable-es';
import { starterTasks } from '../starters';
import { spanishStarterTasks } from '../starters-es';
import { libraryEs } from './library-es';

// The library in Spanish (issue 59): every task's every word, one for one with the English, and
// nothing left in English by mistake.

/** Each text of an entry, named, in the same order for the English and its translation. */
const textsOf = (entry: LibraryEntry | LibraryEntryTranslation) => [
  ['title', entry.title],
  ['description', entry.description],
  ['guidance', entry.guidance],
  ...entry.subtasks.map((step, i) => [`step ${i + 1}`, step]),
  ...(entry.printable
    ? [
        ['printable title', entry.printable.title],
        ['printable detail', entry.printable.detail],
      ]
    : []),
];

/**
 * English left in a sentence: common English words outside parentheses (where a US term keeps
 * its English name beside the Spanish) and outside the names of programs and organizations.
 */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|your|you|with|is|are|to|for|of|an|or|it|they|their)(?!\p{L})/u;
const NAMES = [
  'Alzheimer’s Association',
  'Meals on Wheels',
  'National Council on Aging',
  'National Academy of Elder Law Attorneys',
  'American Bar Association',
  'The Conversation Project',
  'Investment Adviser Public Disclosure',
  'Check for Safety',
  'Aid & Attendance',
  'Care Compare',
  'my Social Security',
];
const withoutNames = (text: string) =>
  NAMES.reduce((rest, name) => rest.split(name).join(''), text.replace(/\([^)]*\)/g, ''));

/** Digits (amounts, years, ages, phone numbers) a translation must keep as they are. */
const numbersOf = (text: string) => (text.match(/\d[\d,]*\d|\d/g) ?? []).sort();

/** Addresses and phone numbers written in letters (1-800-MEDICARE), kept as they are. */
const addressesOf = (text: string) =>
  (text.match(/\b[\w.-]+\.(gov|com|org)\b|1-800-[A-Z]+/gi) ?? []).sort();

describe('the library in Spanish', () => {
  it('has every task of the library, and no other', () => {
    expect(Object.keys(libraryEs).sort()).toEqual(library.map((entry) => entry.key).sort());
  });

  it('gives every task every word: the same steps in number, the printable words where it is printed', () => {
    for (const entry of library) {
      const spanish = libraryEs[entry.key];
      if (!spanish) throw new Error(`${entry.key} has no Spanish`);
      expect(spanish.subtasks, entry.key).toHaveLength(entry.subtasks.length);
      expect(new Set(spanish.subtasks).size, entry.key).toBe(spanish.subtasks.length);
      expect(Boolean(spanish.printable), entry.key).toBe(Boolean(entry.printable));
      for (const [name, text] of textsOf(spanish))
        expect(text, `${entry.key} ${name}`).not.toBe('');
    }
  });

  it('leaves nothing in English by mistake, keeping numbers, phone numbers and addresses', () => {
    for (const entry of library) {
      const spanish = textsOf(libraryEs[entry.key] as LibraryEntryTranslation);
      textsOf(entry).forEach(([name, english = ''], i) => {
        const text = spanish[i]?.[1] ?? '';
        const where = `${entry.key} ${name}: ${text}`;
        expect(text, where).not.toBe(english);
        expect(withoutNames(text), where).not.toMatch(ENGLISH_WORDS);
        expect(numbersOf(text), where).toEqual(numbersOf(english));
        expect(addressesOf(text), where).toEqual(addressesOf(english));
      });
    }
  });

  it('writes titles as the English does: a capital first, no full stop; sentences end as sentences', () => {
    for (const entry of library) {
      const spanish = libraryEs[entry.key] as LibraryEntryTranslation;
      for (const title of [spanish.title, spanish.printable?.title ?? 'Sí']) {
        expect(title, entry.key).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡][^.]*[^.\s]$/u);
      }
      for (const text of [
        spanish.description,
        spanish.guidance,
        spanish.printable?.detail ?? '.',
      ]) {
        expect(text, entry.key).toMatch(/[.!?]$/);
      }
    }
  });

  it('holds no control, invisible or text-direction characters, and no stray spaces', () => {
    for (const entry of library) {
      for (const [name, text = ''] of textsOf(libraryEs[entry.key] as LibraryEntryTranslation)) {
        const where = `${entry.key} ${name}`;
        expect(hasControlCharacters(text), where).toBe(false);
        expect(hasHiddenOrDirectionCharacters(text), where).toBe(false);
        expect(text, where).toBe(text.trim());
        expect(text, where).not.toMatch(/\s{2}/);
      }
    }
  });
});

describe('the lists a build writes into pages, in Spanish', () => {
  it('has the same starter tasks in the same order, with the same steps and videos, in Spanish', () => {
    expect(spanishStarterTasks.map((task) => task.key)).toEqual(
      starterTasks.map((task) => task.key),
    );
    spanishStarterTasks.forEach((task, i) => {
      const english = starterTasks[i];
      expect(task.title, task.key).toBe(libraryEs[task.key]?.title);
      expect(task.guidance, task.key).toBe(libraryEs[task.key]?.guidance);
      expect(task.subtasks, task.key).toHaveLength(english?.subtasks.length ?? -1);
      expect({ categoryId: task.categoryId, hasVideo: task.hasVideo }, task.key).toEqual({
        categoryId: english?.categoryId,
        hasVideo: english?.hasVideo,
      });
    });
  });

  it('has the printable checklist’s 35 in the same places, in Spanish', () => {
    for (const [id, tasks] of Object.entries(printableTasks)) {
      const spanish = spanishPrintableTasks[id as keyof typeof printableTasks];
      expect(spanish, id).toHaveLength(tasks.length);
      const spanishWords = new Set(
        Object.values(libraryEs).flatMap((entry) =>
          entry.printable ? [entry.printable.title] : [],
        ),
      );
      spanish.forEach((task, i) => {
        expect(spanishWords.has(task.title), task.title).toBe(true);
        expect(task.title).not.toBe(tasks[i]?.title);
      });
    }
  });
});
