import type { CategoryId } from '../../../shared/content/category-ids';
import type { CalendarEntry } from '../../../shared/schemas/calendar';
import { timeOfDay } from '../../db/time-of-day';

// One dated thing of the Calendar page and the due lists, read from a task or a step row.

/** The columns both queries select, a task's or a step's. */
export type DatedRow = {
  taskId: string;
  subtaskId: string | null;
  title: string;
  taskTitle: string;
  categoryId: string;
  date: string;
  /** PostgreSQL answers a `time` as 'HH:mm:ss'. */
  time: string | null;
  repeatRule: string | null;
  completed: boolean;
  assigneeId: string | null;
};

export function entryOf(
  row: DatedRow,
  today: string,
  on: { date: string; projected: boolean } = { date: row.date, projected: false },
): CalendarEntry {
  return {
    taskId: row.taskId,
    subtaskId: row.subtaskId,
    title: row.title,
    taskTitle: row.taskTitle,
    categoryId: row.categoryId as CategoryId,
    date: on.date,
    time: timeOfDay(row.time),
    projected: on.projected,
    repeating: row.subtaskId === null && row.repeatRule !== null,
    completed: row.completed,
    overdue: !on.projected && !row.completed && on.date < today,
    assigneeId: row.assigneeId,
  };
}

/** By date, then time (untimed first), then title. */
export function byWhen(a: CalendarEntry, b: CalendarEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.time !== b.time) {
    if (a.time === null) return -1;
    if (b.time === null) return 1;
    return a.time < b.time ? -1 : 1;
  }
  return a.title.localeCompare(b.title, 'en');
}
