import { describe, expect, it } from 'vitest';
import { categoryIds } from './category-ids';
import { library } from './library/library';
import {
  LIBRARY_CATEGORY_COUNTS,
  LIBRARY_TASK_COUNT,
  LIBRARY_TASK_COUNT_ROUNDED_DOWN,
  LIBRARY_VIDEO_TASK_COUNT,
  PRINTABLE_TASK_COUNT,
  STARTER_TASK_COUNT,
} from './library-counts';

// The figures the pages say (decision D9, record 097) are the library's own counts.

describe('the library’s counts', () => {
  it('are counted from the library', () => {
    expect(LIBRARY_TASK_COUNT).toBe(library.length);
    expect(STARTER_TASK_COUNT).toBe(library.filter((entry) => entry.starter).length);
    expect(LIBRARY_VIDEO_TASK_COUNT).toBe(library.filter((entry) => entry.hasVideo).length);
    expect(PRINTABLE_TASK_COUNT).toBe(library.filter((entry) => entry.printable).length);
    for (const id of categoryIds) {
      expect(LIBRARY_CATEGORY_COUNTS[id], id).toBe(
        library.filter((entry) => entry.categoryId === id).length,
      );
    }
  });

  it("keep the landing page's '100+ critical tasks' true: the library holds 100 or more", () => {
    expect(LIBRARY_TASK_COUNT).toBeGreaterThanOrEqual(100);
    expect(LIBRARY_TASK_COUNT_ROUNDED_DOWN).toBe(100);
    // As the spec's figures are: 22 to start with, 35 to print.
    expect(STARTER_TASK_COUNT).toBe(22);
    expect(PRINTABLE_TASK_COUNT).toBe(35);
  });
});
