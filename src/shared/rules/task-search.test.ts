import { describe, expect, it } from 'vitest';
import {
  foldCase,
  markedParts,
  placesMatched,
  searchWords,
  taskSearchProblem,
} from './task-search';

// The shared parts of the dashboard's search (record 090): its words, where they are, and what
// the results mark.

const legal = {
  title: 'Establish a durable power of attorney',
  description: 'Name a trusted person to handle money and legal matters if your loved one cannot.',
  notes: `${'Words before. '.repeat(10)}Ask the bank about their power of attorney form.${' Words after.'.repeat(10)}`,
  steps: ['Choose an agent', 'Book an elder law attorney'],
};

describe('the search of every task', () => {
  it('reads each word once, whatever its case, and keeps every position when folding case', () => {
    expect(searchWords('  Power of   ATTORNEY power ')).toEqual(['Power', 'of', 'ATTORNEY']);
    expect(foldCase('ÉLISE İ')).toBe('élise İ');
    expect(foldCase('İstanbul').length).toBe('İstanbul'.length);
  });

  it('says what is wrong with a search as the server does', () => {
    expect(taskSearchProblem('power of attorney')).toBeNull();
    expect(taskSearchProblem('   ')).toBe('Type a word to search for');
    expect(taskSearchProblem('a'.repeat(101))).toBe('A search must be at most 100 characters');
    expect(taskSearchProblem(`${'a'.repeat(100)}  `)).toBeNull();
    expect(taskSearchProblem('power\u0007')).toMatch(/control characters/);
    expect(taskSearchProblem('power\u202e')).toMatch(/invisible/);
  });

  it('lists the places holding the whole search, with the words around it in long notes', () => {
    expect(placesMatched(legal, searchWords('power of attorney'))).toEqual([
      { place: 'title', text: legal.title },
      {
        place: 'notes',
        text: expect.stringMatching(/^…Words before\..*power of attorney form\. Words after\..*…$/),
      },
    ]);
  });

  it('lists the places holding the most words when the whole search is nowhere', () => {
    expect(placesMatched(legal, searchWords('attorney elder'))).toEqual([
      { place: 'title', text: legal.title },
      { place: 'step', text: 'Book an elder law attorney' },
      { place: 'notes', text: expect.stringContaining('attorney') },
    ]);
    // Only the three best are listed, in the card's order.
    expect(placesMatched(legal, searchWords('elder choose')).map((match) => match.place)).toEqual([
      'step',
      'step',
    ]);
    expect(placesMatched(legal, searchWords('zebra'))).toEqual([]);
  });

  it('marks the whole search where it stands, else each word, in any case', () => {
    expect(markedParts('A Power of Attorney, or power', ['power', 'of', 'attorney'])).toEqual([
      { text: 'A ', marked: false },
      { text: 'Power of Attorney', marked: true },
      { text: ', or power', marked: false },
    ]);
    expect(markedParts('attorney and power', ['power', 'attorney'])).toEqual([
      { text: 'attorney', marked: true },
      { text: ' and ', marked: false },
      { text: 'power', marked: true },
    ]);
  });
});
