// The one way the product writes dates, times and numbers for people (issue 59): pages, emails,
// the emergency sheet and the command line all format here, and nowhere else (a test in
// scripts/ finds any Intl or toLocale* use outside this file). The default is US English ('Mar
// 9, 1941', 'Dec 2, 6:54 AM', '1,000'); each function takes the locale, so a person's own
// conventions can follow. The spec's fixed formats are here too, under their own names: the
// audit log's yyyy-MM-dd HH:mm:ss, and the yyyy-MM-dd of a plan's calendar day.
//
// A time is put together from its parts with a plain space before AM/PM: ICU versions differ
// (some write a narrow no-break space), and the server's rendering and the browser's hydration
// must write the same text.

import { DEFAULT_LOCALE } from './i18n/locales';

/** Where and for whom a date is written: the time zone (this runtime's when none) and locale. */
export type FormatOptions = { timeZone?: string; locale?: string };

// Building an Intl formatter costs about 0.1 ms, and the dashboard and the audit log format dates
// on every answer: each (locale, options) pair is built once and kept. Bounded, since a time
// zone's name is accepted in any letter case and could otherwise grow the cache forever.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const FORMATS_KEPT = 600;

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (dateFormats.size >= FORMATS_KEPT) dateFormats.clear();
    dateFormats.set(key, format);
  }
  return format;
}

/** Whether `name` is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    dateFormat(DEFAULT_LOCALE, { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The IANA time zone of the device running this code: the browser's in a page, the machine's on the server. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every IANA time zone this runtime knows, for a person to choose from. */
export function timeZoneNames(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

/** A zone this runtime knows: the one given, else UTC (a plan's zone an old browser lacks). */
function knownZone(timeZone: string | undefined): string | undefined {
  return timeZone === undefined || isTimeZone(timeZone) ? timeZone : 'UTC';
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(date: Date, options: Intl.DateTimeFormatOptions, where: FormatOptions): Parts {
  const format = dateFormat(where.locale ?? DEFAULT_LOCALE, {
    ...options,
    timeZone: knownZone(where.timeZone),
  });
  return Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
}

function written(date: Date, options: Intl.DateTimeFormatOptions, where: FormatOptions): string {
  return dateFormat(where.locale ?? DEFAULT_LOCALE, {
    ...options,
    timeZone: knownZone(where.timeZone),
  }).format(date);
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** 'Mar 9, 1941': the day an instant fell on. */
export function formatDay(value: Date | string, where: FormatOptions = {}): string {
  return written(asDate(value), { month: 'short', day: 'numeric', year: 'numeric' }, where);
}

/** 'Mar 9': the day, without its year, for what happened lately. */
export function formatDayMonth(value: Date | string, where: FormatOptions = {}): string {
  return written(asDate(value), { month: 'short', day: 'numeric' }, where);
}

/** 'March 9, 1941'. */
export function formatLongDay(value: Date | string, where: FormatOptions = {}): string {
  return written(asDate(value), { month: 'long', day: 'numeric', year: 'numeric' }, where);
}

/** '6:54 AM': the time of an instant. */
function timeOf(date: Date, where: FormatOptions): string {
  const { hour, minute, dayPeriod } = partsOf(
    date,
    { hour: 'numeric', minute: '2-digit', hour12: true },
    where,
  );
  return `${hour}:${minute} ${dayPeriod}`;
}

/** 'Dec 2, 6:54 AM', or with `withYear` 'Dec 2, 2026, 6:54 AM'. */
export function formatDateTime(
  value: Date | string,
  where: FormatOptions & { withYear?: boolean } = {},
): string {
  const date = asDate(value);
  const day = where.withYear ? formatDay(date, where) : formatDayMonth(date, where);
  return `${day}, ${timeOf(date, where)}`;
}

/** '9:30 AM' for a plan's time of day ('09:30' or '09:30:00'); as given when it is no time. */
export function formatTimeOfDay(time: string, where: Pick<FormatOptions, 'locale'> = {}): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const instant = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return timeOf(instant, { ...where, timeZone: 'UTC' });
}

// A plan's calendar day ('yyyy-MM-dd', record 047) is no instant: it is written through UTC, so
// no zone can move it to the day before.
function calendarDay(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not a date: ${isoDate}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const inUtc = (where: FormatOptions) => ({ ...where, timeZone: 'UTC' });

/** 'Monday, December 1, 2026' in full; with a time, 'Monday, December 1, 2026, 9:30 AM'. */
export function formatFullCalendarDay(
  isoDate: string,
  time?: string | null,
  where: FormatOptions = {},
): string {
  const options = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;
  const day = written(calendarDay(isoDate), options, inUtc(where));
  return time ? `${day}, ${formatTimeOfDay(time, where)}` : day;
}

/** 'Mon, Dec 1': a plan's calendar day in short; with a time, 'Mon, Dec 1, 9:30 AM'. */
export function formatCalendarDay(
  isoDate: string,
  time?: string | null,
  where: FormatOptions = {},
): string {
  const options = { weekday: 'short', month: 'short', day: 'numeric' } as const;
  const day = written(calendarDay(isoDate), options, inUtc(where));
  return time ? `${day}, ${formatTimeOfDay(time, where)}` : day;
}

/** 'March 9, 1941': a calendar day with no weekday (a date of birth). */
export function formatLongCalendarDay(isoDate: string, where: FormatOptions = {}): string {
  return formatLongDay(calendarDay(isoDate), inUtc(where));
}

/** 'December 2026': the month a calendar day is in. */
export function formatCalendarMonth(isoDate: string, where: FormatOptions = {}): string {
  return written(calendarDay(isoDate), { month: 'long', year: 'numeric' }, inUtc(where));
}

/**
 * 'Mo', as a month grid heads its columns (two letters: 'lu' in Spanish), or with `long`
 * 'Monday': the weekday of a plan's calendar day.
 */
export function formatCalendarWeekday(
  isoDate: string,
  where: FormatOptions & { long?: boolean } = {},
): string {
  const weekday = written(
    calendarDay(isoDate),
    { weekday: where.long ? 'long' : 'short' },
    inUtc(where),
  );
  return where.long ? weekday : weekday.slice(0, 2);
}

/** 'March 9': a day of the year, in every year (a yearly repeat). */
export function formatDayOfYear(month: number, day: number, where: FormatOptions = {}): string {
  const date = new Date(Date.UTC(2000, month - 1, day));
  return written(date, { month: 'long', day: 'numeric' }, inUtc(where));
}

/** Today's date in `timeZone` at `now`, as 'yyyy-MM-dd'. */
export function todayIn(timeZone: string, now: Date): string {
  const { year, month, day } = partsOf(
    now,
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    { timeZone, locale: 'en-CA' },
  );
  return `${year}-${month}-${day}`;
}

/** The spec's audit timestamp, 'yyyy-MM-dd HH:mm:ss', in `timeZone` (this runtime's if none). */
export function formatTimestamp(date: Date, timeZone?: string): string {
  const p = partsOf(
    date,
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    },
    { timeZone, locale: 'en-US' },
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * '20,000': a whole number as people write it. US English is grouped by hand, not by Intl: limits'
 * messages are built as a page's code loads, and the first use of the browser's number
 * formatting costs a phone a long task (about 140 ms at 4x CPU throttling).
 */
export function formatCount(value: number, where: Pick<FormatOptions, 'locale'> = {}): string {
  const whole = Math.trunc(value);
  const locale = where.locale ?? DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole.toLocaleString(locale);
}

/** '$147', or '$14.70' when it has cents. */
export function formatMoney(
  amount: number,
  where: Pick<FormatOptions, 'locale'> & { currency?: string } = {},
): string {
  return new Intl.NumberFormat(where.locale ?? DEFAULT_LOCALE, {
    style: 'currency',
    currency: where.currency ?? 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
