import type { CategoryId } from '../../../shared/content/category-ids';
import { asReadIn } from '../../../shared/content/library/by-key';
import type { Language } from '../../../shared/i18n/locales';
import type { CalendarEntry } from '../../../shared/schemas/calendar';
import { timeOfDay } from '../../db/time-of-day';

// One dated thing of the Calendar page and the due lists, read from a task or a step row.

/** The columns both queries select, a task's or a step's. */
export type DatedRow = {
  taskId: string;
  subtaskId: string | null;
  title: string;
  taskTitle: string;
  /** The task's library key: its words and its steps' read in the reader's language (issue 59). */
  libraryKey: string | null;
  categoryId: string;
  date: string;
  /** PostgreSQL answers a `time` as 'HH:mm:ss'. */
  time: string | null;
  repeatRule: string | null;
  completed: boolean;
  assigneeId: string | null;
};

/**
 * The entry a reader sees: a library task's title and steps in their language while they are the
 * library's words, the family's own as typed.
 */
export function entryOf(
  row: DatedRow,
  today: string,
  language: Language,
  on: { date: string; projected: boolean } = { date: row.date, projected: false },
): CalendarEntry {
  return {
    taskId: row.taskId,
    subtaskId: row.subtaskId,
    title: asReadIn(row.libraryKey, row.title, language),
    taskTitle: asReadIn(row.libraryKey, row.taskTitle, language),
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
