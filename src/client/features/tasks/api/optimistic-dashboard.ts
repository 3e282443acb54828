import type { QueryClient } from '@tanstack/react-query';
import * as rules from '../../../../shared/rules/tasks';
import type {
  Dashboard,
  ProgressSummary,
  Task,
  TaskChange,
} from '../../../../shared/schemas/tasks';
import { dashboardQueryKey } from './task-requests';

// The optimistic merge of the cached dashboard. A change shows at once (its guess, made with the
// shared rule, so client and server agree on what it does) and is settled by the server's answer.
// While several changes to one task are on their way the guesses stay on screen: the server's
// answers are held back until the last one, which carries them all. A refused change takes back
// its own guess only; the guesses made after it are laid again on the task as it was before it.

type Guess = {
  /** Undefined for a new task: it is not on screen until the server has stored it. */
  taskId: string | undefined;
  apply: ((task: Task) => Task) | undefined;
  /** The task as shown just before this guess. */
  before: Task | undefined;
  answered: boolean;
};

/** A change on its way, returned by the start functions and handed back to settle it. */
export type PendingChange = Readonly<Guess>;

type InFlight = { guesses: Guess[]; refreshWhenIdle: boolean };

const inFlightByClient = new WeakMap<QueryClient, InFlight>();

function inFlight(queryClient: QueryClient): InFlight {
  let state = inFlightByClient.get(queryClient);
  if (!state) {
    state = { guesses: [], refreshWhenIdle: false };
    inFlightByClient.set(queryClient, state);
  }
  return state;
}

function unanswered(queryClient: QueryClient, taskId?: string): number {
  return inFlight(queryClient).guesses.filter(
    (guess) => !guess.answered && (taskId === undefined || guess.taskId === taskId),
  ).length;
}

function findTask(queryClient: QueryClient, taskId: string): Task | undefined {
  const dashboard = queryClient.getQueryData<Dashboard>(dashboardQueryKey);
  return dashboard?.tasks.find((task) => task.id === taskId);
}

/** Replaces the cached tasks; progress is worked out from them until the server's figure comes. */
function writeTasks(queryClient: QueryClient, update: (tasks: Task[]) => Task[]): void {
  queryClient.setQueryData<Dashboard>(dashboardQueryKey, (dashboard) => {
    if (!dashboard) return dashboard;
    const tasks = update(dashboard.tasks);
    return { ...dashboard, tasks, progress: rules.progressSummary(dashboard.categories, tasks) };
  });
}

function writeTask(queryClient: QueryClient, taskId: string, task: Task): void {
  writeTasks(queryClient, (tasks) => tasks.map((item) => (item.id === taskId ? task : item)));
}

function writeProgress(queryClient: QueryClient, progress: ProgressSummary): void {
  queryClient.setQueryData<Dashboard>(dashboardQueryKey, (dashboard) =>
    dashboard ? { ...dashboard, progress } : dashboard,
  );
}

/** Marks a change settled and forgets the answered ones nothing on their way can still undo. */
function settle(queryClient: QueryClient, guess: Guess, progress?: ProgressSummary): void {
  const state = inFlight(queryClient);
  guess.answered = true;
  // An answered guess stays while its task has others on their way: a refusal replays it.
  state.guesses = state.guesses.filter(
    (item) =>
      !item.answered || (item.taskId !== undefined && unanswered(queryClient, item.taskId) > 0),
  );
  if (unanswered(queryClient) > 0) return;
  // Nothing else on its way: the server's figure is the whole truth now.
  if (progress) writeProgress(queryClient, progress);
  if (state.refreshWhenIdle) {
    state.refreshWhenIdle = false;
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  }
}

/** Shows a change to one task at once. */
export function guessTaskChange(
  queryClient: QueryClient,
  taskId: string,
  apply: (task: Task) => Task,
): PendingChange {
  const before = findTask(queryClient, taskId);
  const guess: Guess = { taskId, apply, before, answered: false };
  inFlight(queryClient).guesses.push(guess);
  if (before) writeTask(queryClient, taskId, apply(before));
  return guess;
}

/** A new task: nothing to show until it is stored, but it counts as a change on its way. */
export function startTaskCreation(queryClient: QueryClient): PendingChange {
  const guess: Guess = { taskId: undefined, apply: undefined, before: undefined, answered: false };
  inFlight(queryClient).guesses.push(guess);
  return guess;
}

/** Takes a task off the screen at once; `index` puts it back in its place if that is refused. */
export function guessTaskRemoval(
  queryClient: QueryClient,
  taskId: string,
): PendingChange & { index: number } {
  const tasks = queryClient.getQueryData<Dashboard>(dashboardQueryKey)?.tasks ?? [];
  const index = tasks.findIndex((task) => task.id === taskId);
  const guess: Guess = { taskId, apply: undefined, before: tasks[index], answered: false };
  inFlight(queryClient).guesses.push(guess);
  writeTasks(queryClient, (current) => current.filter((task) => task.id !== taskId));
  return Object.assign(guess, { index });
}

/** The server stored a change: its answer replaces the guesses once none is left on that task. */
export function confirmTaskChange(
  queryClient: QueryClient,
  pending: PendingChange,
  answer: TaskChange,
): void {
  const guess = pending as Guess;
  guess.answered = true;
  if (unanswered(queryClient, answer.task.id) === 0) {
    writeTasks(queryClient, (tasks) =>
      tasks.some((task) => task.id === answer.task.id)
        ? tasks.map((task) => (task.id === answer.task.id ? answer.task : task))
        : [...tasks, answer.task],
    );
  }
  settle(queryClient, guess, answer.progress);
}

/** The server removed the task. */
export function confirmTaskRemoval(
  queryClient: QueryClient,
  pending: PendingChange,
  progress: ProgressSummary,
): void {
  settle(queryClient, pending as Guess, progress);
}

/**
 * The server refused a change: the task goes back to how it was before it, with the guesses made
 * since laid on again, so a concurrent change keeps showing. The dashboard is read again once
 * nothing is on its way (the request may have been stored before the connection dropped).
 */
export function revertTaskChange(queryClient: QueryClient, pending: PendingChange): void {
  const guess = pending as Guess;
  const state = inFlight(queryClient);
  const { taskId, before } = guess;
  if (taskId !== undefined && before) {
    const later = state.guesses
      .slice(state.guesses.indexOf(guess) + 1)
      .filter((item) => item.taskId === taskId);
    const restored = later.reduce((task, item) => item.apply?.(task) ?? task, before);
    writeTask(queryClient, taskId, restored);
  }
  state.guesses = state.guesses.filter((item) => item !== guess);
  if (taskId !== undefined) state.refreshWhenIdle = true;
  settle(queryClient, guess);
}

/** The server refused a removal: the task comes back where it was, so the list does not jump. */
export function revertTaskRemoval(
  queryClient: QueryClient,
  pending: PendingChange & { index: number },
): void {
  const removed = pending.before;
  if (removed) {
    writeTasks(queryClient, (tasks) => {
      if (tasks.some((task) => task.id === removed.id)) return tasks;
      const copy = [...tasks];
      copy.splice(Math.min(pending.index, copy.length), 0, removed);
      return copy;
    });
  }
  const state = inFlight(queryClient);
  state.guesses = state.guesses.filter((item) => item !== pending);
  state.refreshWhenIdle = true;
  settle(queryClient, pending as Guess);
}
