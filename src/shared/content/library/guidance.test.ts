import { describe, expect, it } from 'vitest';
import { guidanceFor } from './guidance';
import { library } from './library';

describe('guidanceFor', () => {
  it("reads any library task's guidance by its key, starter or not (record 097)", () => {
    for (const entry of library) expect(guidanceFor(entry.key), entry.key).toBe(entry.guidance);
    expect(library.some((entry) => !entry.starter)).toBe(true);
  });

  it("gives a family's own task, or a key the library no longer has, none", () => {
    expect(guidanceFor(null)).toBeNull();
    expect(guidanceFor('no-such-task')).toBeNull();
  });
});
