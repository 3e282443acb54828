import { describe, expect, it } from 'vitest';
import { guidanceFor, stageFor } from './by-key';
import { library } from './library';

describe("what a plan's task reads from the library by its key", () => {
  it("reads any library task's guidance and stage, starter or not (record 097)", () => {
    for (const entry of library) {
      expect(guidanceFor(entry.key), entry.key).toBe(entry.guidance);
      expect(stageFor(entry.key), entry.key).toBe(entry.stage);
    }
    expect(library.some((entry) => !entry.starter)).toBe(true);
  });

  it("gives a family's own task, or a key the library no longer has, none", () => {
    expect(guidanceFor(null)).toBeNull();
    expect(guidanceFor('no-such-task')).toBeNull();
    expect(stageFor(null)).toBeNull();
    expect(stageFor('no-such-task')).toBeNull();
  });
});
