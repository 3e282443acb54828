import { formatDateTime, formatLongCalendarDay, todayIn } from '../../../shared/format';

// The sheet's dates, written from the answer alone (when it was read, in the plan's zone), never
// from this device's clock or zone: the server's rendering, the browser's hydration and a copy
// opened offline months later all say the same. In the reader's locale (issue 59).

/** 'Nov 26, 2:05 PM': when the sheet was read, in the plan's zone ('' for a bad date). */
export function formatAsOf(readAt: string, timeZone: string, locale: string): string {
  const instant = new Date(readAt);
  if (Number.isNaN(instant.getTime())) return '';
  return formatDateTime(instant, { timeZone, locale });
}

/** Whole years from a birth date to the day `readAt` fell on in the plan's zone. */
function ageOn(birth: { year: number; month: number; day: number }, readAt: string, zone: string) {
  const instant = new Date(readAt);
  if (Number.isNaN(instant.getTime())) return undefined;
  const today = dayOf(todayIn(zone, instant));
  if (!today) return undefined;
  const { year, month, day } = today;
  const beforeBirthday = month < birth.month || (month === birth.month && day < birth.day);
  return year - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * A saved date of birth's parts (the server checked it). Not due-dates.ts's parseIsoDate: sharing
 * that module with the dashboard split it into a script of its own on /app.
 */
function dayOf(isoDate: string): { year: number; month: number; day: number } | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!parts) return undefined;
  return { year: Number(parts[1]), month: Number(parts[2]), day: Number(parts[3]) };
}

/**
 * A date of birth as written ('March 12, 1941') and the age as of the sheet's reading (none when
 * it cannot be told); undefined when not recorded. The sheet puts them in its words.
 */
export function dateOfBirthOn(
  dateOfBirth: string,
  readAt: string,
  timeZone: string,
  locale: string,
): { written: string; age: number | undefined } | undefined {
  const birth = dayOf(dateOfBirth);
  if (!birth) return undefined;
  const written = formatLongCalendarDay(dateOfBirth, { locale });
  const age = ageOn(birth, readAt, timeZone);
  return { written, age: age === undefined || age < 0 ? undefined : age };
}
