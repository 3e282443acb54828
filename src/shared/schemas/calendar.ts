import type { CategoryId } from '../content/category-ids';
import { isTimeZone } from '../format';
import {
  CALENDAR_RANGE_MAX_DAYS,
  parseIsoDate,
  REPEAT_INTERVAL_MAX,
  type ReminderLead,
  type RepeatChoice,
  reminderLeads,
  repeatFrequencies,
  weekdays,
} from '../rules/due-dates';
import { z } from './zod';

// The calendar's contract (decision record 047), shared by the server and the pages: due dates,
// repeats and reminders on tasks, the Calendar page's range, the feed link, email preferences.

export const calendarMessages = {
  dateInvalid: 'Enter a real date, like 2026-12-01',
  timeInvalid: 'Enter a time, like 09:30',
  timeWithoutDate: 'Choose a date before a time',
  repeatWithoutDate: 'Choose a date before a repeat',
  reminderWithoutDate: 'Choose a date before a reminder',
  weekdaysRequired: 'Choose at least one day',
  intervalInvalid: `Enter a number from 1 to ${REPEAT_INTERVAL_MAX}`,
  timeZoneInvalid: 'Choose a time zone from the list',
  rangeInvalid: `Ask for at most ${CALENDAR_RANGE_MAX_DAYS} days, from the first to the last`,
} as const;

export const isoDateSchema = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, { error: calendarMessages.dateInvalid });

export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: calendarMessages.timeInvalid });

export const timeZoneSchema = z
  .string()
  .refine(isTimeZone, { error: calendarMessages.timeZoneInvalid });

export const repeatChoiceSchema = z
  .object({
    frequency: z.enum(repeatFrequencies),
    interval: z
      .int({ error: calendarMessages.intervalInvalid })
      .min(1, { error: calendarMessages.intervalInvalid })
      .max(REPEAT_INTERVAL_MAX, { error: calendarMessages.intervalInvalid })
      .default(1),
    weekdays: z.array(z.enum(weekdays)).max(7).optional(),
  })
  .refine((choice) => choice.frequency !== 'weekly' || (choice.weekdays?.length ?? 0) > 0, {
    error: calendarMessages.weekdaysRequired,
    path: ['weekdays'],
  });

/**
 * `PUT /api/tasks/:taskId/schedule`: a task's due date, time, repeat and reminder, all at once
 * (null clears). `timeZone` is the browser's: it becomes the plan's only if the plan has none.
 */
export const taskScheduleSchema = z
  .object({
    dueDate: isoDateSchema.nullable(),
    dueTime: timeOfDaySchema.nullable().default(null),
    repeat: repeatChoiceSchema.nullable().default(null),
    reminder: z.enum(reminderLeads).nullable().default(null),
    timeZone: timeZoneSchema.optional(),
  })
  .superRefine((schedule, context) => {
    if (schedule.dueDate !== null) return;
    const fields = [
      ['dueTime', calendarMessages.timeWithoutDate],
      ['repeat', calendarMessages.repeatWithoutDate],
      ['reminder', calendarMessages.reminderWithoutDate],
    ] as const;
    for (const [field, message] of fields) {
      if (schedule[field] !== null) context.addIssue({ code: 'custom', message, path: [field] });
    }
  });
export type TaskScheduleInput = z.input<typeof taskScheduleSchema>;

/** `PUT /api/tasks/:taskId/subtasks/:subtaskId/schedule`: a step's own due date and time. */
export const subtaskScheduleSchema = z
  .object({
    dueDate: isoDateSchema.nullable(),
    dueTime: timeOfDaySchema.nullable().default(null),
    timeZone: timeZoneSchema.optional(),
  })
  .refine((schedule) => schedule.dueDate !== null || schedule.dueTime === null, {
    error: calendarMessages.timeWithoutDate,
    path: ['dueTime'],
  });
export type SubtaskScheduleInput = z.input<typeof subtaskScheduleSchema>;

/** `PATCH /api/plans/:planId/time-zone`: an owner sets the zone the plan's dates are read in. */
export const planTimeZoneSchema = z.object({ timeZone: timeZoneSchema });

/** `GET /api/calendar?plan=&from=&to=`: the entries of a range of days, both ends included. */
export const calendarRangeSchema = z.object({ from: isoDateSchema, to: isoDateSchema }).refine(
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    return days >= 0 && days < CALENDAR_RANGE_MAX_DAYS;
  },
  { error: calendarMessages.rangeInvalid, path: ['to'] },
);

/** `PATCH /api/account/email-preferences`: which emails about due tasks a member gets. */
export const emailPreferencesSchema = z
  .object({ reminderEmails: z.boolean().optional(), weeklyDigest: z.boolean().optional() })
  .refine((input) => input.reminderEmails !== undefined || input.weeklyDigest !== undefined, {
    error: 'Nothing to update',
  });
export type EmailPreferences = { reminderEmails: boolean; weeklyDigest: boolean };

/** `POST /api/email/unsubscribe`: the signed token of an email's unsubscribe link. */
export const unsubscribeSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(300)
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'Invalid input' }),
});

/** A task's due date, time, repeat and reminder as the server answers them. */
export type TaskSchedule = {
  dueDate: string | null;
  dueTime: string | null;
  /** The repeat as the form shows it, and the RRULE stored; both null for a one-off task. */
  repeat: RepeatChoice | null;
  repeatRule: string | null;
  reminder: ReminderLead | null;
};

/** One completed occurrence of a repeating task. */
export type TaskCompletion = {
  occurrenceDate: string;
  completedById: string | null;
  completedAt: string;
};

/** One dated thing on the Calendar page: a task's occurrence, or a step with its own date. */
export type CalendarEntry = {
  taskId: string;
  /** Set for a step with its own due date. */
  subtaskId: string | null;
  title: string;
  /** The task a step belongs to (the entry's own title for a task). */
  taskTitle: string;
  categoryId: CategoryId;
  date: string;
  time: string | null;
  /** A later occurrence of a repeating task, computed from its rule (not yet its due date). */
  projected: boolean;
  repeating: boolean;
  completed: boolean;
  overdue: boolean;
  assigneeId: string | null;
};

/** `GET /api/calendar`: the range asked for, in the plan's time zone. */
export type CalendarRange = {
  planId: string;
  timeZone: string;
  today: string;
  from: string;
  to: string;
  entries: CalendarEntry[];
};

/** The top of the dashboard and the category cards: what is overdue and due this week. */
export type DueSummary = {
  timeZone: string;
  today: string;
  overdue: CalendarEntry[];
  dueThisWeek: CalendarEntry[];
  /** Counts per category (the lists above stop at DUE_LIST_MAX each). */
  categories: { categoryId: CategoryId; overdue: number; dueThisWeek: number }[];
};

/** `GET /api/plans/:planId/calendar-feed`: whether the current user has a live feed link. */
export type CalendarFeedState = { active: boolean; createdAt: string | null };
/** `POST /api/plans/:planId/calendar-feed`: a new link, shown once (the old one stops working). */
export type CalendarFeedLink = { url: string; createdAt: string };
