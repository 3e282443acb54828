import { addDays, parseIsoDate, weekdayOf, weekdays } from '../../../shared/rules/due-dates';

// The month the Calendar page shows, as 'yyyy-MM-dd' days of the plan's time zone.

/** The first day of the month `isoDate` falls in. */
export function monthOf(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** The first day of the month `months` after (negative: before) `month`. */
export function shiftMonth(month: string, months: number): string {
  const parts = parseIsoDate(month);
  if (!parts) throw new Error(`Not a date: ${month}`);
  const date = new Date(Date.UTC(parts.year, parts.month - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

/** The days the month's grid shows: Monday of its first week to Sunday of its last (≤ 42). */
export function visibleWeeks(month: string): { from: string; to: string } {
  const parts = parseIsoDate(month);
  if (!parts) throw new Error(`Not a date: ${month}`);
  const from = addDays(month, -weekdays.indexOf(weekdayOf(month)));
  const last = shiftMonth(month, 1);
  const lastDay = addDays(last, -1);
  const to = addDays(lastDay, 6 - weekdays.indexOf(weekdayOf(lastDay)));
  return { from, to };
}

/** Whether `isoDate` is in the month starting `month`. */
export const inMonth = (isoDate: string, month: string) =>
  isoDate.slice(0, 7) === month.slice(0, 7);
