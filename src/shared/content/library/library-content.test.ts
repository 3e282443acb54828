import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasHiddenOrDirectionCharacters } from '../../rules/text';
import { categoryIds } from '../category-ids';
import { library } from './library';
import { fitTags, type LibraryEntry, stageIds } from './library-entry';

/** Sentences: text up to a full stop, question or exclamation mark followed by a space or the end. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word !== '');

const textsOf = (entry: LibraryEntry) => [
  entry.key,
  entry.title,
  entry.description,
  entry.guidance,
  ...entry.subtasks,
  ...entry.references.flatMap((reference) => [reference.name, reference.url]),
  ...(entry.printable ? [entry.printable.title, entry.printable.detail] : []),
];

describe('the task library', () => {
  it('has at least 105 tasks, at least 12 in each category, listed in category order', () => {
    expect(library.length).toBeGreaterThanOrEqual(105);
    for (const id of categoryIds) {
      expect(library.filter((entry) => entry.categoryId === id).length, id).toBeGreaterThanOrEqual(
        12,
      );
    }
    const order = library.map((entry) => categoryIds.indexOf(entry.categoryId));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('uses unique kebab-case keys and unique titles', () => {
    const keys = library.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = library.map((entry) => entry.title.toLowerCase());
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it('gives every task a title, a one- or two-sentence why and two to six sentences of guidance', () => {
    for (const entry of library) {
      expect(entry.title, entry.key).toMatch(/^[A-Z][^.]*[^.\s]$/);
      expect(sentencesOf(entry.description).length, entry.key).toBeGreaterThanOrEqual(1);
      expect(sentencesOf(entry.description).length, entry.key).toBeLessThanOrEqual(2);
      expect(sentencesOf(entry.guidance).length, entry.key).toBeGreaterThanOrEqual(2);
      expect(sentencesOf(entry.guidance).length, entry.key).toBeLessThanOrEqual(6);
      expect(entry.description, entry.key).toMatch(/[.!?]$/);
      expect(entry.guidance, entry.key).toMatch(/[.!?]$/);
    }
  });

  it('gives every task 3 to 6 distinct, short subtasks', () => {
    for (const entry of library) {
      expect(entry.subtasks.length, entry.key).toBeGreaterThanOrEqual(3);
      expect(entry.subtasks.length, entry.key).toBeLessThanOrEqual(6);
      expect(new Set(entry.subtasks).size, entry.key).toBe(entry.subtasks.length);
      for (const subtask of entry.subtasks) {
        expect(subtask, entry.key).toMatch(/^[A-Z].*[^.\s]$/);
        expect(subtask.length, `${entry.key}: ${subtask}`).toBeLessThanOrEqual(90);
      }
    }
  });

  it('puts every task in one of the three stages, each stage holding tasks', () => {
    for (const entry of library) expect(stageIds, entry.key).toContain(entry.stage);
    for (const stage of stageIds) {
      expect(
        library.some((entry) => entry.stage === stage),
        stage,
      ).toBe(true);
    }
  });

  it('gives every task 1 to 3 named references with well-formed https addresses', () => {
    for (const entry of library) {
      expect(entry.references.length, entry.key).toBeGreaterThanOrEqual(1);
      expect(entry.references.length, entry.key).toBeLessThanOrEqual(3);
      const urls = entry.references.map((reference) => reference.url);
      expect(new Set(urls).size, entry.key).toBe(urls.length);
      for (const { name, url } of entry.references) {
        expect(name.trim(), entry.key).not.toBe('');
        const parsed = new URL(url);
        expect(parsed.protocol, url).toBe('https:');
        expect(parsed.hostname, url).toMatch(/^([a-z0-9-]+\.)+[a-z]{2,}$/);
        expect(parsed.username + parsed.password + parsed.search + parsed.hash, url).toBe('');
        expect(parsed.href.replace(/\/$/, ''), url).toBe(url.replace(/\/$/, ''));
      }
    }
  });

  it('tags tasks only with the questionnaire’s situations, each used by some task', () => {
    for (const entry of library) {
      if (entry.fits === undefined) continue;
      expect(entry.fits.length, entry.key).toBeGreaterThan(0);
      expect(new Set(entry.fits).size, entry.key).toBe(entry.fits.length);
      for (const tag of entry.fits) expect(fitTags, entry.key).toContain(tag);
    }
    for (const tag of fitTags) {
      expect(
        library.some((entry) => entry.fits?.includes(tag)),
        tag,
      ).toBe(true);
    }
  });

  it('holds no control, invisible or text-direction characters in any text', () => {
    for (const entry of library) {
      for (const text of textsOf(entry)) {
        expect(hasControlCharacters(text), `${entry.key}: ${text}`).toBe(false);
        expect(hasHiddenOrDirectionCharacters(text), `${entry.key}: ${text}`).toBe(false);
        expect(text, entry.key).toBe(text.trim());
        expect(text, entry.key).not.toMatch(/\s{2}/);
      }
    }
  });

  it('reads plainly: short sentences on average and none very long', () => {
    const sentences = library.flatMap((entry) =>
      sentencesOf(`${entry.description} ${entry.guidance}`),
    );
    const lengths = sentences.map((sentence) => wordsOf(sentence).length);
    const average = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
    expect(average).toBeLessThan(22);
    expect(sentences.filter((sentence) => wordsOf(sentence).length > 45)).toEqual([]);
  });
});

describe('the printable checklist tasks', () => {
  it('are exactly 35 tasks, 5 per category, each at its own place 1 to 5', () => {
    expect(library.filter((entry) => entry.printable)).toHaveLength(35);
    for (const id of categoryIds) {
      const printed = library.filter((entry) => entry.categoryId === id && entry.printable);
      expect(printed, id).toHaveLength(5);
      expect(printed.map((entry) => entry.printable?.position).sort(), id).toEqual([1, 2, 3, 4, 5]);
    }
  });
});
