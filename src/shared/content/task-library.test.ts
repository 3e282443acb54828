import { describe, expect, it } from 'vitest';
import { categoryIds } from './category-ids';
import { LIBRARY_TASK_COUNT, LIBRARY_VIDEO_TASK_COUNT } from './library-counts';
import { categories, guidanceFor, taskLibrary } from './task-library';

const expectedCategories = [
  { id: 'housing', name: 'Housing & Living Arrangements', icon: 'home' },
  { id: 'healthcare', name: 'Healthcare Management', icon: 'heart-pulse' },
  { id: 'finances', name: 'Financial Management', icon: 'banknote' },
  { id: 'legal', name: 'Legal Affairs', icon: 'scale' },
  { id: 'home_sale', name: 'Home Sale & Transition', icon: 'building' },
  { id: 'care_support', name: 'Care & Support Services', icon: 'helping-hand' },
  { id: 'personal', name: 'Personal Wishes & Arrangements', icon: 'heart' },
];

/** WCAG 2.x relative luminance of a #rrggbb color. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb color: ${hex}`);
  const [r, g, b] = match.slice(1, 4).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe('categories', () => {
  it('has the 7 expected categories with exact ids, names and icons, in order', () => {
    expect(categories).toHaveLength(7);
    expect(categories.map(({ id, name, icon }) => ({ id, name, icon }))).toEqual(
      expectedCategories,
    );
    expect([...categoryIds]).toEqual(expectedCategories.map((c) => c.id));
  });

  it('gives every category a non-blank description', () => {
    for (const category of categories) {
      expect(category.description.trim(), category.id).not.toBe('');
    }
  });

  it('uses colors with at least 4.5:1 contrast against white', () => {
    for (const category of categories) {
      expect(category.color, category.id).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastRatio(category.color, '#ffffff'), category.id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes contrast correctly for known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });
});

describe('taskLibrary', () => {
  it('has exactly 22 tasks', () => {
    expect(taskLibrary).toHaveLength(22);
  });

  // The pages say these numbers (record 093): they follow the library, whatever it grows to.
  it('holds as many tasks, and as many with a video, as the pages say', () => {
    expect(taskLibrary).toHaveLength(LIBRARY_TASK_COUNT);
    expect(taskLibrary.filter((task) => task.hasVideo)).toHaveLength(LIBRARY_VIDEO_TASK_COUNT);
  });

  it('gives each category 3 or 4 tasks', () => {
    for (const id of categoryIds) {
      const count = taskLibrary.filter((task) => task.categoryId === id).length;
      expect(count, id).toBeGreaterThanOrEqual(3);
      expect(count, id).toBeLessThanOrEqual(4);
    }
  });

  it('only uses known category ids', () => {
    const known = new Set<string>(categories.map((c) => c.id));
    for (const task of taskLibrary) {
      expect(known.has(task.categoryId), task.key).toBe(true);
    }
  });

  it('uses unique kebab-case keys', () => {
    const keys = taskLibrary.map((task) => task.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('gives each task 3 to 5 non-blank subtasks', () => {
    for (const task of taskLibrary) {
      expect(task.subtasks.length, task.key).toBeGreaterThanOrEqual(3);
      expect(task.subtasks.length, task.key).toBeLessThanOrEqual(5);
      for (const subtask of task.subtasks) {
        expect(subtask.trim(), task.key).not.toBe('');
      }
    }
  });

  it('gives each task a non-blank title, description and guidance', () => {
    for (const task of taskLibrary) {
      expect(task.title.trim(), task.key).not.toBe('');
      expect(task.description.trim(), task.key).not.toBe('');
      expect(task.guidance.trim(), task.key).not.toBe('');
    }
  });
});

describe('guidanceFor', () => {
  it("reads a library task's guidance by its key, and none for a family's own task", () => {
    const [entry] = taskLibrary;
    expect(guidanceFor(entry?.key ?? '')).toBe(entry?.guidance);
    expect(guidanceFor(null)).toBeNull();
    expect(guidanceFor('no-such-task')).toBeNull();
  });
});
