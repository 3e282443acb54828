import { formatDayOfYear } from '../format';

// Due dates, repeats and reminders (decision record 047): the words and limits both sides use.
// A due date is a day of the plan's time zone ('yyyy-MM-dd'), with an optional wall-clock time
// ('HH:mm'); the server turns them into instants only to schedule a reminder.

/** How long before the due date a reminder goes out, always at REMINDER_HOUR in the plan's zone. */
export const reminderLeads = ['on_day', '1_day', '1_week'] as const;
export type ReminderLead = (typeof reminderLeads)[number];

export const reminderLeadDays: Record<ReminderLead, number> = {
  on_day: 0,
  '1_day': 1,
  '1_week': 7,
};

export const reminderLeadLabels: Record<ReminderLead, string> = {
  on_day: 'On the day',
  '1_day': '1 day before',
  '1_week': '1 week before',
};

/** The hour of the plan's day at which reminders go out. */
export const REMINDER_HOUR = 8;

/** What the reminder queue sends: one task's reminder, or a member's weekly digest. */
export const reminderKinds = ['reminder', 'digest'] as const;

/** 'Due this week': today and the 6 days after it, in the plan's time zone. */
export const DUE_SOON_DAYS = 7;
/** The dashboard's overdue and due-this-week lists show at most this many each. */
export const DUE_LIST_MAX = 20;
/** The Calendar page asks for at most this many days at once (a month view is 42). */
export const CALENDAR_RANGE_MAX_DAYS = 62;

export const repeatFrequencies = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFrequency = (typeof repeatFrequencies)[number];

/** iCalendar's weekday codes, Monday first. */
export const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayLabels: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/** 'Every N': at most this many days, weeks, months or years between occurrences. */
export const REPEAT_INTERVAL_MAX = 99;

/** A repeat as the form chooses it; the server stores it as an RRULE built by `repeatRuleFor`. */
export type RepeatChoice = {
  frequency: RepeatFrequency;
  interval: number;
  /** Weekly only: the days it falls on (at least one); other frequencies leave it out. */
  weekdays?: Weekday[];
};

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1-12) and day of a 'yyyy-MM-dd' date, or null when it is no real day. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = isoDatePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The weekday code of a real 'yyyy-MM-dd' date. */
export function weekdayOf(isoDate: string): Weekday {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new Error(`Not a date: ${isoDate}`);
  const sundayFirst = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] as Weekday;
}

/** `isoDate` moved by `days` (negative: earlier). */
export function addDays(isoDate: string, days: number): string {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new Error(`Not a date: ${isoDate}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days))
    .toISOString()
    .slice(0, 10);
}

/**
 * The day of the month a monthly repeat falls on, clamped to the month's end: a task due on the
 * 31st falls on the 30th in April and on the 28th or 29th in February, never skips a month
 * (RFC 5545 alone would skip months without a 31st). `BYSETPOS=-1` picks the last listed day
 * the month has.
 */
function monthDayRule(day: number): string {
  if (day <= 28) return `BYMONTHDAY=${day}`;
  const days = Array.from({ length: day - 27 }, (_, index) => 28 + index);
  return `BYMONTHDAY=${days.join(',')};BYSETPOS=-1`;
}

/** The RRULE (without DTSTART: the due date is the start) for a repeat chosen in the form. */
export function repeatRuleFor(choice: RepeatChoice, dueDate: string): string {
  const parts = parseIsoDate(dueDate);
  if (!parts) throw new Error(`Not a date: ${dueDate}`);
  const interval = choice.interval > 1 ? `;INTERVAL=${choice.interval}` : '';
  switch (choice.frequency) {
    case 'daily':
      return `FREQ=DAILY${interval}`;
    case 'weekly': {
      const days = choice.weekdays?.length ? choice.weekdays : [weekdayOf(dueDate)];
      const ordered = weekdays.filter((day) => days.includes(day));
      return `FREQ=WEEKLY${interval};BYDAY=${ordered.join(',')}`;
    }
    case 'monthly':
      return `FREQ=MONTHLY${interval};${monthDayRule(parts.day)}`;
    case 'yearly':
      return `FREQ=YEARLY${interval};BYMONTH=${parts.month};${monthDayRule(parts.day)}`;
  }
}

/** The form's choice back from a stored RRULE (only rules `repeatRuleFor` writes are read). */
export function repeatChoiceOf(rule: string): RepeatChoice | null {
  const fields = new Map(
    rule.split(';').map((part) => {
      const [name, value = ''] = part.split('=');
      return [name, value] as const;
    }),
  );
  const frequency = fields.get('FREQ')?.toLowerCase();
  if (!repeatFrequencies.includes(frequency as RepeatFrequency)) return null;
  const interval = Number(fields.get('INTERVAL') ?? '1');
  const choice: RepeatChoice = { frequency: frequency as RepeatFrequency, interval };
  if (frequency === 'weekly') {
    choice.weekdays = (fields.get('BYDAY') ?? '')
      .split(',')
      .filter((day): day is Weekday => weekdays.includes(day as Weekday));
  }
  return choice;
}

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
};

const units: Record<RepeatFrequency, [string, string]> = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
};

/** 'Repeats every month on the 1st', 'Repeats every 2 weeks on Sunday', ... */
export function describeRepeat(choice: RepeatChoice, dueDate: string): string {
  const [one, many] = units[choice.frequency];
  const every = choice.interval > 1 ? `every ${choice.interval} ${many}` : `every ${one}`;
  const parts = parseIsoDate(dueDate);
  switch (choice.frequency) {
    case 'weekly': {
      const days = (choice.weekdays?.length ? choice.weekdays : [weekdayOf(dueDate)]).map(
        (day) => weekdayLabels[day],
      );
      return `Repeats ${every} on ${days.join(', ')}`;
    }
    case 'monthly': {
      if (!parts) return `Repeats ${every}`;
      const on =
        parts.day > 28
          ? `the ${ordinal(parts.day)} (or the month's last day)`
          : `the ${ordinal(parts.day)}`;
      return `Repeats ${every} on ${on}`;
    }
    case 'yearly': {
      if (!parts) return `Repeats ${every}`;
      return `Repeats ${every} on ${formatDayOfYear(parts.month, parts.day)}`;
    }
    default:
      return `Repeats ${every}`;
  }
}
