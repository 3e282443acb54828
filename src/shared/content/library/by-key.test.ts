import { describe, expect, it } from 'vitest';
import { asReadIn, asStored, guidanceFor, stageFor } from './by-key';
import { libraryEs } from './es/library-es';
import { library } from './library';

describe("what a plan's task reads from the library by its key", () => {
  it("reads any library task's guidance and stage, starter or not (record 097)", () => {
    for (const entry of library) {
      expect(guidanceFor(entry.key, 'en'), entry.key).toBe(entry.guidance);
      expect(stageFor(entry.key), entry.key).toBe(entry.stage);
    }
    expect(library.some((entry) => !entry.starter)).toBe(true);
  });

  it('reads the guidance in the reader’s language (issue 59)', () => {
    for (const entry of library) {
      expect(guidanceFor(entry.key, 'es'), entry.key).toBe(libraryEs[entry.key]?.guidance);
    }
  });

  it("gives a family's own task, or a key the library no longer has, none", () => {
    expect(guidanceFor(null, 'en')).toBeNull();
    expect(guidanceFor('no-such-task', 'es')).toBeNull();
    expect(stageFor(null)).toBeNull();
    expect(stageFor('no-such-task')).toBeNull();
  });
});

describe("a library task's words as each reader reads them (issue 59)", () => {
  const entry = library[0];
  const spanish = entry && libraryEs[entry.key];
  if (!entry || !spanish) throw new Error('no first entry');

  it('shows the library’s own words in the reader’s language', () => {
    expect(asReadIn(entry.key, entry.title, 'es')).toBe(spanish.title);
    expect(asReadIn(entry.key, entry.description, 'es')).toBe(spanish.description);
    expect(asReadIn(entry.key, entry.subtasks[1] as string, 'es')).toBe(spanish.subtasks[1]);
    expect(asReadIn(entry.key, entry.title, 'en')).toBe(entry.title);
  });

  it('keeps what the family typed as typed, and a task of their own', () => {
    expect(asReadIn(entry.key, `${entry.title}!`, 'es')).toBe(`${entry.title}!`);
    expect(asReadIn(entry.key, 'Llamar a mamá', 'es')).toBe('Llamar a mamá');
    expect(asReadIn(null, entry.title, 'es')).toBe(entry.title);
    expect(asReadIn('no-such-task', entry.title, 'es')).toBe(entry.title);
  });

  it('stores the library’s words in any language as its English, anything else as typed', () => {
    expect(asStored(entry.key, spanish.title)).toBe(entry.title);
    expect(asStored(entry.key, entry.title)).toBe(entry.title);
    expect(asStored(entry.key, 'Llamar a mamá')).toBe('Llamar a mamá');
    expect(asStored(null, spanish.title)).toBe(spanish.title);
  });
});
