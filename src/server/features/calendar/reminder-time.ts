import { TZDate } from '@date-fns/tz';
import {
  addDays,
  parseIsoDate,
  REMINDER_HOUR,
  type ReminderLead,
  reminderLeadDays,
} from '../../../shared/rules/due-dates';

// When a reminder goes out (decision record 047): REMINDER_HOUR on the day the lead names, read
// in the plan's time zone at the moment of computing. Wall-clock 8:00 is the same on both sides
// of a daylight-saving change (it is never in the gap or the overlap of the zones we know), so a
// reminder keeps its hour for the family, and the instant is computed again whenever the due
// date, the lead or the plan's zone changes.

/** The instant of the reminder of an occurrence due on `dueDate`. */
export function reminderInstant(dueDate: string, lead: ReminderLead, timeZone: string): Date {
  const day = parseIsoDate(addDays(dueDate, -reminderLeadDays[lead]));
  if (!day) throw new Error(`Not a date: ${dueDate}`);
  const local = new TZDate(day.year, day.month - 1, day.day, REMINDER_HOUR, 0, 0, 0, timeZone);
  return new Date(local.getTime());
}

/**
 * What a task's `remind_at` should hold: the reminder of its current occurrence, unless it has
 * none, is done, or its due day has already ended in the plan's zone (a reminder that is late
 * but still before the due day's end goes out at once).
 */
export function remindAtFor(
  task: { dueDate: string | null; reminderLead: ReminderLead | null; completed: boolean },
  timeZone: string,
  today: string,
): Date | null {
  if (!task.dueDate || !task.reminderLead || task.completed) return null;
  if (task.dueDate < today) return null;
  return reminderInstant(task.dueDate, task.reminderLead, timeZone);
}
