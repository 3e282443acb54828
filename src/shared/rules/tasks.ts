import type { Category } from '../content/task-library';
import type { ProgressStats, ProgressSummary, Subtask } from '../schemas/tasks';

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

export function progressOf(tasks: readonly { completed: boolean }[]): ProgressStats {
  const total = tasks.length;
  const completed = tasks.filter((task) => task.completed).length;
  return { total, completed, percentage: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** Overall progress and one entry per category: rounded completed over total. */
export function progressSummary(
  categories: readonly Category[],
  tasks: readonly { completed: boolean; categoryId: string }[],
): ProgressSummary {
  return {
    overall: progressOf(tasks),
    categories: categories.map((category) => {
      const stats = progressOf(tasks.filter((task) => task.categoryId === category.id));
      return { categoryId: category.id, name: category.name, color: category.color, ...stats };
    }),
  };
}

/** Percentage of a task's subtasks that are done (the card's bar). */
export function subtaskPercentage(subtasks: readonly Subtask[]): number {
  return progressOf(subtasks).percentage;
}

/** The task search: title, description or notes, any case. */
export function matchesSearch(
  task: { title: string; description: string; notes: string },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [task.title, task.description, task.notes].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
