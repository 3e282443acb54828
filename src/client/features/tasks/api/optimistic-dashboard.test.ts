import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import * as rules from '../../../../shared/rules/tasks';
import type { Dashboard, Task, TaskChange } from '../../../../shared/schemas/tasks';
import { makeDashboard, makeTask } from '../test/task-fixtures';
import {
  applyOptimisticChange,
  applyOptimisticRemoval,
  confirmTaskChange,
  confirmTaskRemoval,
  revertTaskChange,
  revertTaskRemoval,
  startTaskCreation,
} from './optimistic-dashboard';
import { dashboardPlanKey, dashboardScopeKey } from './task-requests';

// The merge is driven here the way the mutation hooks drive it, in the orders a slow or
// refusing server can produce, and judged by the dashboard a user would see.

const subtasks = [
  { id: 's1', title: 'Call the council', completed: false },
  { id: 's2', title: 'Book a visit', completed: false },
];

let queryClient: QueryClient;

const overviewKey = dashboardScopeKey(null, 'overview');

beforeEach(() => {
  queryClient = new QueryClient();
  const tasks = [
    makeTask({ id: 't1', title: 'Housing options', subtasks }),
    makeTask({ id: 't2', title: 'Power of attorney', categoryId: 'legal' }),
  ];
  queryClient.setQueryData(overviewKey, makeDashboard(tasks));
});

const shown = () => queryClient.getQueryData<Dashboard>(overviewKey) as Dashboard;
const task = (id: string) => shown().tasks.find((item) => item.id === id) as Task;
const ticked = (id: string) =>
  task(id)
    .subtasks.filter((s) => s.completed)
    .map((s) => s.id);

/** What the server answers once it has stored `tasks`. */
function answer(tasks: Task[], changed: string): TaskChange {
  const dashboard = makeDashboard(tasks);
  return { task: tasks.find((item) => item.id === changed) as Task, progress: dashboard.progress };
}

const toggleSubtask = (subtaskId: string) => (item: Task) => rules.toggleSubtask(item, subtaskId);

describe('the optimistic dashboard', () => {
  it('shows a change at once, with progress worked out from it', () => {
    applyOptimisticChange(queryClient, 't2', rules.toggleTask);
    expect(task('t2').completed).toBe(true);
    expect(shown().progress.overall).toMatchObject({ completed: 1, total: 2 });
  });

  it('keeps both of two concurrent toggles on one task until the last answer', () => {
    const first = applyOptimisticChange(queryClient, 't1', toggleSubtask('s1'));
    const second = applyOptimisticChange(queryClient, 't1', toggleSubtask('s2'));
    const base = shown().tasks;
    const afterFirst = base.map((item) =>
      item.id === 't1' ? rules.toggleSubtask(item, 's2') : item,
    );

    // The first answer knows only the first toggle: showing it would untick s2 for a moment.
    confirmTaskChange(queryClient, first, answer(afterFirst, 't1'));
    expect(ticked('t1')).toEqual(['s1', 's2']);

    confirmTaskChange(queryClient, second, answer(base, 't1'));
    expect(ticked('t1')).toEqual(['s1', 's2']);
    expect(task('t1').completed).toBe(true);
  });

  it('rolls back only its own change when the earlier of two toggles is refused', () => {
    const first = applyOptimisticChange(queryClient, 't1', toggleSubtask('s1'));
    applyOptimisticChange(queryClient, 't1', toggleSubtask('s2'));

    revertTaskChange(queryClient, first);

    expect(ticked('t1')).toEqual(['s2']);
  });

  it('rolls back only its own change when the later of two toggles is refused', () => {
    applyOptimisticChange(queryClient, 't1', toggleSubtask('s1'));
    const second = applyOptimisticChange(queryClient, 't1', toggleSubtask('s2'));

    revertTaskChange(queryClient, second);

    expect(ticked('t1')).toEqual(['s1']);
  });

  it('keeps a change the server stored when an earlier one on the same task is refused', () => {
    const first = applyOptimisticChange(queryClient, 't1', toggleSubtask('s1'));
    const second = applyOptimisticChange(queryClient, 't1', toggleSubtask('s2'));
    const stored = shown().tasks.map((item) =>
      item.id === 't1' ? rules.toggleSubtask(item, 's1') : item,
    );

    confirmTaskChange(queryClient, second, answer(stored, 't1'));
    revertTaskChange(queryClient, first);

    expect(ticked('t1')).toEqual(['s2']);
  });

  it('leaves other tasks alone when a change is refused', () => {
    const refused = applyOptimisticChange(queryClient, 't1', rules.toggleTask);
    applyOptimisticChange(queryClient, 't2', rules.toggleTask);

    revertTaskChange(queryClient, refused);

    expect(task('t1').completed).toBe(false);
    expect(task('t2').completed).toBe(true);
    expect(shown().progress.overall).toMatchObject({ completed: 1, total: 2 });
  });

  it("takes the server's progress only once nothing else is on its way", () => {
    const one = applyOptimisticChange(queryClient, 't1', rules.toggleTask);
    const two = applyOptimisticChange(queryClient, 't2', rules.toggleTask);
    const serverSawOne = answer(
      shown().tasks.map((item) => (item.id === 't2' ? rules.toggleTask(item) : item)),
      't1',
    );

    confirmTaskChange(queryClient, one, serverSawOne);
    expect(shown().progress.overall).toMatchObject({ completed: 2, total: 2 });

    confirmTaskChange(queryClient, two, answer(shown().tasks, 't2'));
    expect(shown().progress.overall).toMatchObject({ completed: 2, total: 2, percentage: 100 });
  });

  it('puts a task whose removal was refused back in its place', () => {
    const removal = applyOptimisticRemoval(queryClient, 't1');
    expect(shown().tasks.map((item) => item.id)).toEqual(['t2']);

    revertTaskRemoval(queryClient, removal);

    expect(shown().tasks.map((item) => item.id)).toEqual(['t1', 't2']);
  });

  it('takes the progress of a confirmed removal', () => {
    const removal = applyOptimisticRemoval(queryClient, 't2');
    confirmTaskRemoval(queryClient, removal, makeDashboard([task('t1')]).progress);
    expect(shown().progress.overall).toMatchObject({ completed: 0, total: 1 });
  });

  it('adds a created task once the server has stored it', () => {
    const creation = startTaskCreation(queryClient);
    expect(shown().tasks).toHaveLength(2);
    const created = makeTask({ id: 't3', title: 'Find a GP' });

    confirmTaskChange(queryClient, creation, answer([...shown().tasks, created], 't3'));

    expect(shown().tasks.map((item) => item.id)).toEqual(['t1', 't2', 't3']);
    expect(shown().progress.overall.total).toBe(3);
  });

  it("keeps a task created in one plan out of another plan's cached answers", () => {
    const otherKey = dashboardScopeKey('plan-2', 'overview');
    const other = makeDashboard([makeTask({ id: 'o1', title: 'Grandpa: hearing test' })]);
    queryClient.setQueryData(otherKey, other);
    const creation = startTaskCreation(queryClient, dashboardPlanKey(null));
    const created = makeTask({ id: 't3', title: 'Find a GP' });

    confirmTaskChange(queryClient, creation, answer([...shown().tasks, created], 't3'));

    expect(shown().tasks.map((item) => item.id)).toEqual(['t1', 't2', 't3']);
    expect(queryClient.getQueryData(otherKey)).toEqual(other);
  });

  it('reads the dashboard again after a refusal, once nothing else is on its way', () => {
    const isStale = () => queryClient.getQueryState(overviewKey)?.isInvalidated;
    const refused = applyOptimisticChange(queryClient, 't1', rules.toggleTask);
    const other = applyOptimisticChange(queryClient, 't2', rules.toggleTask);

    // Read now, the dashboard would lack the other change and untick t2 until its answer.
    revertTaskChange(queryClient, refused);
    expect(isStale()).toBe(false);

    confirmTaskChange(queryClient, other, answer(shown().tasks, 't2'));
    expect(isStale()).toBe(true);
  });

  describe('with a category open beside the overview', () => {
    const housing = [
      makeTask({ id: 'h1', title: 'Housing options' }),
      makeTask({ id: 'h2', title: 'Home safety check' }),
      makeTask({ id: 'h3', title: 'Plan a move-in day' }),
    ];
    const listOf = (key: readonly unknown[]) =>
      (queryClient.getQueryData<Dashboard>(key) as Dashboard).tasks.map((item) => item.id);

    beforeEach(() => {
      // As the server answers: the overview lists the first two, the category all three.
      const progress = makeDashboard(housing).progress;
      queryClient.clear();
      queryClient.setQueryData(overviewKey, { ...makeDashboard(housing.slice(0, 2)), progress });
      queryClient.setQueryData(dashboardScopeKey(null, 'housing'), makeDashboard(housing));
    });

    it('counts a change to a task the overview does not list in its progress too', () => {
      applyOptimisticChange(queryClient, 'h3', rules.toggleTask);
      expect(listOf(overviewKey)).toEqual(['h1', 'h2']);
      expect(shown().progress.overall).toMatchObject({ completed: 1, total: 3 });
      const category = queryClient.getQueryData<Dashboard>(dashboardScopeKey(null, 'housing'));
      expect(category?.tasks.find((item) => item.id === 'h3')?.completed).toBe(true);
      expect(category?.progress.categories[0]).toMatchObject({ completed: 1, total: 3 });
    });

    it('shows a change to a listed task in both lists', () => {
      applyOptimisticChange(queryClient, 'h1', rules.toggleTask);
      expect(task('h1').completed).toBe(true);
      const category = queryClient.getQueryData<Dashboard>(dashboardScopeKey(null, 'housing'));
      expect(category?.tasks.find((item) => item.id === 'h1')?.completed).toBe(true);
    });

    it("adds a new task to its category's list, and to the overview only while the card has room", () => {
      const creation = startTaskCreation(queryClient);
      const created = makeTask({ id: 'h4', title: 'Sort the post' });
      confirmTaskChange(queryClient, creation, answer([...housing, created], 'h4'));
      expect(listOf(dashboardScopeKey(null, 'housing'))).toEqual(['h1', 'h2', 'h3', 'h4']);
      expect(listOf(overviewKey)).toEqual(['h1', 'h2']);
      expect(shown().progress.overall.total).toBe(4);
    });

    it('removes a task from every list and puts it back in each place if refused', () => {
      const removal = applyOptimisticRemoval(queryClient, 'h2');
      expect(listOf(overviewKey)).toEqual(['h1']);
      expect(listOf(dashboardScopeKey(null, 'housing'))).toEqual(['h1', 'h3']);
      expect(shown().progress.overall.total).toBe(2);

      revertTaskRemoval(queryClient, removal);
      expect(listOf(overviewKey)).toEqual(['h1', 'h2']);
      expect(listOf(dashboardScopeKey(null, 'housing'))).toEqual(['h1', 'h2', 'h3']);
      expect(shown().progress.overall.total).toBe(3);
    });
  });
});

describe('the overview’s due lists', () => {
  const answerFor = (changed: Task): TaskChange => ({
    task: changed,
    progress: makeDashboard([changed]).progress,
  });

  it('are read again once a change to a dated task is settled', () => {
    const dated = {
      ...task('t2'),
      schedule: { ...task('t2').schedule, dueDate: '2026-12-01' },
    };
    const pending = applyOptimisticChange(
      queryClient,
      't2',
      (item) => item,
      dashboardPlanKey(null),
    );
    confirmTaskChange(queryClient, pending, answerFor(dated));
    expect(queryClient.getQueryState(overviewKey)?.isInvalidated).toBe(true);
  });

  it('are left alone by a change to a task without dates', () => {
    const pending = applyOptimisticChange(
      queryClient,
      't2',
      rules.toggleTask,
      dashboardPlanKey(null),
    );
    confirmTaskChange(queryClient, pending, answerFor(rules.toggleTask(task('t2'))));
    expect(queryClient.getQueryState(overviewKey)?.isInvalidated).toBe(false);
  });
});
