import { describe, expect, it } from 'vitest';
import { categoryIds } from '../content/category-ids';
import { categories } from '../content/task-library';
import { DEMO_SUBTASK_CATEGORY_NAME, demoAllowsSubtaskChanges } from './demo';

describe('demo subtask rule', () => {
  it('allows subtask changes in housing and in no other category', () => {
    expect(categoryIds.filter(demoAllowsSubtaskChanges)).toEqual(['housing']);
  });

  it('names the category as the library does', () => {
    const allowed = categories.find((category) => demoAllowsSubtaskChanges(category.id));
    expect(allowed?.name).toBe(DEMO_SUBTASK_CATEGORY_NAME);
  });
});
