import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categories } from '../content/task-library';
import {
  addSubtask,
  adjustProgress,
  deleteSubtask,
  matchesSearch,
  progressOf,
  progressSummary,
  subtaskPercentage,
  toggleSubtask,
  toggleTask,
} from './tasks';

const subtask = (id: string, completed = false) => ({ id, title: `Step ${id}`, completed });
const task = (completed: boolean, ...subtasks: ReturnType<typeof subtask>[]) => ({
  completed,
  subtasks,
});

const arbitraryTask = fc.record({
  completed: fc.boolean(),
  subtasks: fc.uniqueArray(
    fc.record({ id: fc.uuid(), title: fc.string({ minLength: 1 }), completed: fc.boolean() }),
    { selector: (s) => s.id, maxLength: 8 },
  ),
});

describe('toggleTask', () => {
  it('completing a task completes every subtask', () => {
    const done = toggleTask(task(false, subtask('a'), subtask('b', true)));
    expect(done.completed).toBe(true);
    expect(done.subtasks.every((s) => s.completed)).toBe(true);
  });

  it('un-completing leaves the subtasks as they are', () => {
    const undone = toggleTask(task(true, subtask('a', true), subtask('b', true)));
    expect(undone.completed).toBe(false);
    expect(undone.subtasks.map((s) => s.completed)).toEqual([true, true]);
  });

  it('property: completion flips, and a completed task has no open subtask', () => {
    fc.assert(
      fc.property(arbitraryTask, (t) => {
        const next = toggleTask(t);
        expect(next.completed).toBe(!t.completed);
        if (next.completed) expect(next.subtasks.every((s) => s.completed)).toBe(true);
        else expect(next.subtasks).toEqual(t.subtasks);
      }),
    );
  });
});

describe('toggleSubtask', () => {
  it('the task completes when the last subtask does, and reopens when one reopens', () => {
    const start = task(false, subtask('a', true), subtask('b'));
    const finished = toggleSubtask(start, 'b');
    expect(finished.completed).toBe(true);
    expect(toggleSubtask(finished, 'a').completed).toBe(false);
  });

  it('property: the task is complete exactly when every subtask is', () => {
    fc.assert(
      fc.property(
        arbitraryTask.filter((t) => t.subtasks.length > 0),
        fc.nat(),
        (t, pick) => {
          const target = t.subtasks[pick % t.subtasks.length]?.id as string;
          const next = toggleSubtask(t, target);
          expect(next.completed).toBe(next.subtasks.every((s) => s.completed));
          expect(next.subtasks.filter((s) => s.id !== target)).toEqual(
            t.subtasks.filter((s) => s.id !== target),
          );
        },
      ),
    );
  });
});

describe('deleteSubtask', () => {
  it('a task is complete only if subtasks remain and all are done', () => {
    expect(deleteSubtask(task(false, subtask('a', true), subtask('b')), 'b').completed).toBe(true);
    expect(deleteSubtask(task(true, subtask('a', true)), 'a').completed).toBe(false);
    expect(deleteSubtask(task(false, subtask('a'), subtask('b', true)), 'b').completed).toBe(false);
  });

  it('property: after deletion, complete iff non-empty and all done', () => {
    fc.assert(
      fc.property(arbitraryTask, fc.nat(), (t, pick) => {
        const target = t.subtasks[pick % Math.max(1, t.subtasks.length)]?.id ?? 'none';
        const next = deleteSubtask(t, target);
        expect(next.subtasks.some((s) => s.id === target)).toBe(false);
        expect(next.completed).toBe(
          next.subtasks.length > 0 && next.subtasks.every((s) => s.completed),
        );
      }),
    );
  });
});

describe('addSubtask', () => {
  it('trims the title and reopens the task; a blank title changes nothing', () => {
    const done = task(true, subtask('a', true));
    const added = addSubtask(done, { id: 'b', title: '  Call the bank  ', completed: false });
    expect(added.subtasks.at(-1)?.title).toBe('Call the bank');
    expect(added.completed).toBe(false);
    expect(addSubtask(done, { id: 'c', title: '   ', completed: false })).toBe(done);
  });
});

describe('progress', () => {
  it('is rounded completed over total, 0 for nothing', () => {
    expect(progressOf([])).toEqual({ total: 0, completed: 0, percentage: 0 });
    expect(progressOf([{ completed: true }, { completed: false }, { completed: false }])).toEqual({
      total: 3,
      completed: 1,
      percentage: 33,
    });
    expect(subtaskPercentage([subtask('a', true), subtask('b', true), subtask('c')])).toBe(67);
  });

  it('gives every category its own figures and the overall ones', () => {
    const summary = progressSummary(categories, [
      { categoryId: 'housing', completed: true },
      { categoryId: 'housing', completed: false },
      { categoryId: 'legal', completed: true },
    ]);
    expect(summary.overall).toEqual({ total: 3, completed: 2, percentage: 67 });
    expect(summary.categories).toHaveLength(7);
    expect(summary.categories.find((c) => c.categoryId === 'housing')?.percentage).toBe(50);
    expect(summary.categories.find((c) => c.categoryId === 'legal')?.percentage).toBe(100);
    expect(summary.categories.find((c) => c.categoryId === 'personal')?.percentage).toBe(0);
  });

  it('property: percentage stays within 0..100 and matches the rounding', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ completed: fc.boolean() })), (list) => {
        const { total, completed, percentage } = progressOf(list);
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
        expect(percentage).toBe(total ? Math.round((completed / total) * 100) : 0);
      }),
    );
  });
});

describe('progress kept by its changes', () => {
  const arbitraryTasks = fc.array(
    fc.record({
      categoryId: fc.constantFrom(...categories.map((c) => c.id)),
      completed: fc.boolean(),
    }),
    { maxLength: 30 },
  );

  it('property: adjusting for a change, an addition or a removal equals counting again', () => {
    fc.assert(
      fc.property(
        arbitraryTasks,
        fc.nat(),
        fc.boolean(),
        fc.constantFrom('change', 'add', 'remove'),
        (list, at, completed, kind) => {
          const start = progressSummary(categories, list);
          const index = list.length ? at % list.length : -1;
          const before = index >= 0 ? list[index] : undefined;
          if (kind === 'add' || !before) {
            const added = { categoryId: 'legal', completed };
            expect(adjustProgress(start, undefined, added)).toEqual(
              progressSummary(categories, [...list, added]),
            );
            return;
          }
          const rest = list.filter((_, i) => i !== index);
          if (kind === 'remove') {
            expect(adjustProgress(start, before, undefined)).toEqual(
              progressSummary(categories, rest),
            );
          } else {
            const after = { ...before, completed: !before.completed };
            expect(adjustProgress(start, before, after)).toEqual(
              progressSummary(categories, [...rest, after]),
            );
          }
        },
      ),
    );
  });
});

describe('matchesSearch', () => {
  const t = { title: 'Medication list', description: 'Keep doses', notes: 'Ask Dr. Patel' };
  it('matches title, description or notes in any case', () => {
    expect(matchesSearch(t, 'MEDICATION')).toBe(true);
    expect(matchesSearch(t, 'doses')).toBe(true);
    expect(matchesSearch(t, 'patel')).toBe(true);
    expect(matchesSearch(t, 'insurance')).toBe(false);
    expect(matchesSearch(t, '   ')).toBe(true);
  });

  it("matches a subtask's title too", () => {
    const withSteps = { ...t, subtasks: [{ title: 'Call the pharmacy' }] };
    expect(matchesSearch(withSteps, 'PHARMACY')).toBe(true);
    expect(matchesSearch(t, 'pharmacy')).toBe(false);
  });

  it("matches the library's guidance too", () => {
    const withGuidance = { ...t, guidance: 'Call the Eldercare Locator' };
    expect(matchesSearch(withGuidance, 'eldercare locator')).toBe(true);
    expect(matchesSearch({ ...t, guidance: null }, 'eldercare locator')).toBe(false);
  });
});
