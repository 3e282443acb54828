import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CATEGORY_CARD_PREVIEW_TASKS } from '../../../../shared/constants';
import * as rules from '../../../../shared/rules/tasks';
import type {
  Dashboard,
  ProgressSummary,
  Task,
  TaskChange,
} from '../../../../shared/schemas/tasks';
import { dashboardQueryKey, scopeOf } from './task-requests';

// The optimistic merge of the cached dashboard. A change shows at once (its optimistic update,
// made with the shared rule, so client and server agree on what it does) and is settled by the
// server's answer.
// While several changes to one task are on their way the updates stay on screen: the server's
// answers are held back until the last one, which carries them all. A refused change takes back
// its own update only; the updates made after it are laid again on the task as it was before it.

type OptimisticUpdate = {
  /** The cached answers of the plan the change is made in: another plan's are never touched. */
  root: QueryKey;
  /** Undefined for a new task: it is not on screen until the server has stored it. */
  taskId: string | undefined;
  apply: ((task: Task) => Task) | undefined;
  /** The task as shown just before this update. */
  before: Task | undefined;
  answered: boolean;
};

/** A change on its way, returned by the start functions and handed back to settle it. */
export type PendingChange = Readonly<OptimisticUpdate>;

type InFlight = { updates: OptimisticUpdate[]; refreshWhenIdle: boolean };

const inFlightByClient = new WeakMap<QueryClient, InFlight>();

function inFlight(queryClient: QueryClient): InFlight {
  let state = inFlightByClient.get(queryClient);
  if (!state) {
    state = { updates: [], refreshWhenIdle: false };
    inFlightByClient.set(queryClient, state);
  }
  return state;
}

function unanswered(queryClient: QueryClient, taskId?: string): number {
  return inFlight(queryClient).updates.filter(
    (update) => !update.answered && (taskId === undefined || update.taskId === taskId),
  ).length;
}

/** Every cached answer of a plan that holds tasks: the overview and each category opened. */
function cachedDashboards(queryClient: QueryClient, root: QueryKey): Dashboard[] {
  return queryClient
    .getQueriesData<Dashboard>({ queryKey: root })
    .map(([, dashboard]) => dashboard)
    .filter((dashboard): dashboard is Dashboard => dashboard !== undefined);
}

function findTask(queryClient: QueryClient, root: QueryKey, taskId: string): Task | undefined {
  for (const dashboard of cachedDashboards(queryClient, root)) {
    const task = dashboard.tasks.find((item) => item.id === taskId);
    if (task) return task;
  }
  return undefined;
}

/**
 * Shows one task as changed (`after`), new (no `before`) or gone (no `after`) in every cached
 * answer: replaced where it is listed, added to its category's list (and to the overview while
 * that category's card has room), and counted in each answer's progress, which the server's
 * figure replaces once nothing is on its way.
 */
function writeTask(
  queryClient: QueryClient,
  root: QueryKey,
  before: Task | undefined,
  after: Task | undefined,
) {
  const id = before?.id ?? after?.id;
  for (const [queryKey, dashboard] of queryClient.getQueriesData<Dashboard>({ queryKey: root })) {
    if (!dashboard) continue;
    const listed = dashboard.tasks.some((task) => task.id === id);
    let tasks = dashboard.tasks;
    if (listed) {
      tasks = after
        ? tasks.map((task) => (task.id === id ? after : task))
        : tasks.filter((task) => task.id !== id);
    } else if (after && holdsNewTask(queryKey, dashboard, after)) {
      tasks = [...tasks, after];
    }
    const progress = rules.adjustProgress(dashboard.progress, before, after);
    queryClient.setQueryData<Dashboard>(queryKey, { ...dashboard, tasks, progress });
  }
}

/** Whether a new task belongs on the screen of this cached answer. */
function holdsNewTask(queryKey: QueryKey, dashboard: Dashboard, task: Task): boolean {
  const scope = scopeOf(queryKey);
  if (scope === 'overview') {
    const shown = dashboard.tasks.filter((item) => item.categoryId === task.categoryId).length;
    return shown < CATEGORY_CARD_PREVIEW_TASKS;
  }
  // A category's own list holds all its tasks; the filter's lists are read again instead.
  return scope === task.categoryId;
}

function writeProgress(queryClient: QueryClient, root: QueryKey, progress: ProgressSummary): void {
  queryClient.setQueriesData<Dashboard>({ queryKey: root }, (dashboard) =>
    dashboard ? { ...dashboard, progress } : dashboard,
  );
}

/** Marks a change settled and forgets the answered ones nothing on their way can still undo. */
function settle(
  queryClient: QueryClient,
  update: OptimisticUpdate,
  progress?: ProgressSummary,
): void {
  const state = inFlight(queryClient);
  update.answered = true;
  // An answered update stays while its task has others on their way: a refusal replays it.
  state.updates = state.updates.filter(
    (item) =>
      !item.answered || (item.taskId !== undefined && unanswered(queryClient, item.taskId) > 0),
  );
  if (unanswered(queryClient) > 0) return;
  // Nothing else on its way: the server's figure is the whole truth now.
  if (progress) writeProgress(queryClient, update.root, progress);
  if (state.refreshWhenIdle) {
    state.refreshWhenIdle = false;
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  }
}

/** Shows a change to one task at once. */
export function applyOptimisticChange(
  queryClient: QueryClient,
  taskId: string,
  apply: (task: Task) => Task,
  root: QueryKey = dashboardQueryKey,
): PendingChange {
  const before = findTask(queryClient, root, taskId);
  const update: OptimisticUpdate = { root, taskId, apply, before, answered: false };
  inFlight(queryClient).updates.push(update);
  if (before) writeTask(queryClient, root, before, apply(before));
  return update;
}

/** A new task: nothing to show until it is stored, but it counts as a change on its way. */
export function startTaskCreation(
  queryClient: QueryClient,
  root: QueryKey = dashboardQueryKey,
): PendingChange {
  const update: OptimisticUpdate = {
    root,
    taskId: undefined,
    apply: undefined,
    before: undefined,
    answered: false,
  };
  inFlight(queryClient).updates.push(update);
  return update;
}

/** Takes a task off the screen at once; `places` puts it back where it was if that is refused. */
export function applyOptimisticRemoval(
  queryClient: QueryClient,
  taskId: string,
  root: QueryKey = dashboardQueryKey,
): PendingChange & { places: Map<string, number> } {
  const before = findTask(queryClient, root, taskId);
  const places = new Map<string, number>();
  for (const [queryKey, dashboard] of queryClient.getQueriesData<Dashboard>({ queryKey: root })) {
    const index = dashboard?.tasks.findIndex((task) => task.id === taskId) ?? -1;
    if (index >= 0) places.set(JSON.stringify(queryKey), index);
  }
  const update: OptimisticUpdate = { root, taskId, apply: undefined, before, answered: false };
  inFlight(queryClient).updates.push(update);
  if (before) writeTask(queryClient, root, before, undefined);
  return Object.assign(update, { places });
}

const isDated = (task: Task) =>
  task.schedule.dueDate !== null || task.subtasks.some((subtask) => Boolean(subtask.dueDate));

/** The server stored a change: its answer replaces the updates once none is left on that task. */
export function confirmTaskChange(
  queryClient: QueryClient,
  pending: PendingChange,
  answer: TaskChange,
): void {
  const update = pending as OptimisticUpdate;
  update.answered = true;
  // A dated task (or step) changed, or lost its date: the overview's due lists and counts are the
  // server's to compute (decision record 047), so it is read again once nothing is on its way.
  if (isDated(answer.task) || (update.before && isDated(update.before))) {
    inFlight(queryClient).refreshWhenIdle = true;
  }
  if (unanswered(queryClient, answer.task.id) === 0) {
    writeTask(
      queryClient,
      update.root,
      findTask(queryClient, update.root, answer.task.id),
      answer.task,
    );
  }
  settle(queryClient, update, answer.progress);
}

/** The server removed the task. */
export function confirmTaskRemoval(
  queryClient: QueryClient,
  pending: PendingChange,
  progress: ProgressSummary,
): void {
  // The overview lists only each category's first tasks: read it again for the one that moves up.
  inFlight(queryClient).refreshWhenIdle = true;
  settle(queryClient, pending as OptimisticUpdate, progress);
}

/**
 * The server refused a change: the task goes back to how it was before it, with the updates made
 * since laid on again, so a concurrent change keeps showing. The dashboard is read again once
 * nothing is on its way (the request may have been stored before the connection dropped).
 */
export function revertTaskChange(queryClient: QueryClient, pending: PendingChange): void {
  const update = pending as OptimisticUpdate;
  const state = inFlight(queryClient);
  const { taskId, before } = update;
  if (taskId !== undefined && before) {
    const later = state.updates
      .slice(state.updates.indexOf(update) + 1)
      .filter((item) => item.taskId === taskId);
    const restored = later.reduce((task, item) => item.apply?.(task) ?? task, before);
    writeTask(queryClient, update.root, findTask(queryClient, update.root, taskId), restored);
  }
  state.updates = state.updates.filter((item) => item !== update);
  if (taskId !== undefined) state.refreshWhenIdle = true;
  settle(queryClient, update);
}

/** The server refused a removal: the task comes back where it was, so the list does not jump. */
export function revertTaskRemoval(
  queryClient: QueryClient,
  pending: PendingChange & { places: Map<string, number> },
): void {
  const removed = pending.before;
  const { root } = pending as OptimisticUpdate;
  if (removed && !findTask(queryClient, root, removed.id)) {
    for (const [queryKey, dashboard] of queryClient.getQueriesData<Dashboard>({ queryKey: root })) {
      if (!dashboard) continue;
      const index = pending.places.get(JSON.stringify(queryKey));
      const tasks = [...dashboard.tasks];
      if (index !== undefined) tasks.splice(Math.min(index, tasks.length), 0, removed);
      queryClient.setQueryData<Dashboard>(queryKey, {
        ...dashboard,
        tasks,
        progress: rules.adjustProgress(dashboard.progress, undefined, removed),
      });
    }
  }
  const state = inFlight(queryClient);
  state.updates = state.updates.filter((item) => item !== pending);
  state.refreshWhenIdle = true;
  settle(queryClient, pending as OptimisticUpdate);
}
