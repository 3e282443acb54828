import { dateFormat } from '../../../shared/date-format-cache';

// The sheet's dates, written from the answer alone (when it was read, in the plan's zone), never
// from this device's clock or zone: the server's rendering, the browser's hydration and a copy
// opened offline months later all say the same.

// Built at first use (record 062), through the shared cache.
const shownFormat = (timeZone: string) =>
  dateFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
const dayFormat = (timeZone: string) =>
  dateFormat('en-GB', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone });
const longDate = () =>
  dateFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The parts of `instant` in `timeZone` (in UTC for a zone this engine does not know). */
function partsIn(
  format: (timeZone: string) => Intl.DateTimeFormat,
  instant: Date,
  timeZone: string,
): Record<string, string> {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = format(timeZone);
  } catch {
    formatter = format('UTC');
  }
  return Object.fromEntries(
    formatter.formatToParts(instant).map(({ type, value }) => [type, value]),
  );
}

/** '26 Nov, 14:05': when the sheet was read, in the plan's zone ('' for a bad date). */
export function formatAsOf(readAt: string, timeZone: string): string {
  const instant = new Date(readAt);
  if (Number.isNaN(instant.getTime())) return '';
  const { day, month, hour, minute } = partsIn(shownFormat, instant, timeZone);
  return `${day} ${month}, ${hour}:${minute}`;
}

/** Whole years from a birth date to the day `readAt` fell on in the plan's zone. */
function ageOn(birth: { year: number; month: number; day: number }, readAt: string, zone: string) {
  const instant = new Date(readAt);
  if (Number.isNaN(instant.getTime())) return undefined;
  const today = partsIn(dayFormat, instant, zone);
  const [year, month, day] = [Number(today.year), Number(today.month), Number(today.day)];
  if (!year || !month || !day) return undefined;
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

/** '12 March 1941 (age 84)', the age as of the sheet's reading; '' when not recorded. */
export function formatDateOfBirth(dateOfBirth: string, readAt: string, timeZone: string): string {
  const birth = dayOf(dateOfBirth);
  if (!birth) return '';
  const written = longDate().format(new Date(Date.UTC(birth.year, birth.month - 1, birth.day)));
  const age = ageOn(birth, readAt, timeZone);
  return age === undefined || age < 0 ? written : `${written} (age ${age})`;
}
