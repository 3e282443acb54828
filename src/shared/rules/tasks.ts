import { type StageId, stageIds } from '../content/library/library-entry';
import type { Category } from '../content/task-library';
import type { ProgressStats, ProgressSummary, StageProgress, Subtask } from '../schemas/tasks';

// The completion rules of spec section 4, in one place for both sides.

type Completable = { completed: boolean; subtasks: Subtask[] };

/** Completing a task completes its subtasks; un-completing leaves them as they are. */
export function toggleTask<T extends Completable>(task: T): T {
  const completed = !task.completed;
  return {
    ...task,
    completed,
    subtasks: completed
      ? task.subtasks.map((subtask) => ({ ...subtask, completed: true }))
      : task.subtasks,
  };
}

/**
 * Undo of a tick (decision D13): the task is open again and the steps its tick marked done
 * (`tickedWithIt`) are open again; the steps done by hand stay done.
 */
export function undoCompletion<T extends Completable>(
  task: T,
  tickedWithIt: ReadonlySet<string>,
): T {
  return {
    ...task,
    completed: false,
    subtasks: task.subtasks.map((subtask) =>
      tickedWithIt.has(subtask.id) ? { ...subtask, completed: false } : subtask,
    ),
  };
}

/** The steps a tick of this task would mark done: the open ones (none when it is done). */
export const stepsTickedWith = (task: Completable): string[] =>
  task.completed ? [] : task.subtasks.filter((subtask) => !subtask.completed).map((s) => s.id);

const allDone = (subtasks: Subtask[]) =>
  subtasks.length > 0 && subtasks.every((subtask) => subtask.completed);

/** A task is complete when every subtask is. */
export function toggleSubtask<T extends Completable>(task: T, subtaskId: string): T {
  const subtasks = task.subtasks.map((subtask) =>
    subtask.id === subtaskId ? { ...subtask, completed: !subtask.completed } : subtask,
  );
  return { ...task, subtasks, completed: allDone(subtasks) };
}

/** After a deletion the task is complete only if subtasks remain and all are done. */
export function deleteSubtask<T extends Completable>(task: T, subtaskId: string): T {
  const subtasks = task.subtasks.filter((subtask) => subtask.id !== subtaskId);
  return { ...task, subtasks, completed: allDone(subtasks) };
}

/** Adds an open subtask (so the task is open again); a blank title changes nothing. */
export function addSubtask<T extends Completable>(task: T, subtask: Subtask): T {
  const title = subtask.title.trim();
  if (!title) return task;
  return { ...task, subtasks: [...task.subtasks, { ...subtask, title }], completed: false };
}

const statsOf = (total: number, completed: number): ProgressStats => ({
  total,
  completed,
  percentage: total === 0 ? 0 : Math.round((completed / total) * 100),
});

export function progressOf(tasks: readonly { completed: boolean }[]): ProgressStats {
  return statsOf(tasks.length, tasks.filter((task) => task.completed).length);
}

type CategoryCount = { categoryId: string; total: number; completed: number };

/**
 * The plan by stage (record 097) from the counts of its tasks by stage (null: the family's own
 * tasks, which have none): every stage in the landing page's order, and the own tasks apart.
 */
export function stageProgressFromCounts(
  counts: readonly { stage: StageId | null; total: number; completed: number }[],
): StageProgress {
  const sum = (stage: StageId | null) => {
    const of = counts.filter((count) => count.stage === stage);
    return statsOf(
      of.reduce((total, count) => total + count.total, 0),
      of.reduce((total, count) => total + count.completed, 0),
    );
  };
  return { stages: stageIds.map((stage) => ({ stage, ...sum(stage) })), own: sum(null) };
}

/** The progress from each category's counts: what one grouped query of the server reads. */
export function progressFromCounts(
  categories: readonly Category[],
  counts: readonly CategoryCount[],
): ProgressSummary {
  const byId = new Map(counts.map((count) => [count.categoryId, count]));
  const entries = categories.map((category) => {
    const count = byId.get(category.id);
    const stats = statsOf(count?.total ?? 0, count?.completed ?? 0);
    return { categoryId: category.id, name: category.name, color: category.color, ...stats };
  });
  return {
    overall: statsOf(
      entries.reduce((sum, entry) => sum + entry.total, 0),
      entries.reduce((sum, entry) => sum + entry.completed, 0),
    ),
    categories: entries,
  };
}

type Counted = { categoryId: string; completed: boolean };

/**
 * The progress after one task changed (before and after), appeared (no before) or went (no
 * after): a screen that holds only some of the tasks can still keep the figures right.
 */
export function adjustProgress(
  progress: ProgressSummary,
  before: Counted | undefined,
  after: Counted | undefined,
): ProgressSummary {
  const delta = (categoryId?: string) => {
    const counts = (task: Counted | undefined) =>
      task && (categoryId === undefined || task.categoryId === categoryId)
        ? { total: 1, completed: task.completed ? 1 : 0 }
        : { total: 0, completed: 0 };
    const was = counts(before);
    const is = counts(after);
    return { total: is.total - was.total, completed: is.completed - was.completed };
  };
  const moved = (stats: ProgressStats, change: { total: number; completed: number }) =>
    statsOf(stats.total + change.total, stats.completed + change.completed);
  return {
    overall: moved(progress.overall, delta()),
    categories: progress.categories.map((entry) => ({
      ...entry,
      ...moved(entry, delta(entry.categoryId)),
    })),
  };
}

/** Overall progress and one entry per category: rounded completed over total. */
export function progressSummary(
  categories: readonly Category[],
  tasks: readonly { completed: boolean; categoryId: string }[],
): ProgressSummary {
  return progressFromCounts(
    categories,
    categories.map((category) => {
      const of = tasks.filter((task) => task.categoryId === category.id);
      const completed = of.filter((task) => task.completed).length;
      return { categoryId: category.id, total: of.length, completed };
    }),
  );
}

/** Percentage of a task's subtasks that are done (the card's bar). */
export function subtaskPercentage(subtasks: readonly Subtask[]): number {
  return progressOf(subtasks).percentage;
}

/**
 * The task search: title, description, notes, the library's guidance (the notes the spec's
 * search looked in held it, record 094) or a subtask's title, any case.
 */
export function matchesSearch(
  task: {
    title: string;
    description: string;
    notes: string;
    guidance?: string | null;
    subtasks?: readonly { title: string }[];
  },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const subtaskTitles = (task.subtasks ?? []).map((subtask) => subtask.title);
  const fields = [task.title, task.description, task.notes, task.guidance ?? '', ...subtaskTitles];
  return fields.some((field) => field.toLowerCase().includes(needle));
}
