import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { starterTasks } from '../../../shared/content/library/starters';
import { type DemoState, demoReducer, initialDemoState } from './demo-tasks';

const housingTask = (state: DemoState) => {
  const task = state.tasks.find((item) => item.categoryId === 'housing');
  if (!task) throw new Error('no housing task');
  return task;
};
const legalTask = (state: DemoState) => {
  const task = state.tasks.find((item) => item.categoryId === 'legal');
  if (!task) throw new Error('no legal task');
  return task;
};
// The page's English, which the test setup activates in the browser's instance.
const PLACEHOLDER = 'See all of the default sub-tasks in the full version';
const byId = (state: DemoState, id: string) => state.tasks.find((task) => task.id === id);

describe('initialDemoState', () => {
  it('holds the whole default library, nothing done, the same on every call', () => {
    const state = initialDemoState({ i18n, starters: starterTasks });
    expect(state.tasks.map((task) => task.title)).toEqual(starterTasks.map((entry) => entry.title));
    expect(state.tasks.every((task) => !task.completed)).toBe(true);
    expect(initialDemoState({ i18n, starters: starterTasks })).toEqual(state);
  });

  it('keeps the library subtasks in housing and one placeholder elsewhere', () => {
    for (const task of initialDemoState({ i18n, starters: starterTasks }).tasks) {
      const entry = starterTasks.find((item) => item.key === task.id);
      const titles = task.subtasks.map((subtask) => subtask.title);
      if (task.categoryId === 'housing') expect(titles).toEqual(entry?.subtasks);
      else expect(titles).toEqual([PLACEHOLDER]);
    }
  });

  it('gives every task and subtask its own id', () => {
    const { tasks } = initialDemoState({ i18n, starters: starterTasks });
    const subtaskIds = tasks.flatMap((task) => task.subtasks.map((subtask) => subtask.id));
    expect(new Set(tasks.map((task) => task.id)).size).toBe(tasks.length);
    expect(new Set(subtaskIds).size).toBe(subtaskIds.length);
  });
});

describe('demoReducer', () => {
  it('completes a task in any category, and with it its subtasks', () => {
    const start = initialDemoState({ i18n, starters: starterTasks });
    const task = legalTask(start);
    const done = demoReducer(start, { type: 'toggle-task', taskId: task.id });
    expect(byId(done, task.id)?.completed).toBe(true);
    expect(byId(done, task.id)?.subtasks.every((subtask) => subtask.completed)).toBe(true);
    const undone = demoReducer(done, { type: 'toggle-task', taskId: task.id });
    expect(byId(undone, task.id)?.completed).toBe(false);
    // Un-completing leaves the subtasks as they are (spec section 4).
    expect(byId(undone, task.id)?.subtasks.every((subtask) => subtask.completed)).toBe(true);
  });

  it('ticks housing subtasks, completing the task with the last one', () => {
    let state = initialDemoState({ i18n, starters: starterTasks });
    const task = housingTask(state);
    for (const subtask of task.subtasks) {
      expect(byId(state, task.id)?.completed).toBe(false);
      state = demoReducer(state, {
        type: 'toggle-subtask',
        taskId: task.id,
        subtaskId: subtask.id,
      });
    }
    expect(byId(state, task.id)?.completed).toBe(true);
  });

  it('changes no subtask outside housing', () => {
    const start = initialDemoState({ i18n, starters: starterTasks });
    const task = legalTask(start);
    const [placeholder] = task.subtasks;
    expect(
      demoReducer(start, {
        type: 'toggle-subtask',
        taskId: task.id,
        subtaskId: placeholder?.id ?? '',
      }),
    ).toBe(start);
    expect(demoReducer(start, { type: 'add-subtask', taskId: task.id, title: 'Call' })).toBe(start);
  });

  it('adds housing subtasks trimmed, open and each with a new id; ignores blank ones', () => {
    const start = initialDemoState({ i18n, starters: starterTasks });
    const task = housingTask(start);
    const ticked = demoReducer(start, { type: 'toggle-task', taskId: task.id });
    const once = demoReducer(ticked, { type: 'add-subtask', taskId: task.id, title: '  Call  ' });
    const twice = demoReducer(once, { type: 'add-subtask', taskId: task.id, title: 'Call' });
    const subtasks = byId(twice, task.id)?.subtasks ?? [];
    expect(subtasks).toHaveLength(task.subtasks.length + 2);
    expect(subtasks.slice(-2).map((subtask) => [subtask.title, subtask.completed])).toEqual([
      ['Call', false],
      ['Call', false],
    ]);
    expect(new Set(subtasks.map((subtask) => subtask.id)).size).toBe(subtasks.length);
    // A new open subtask opens the task again.
    expect(byId(once, task.id)?.completed).toBe(false);
    expect(demoReducer(start, { type: 'add-subtask', taskId: task.id, title: '   ' })).toBe(start);
  });

  it('ignores a task it does not hold', () => {
    const start = initialDemoState({ i18n, starters: starterTasks });
    expect(demoReducer(start, { type: 'toggle-task', taskId: 'no-such-task' })).toBe(start);
  });
});
