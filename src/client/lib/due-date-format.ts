import { dateFormat } from '../../shared/date-format-cache';
import { parseIsoDate } from '../../shared/rules/due-dates';

// Due dates are days of the plan's time zone ('yyyy-MM-dd', decision record 047), not instants:
// they are rendered through UTC so the browser's own zone never moves them by a day.

function utcDate(isoDate: string): Date {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new Error(`Not a date: ${isoDate}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

// Built at first use: the first Intl formatter of a page costs a long task on a phone.
const longWeekday = () => dateFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const longDate = () =>
  dateFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const shortDate = () =>
  dateFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** 'Monday 1 December 2026'. */
export function formatLongDate(isoDate: string): string {
  // Put together, since ICU's en-GB puts a comma after the weekday of a full date.
  const date = utcDate(isoDate);
  return `${longWeekday().format(date)} ${longDate().format(date)}`;
}

/** 'December 2026': the month `isoDate` is in. */
export function formatMonth(isoDate: string): string {
  return formatLongDate(isoDate).replace(/^\S+ \d+ /, '');
}

/** 'Mon 1 Dec', or 'Mon 1 Dec, 09:00' with a time. */
export function formatDueDate(isoDate: string, time?: string | null): string {
  const day = shortDate().format(utcDate(isoDate));
  return time ? `${day}, ${time}` : day;
}

/** The day a date picker shows for a 'yyyy-MM-dd' date: midnight of the browser's day. */
export function pickerDate(isoDate: string): Date {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new Error(`Not a date: ${isoDate}`);
  return new Date(parts.year, parts.month - 1, parts.day);
}

/** The 'yyyy-MM-dd' of a day a date picker chose (its local midnight). */
export function isoDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The browser's IANA time zone: sent with a first due date, it becomes the plan's. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
