import { parseIsoDate } from '../../shared/rules/due-dates';

// A date picker's days and a plan's due dates ('yyyy-MM-dd', decision record 047): the picker
// works in the browser's local midnights. Writing a due date for people is shared/format.ts's.

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
