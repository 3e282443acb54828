import { describe, expect, it } from 'vitest';
import { CHECKLIST_TASKS_PER_CATEGORY } from '../../../shared/constants';
import { categories } from '../../../shared/content/task-library';
import { checklist } from './checklist-content';

describe('the free checklist', () => {
  it('has 35 tasks: 5 in each of the 7 categories, in their order (decision D5)', () => {
    expect(checklist.map((category) => category.id)).toEqual(categories.map((c) => c.id));
    for (const category of checklist) {
      expect(category.tasks, category.id).toHaveLength(CHECKLIST_TASKS_PER_CATEGORY);
    }
    expect(checklist.flatMap((category) => category.tasks)).toHaveLength(35);
  });

  it("gives the full system's count per category as the spec lists them", () => {
    expect(checklist.map((category) => category.fullSystemCount)).toEqual([
      '15+',
      '12+',
      '10+',
      '18+',
      '14+',
      '11+',
      '13+',
    ]);
  });

  it('has no task twice', () => {
    const titles = checklist.flatMap((category) => category.tasks.map((task) => task.title));
    expect(new Set(titles).size).toBe(titles.length);
  });
});
