import { RRuleTemporal } from 'rrule-temporal';
import { addDays } from '../../../shared/rules/due-dates';

// Repeating tasks (decision record 047). A due date is a day of the plan's calendar, not an
// instant, so occurrences are computed on days alone ("floating": DTSTART at midnight UTC) and a
// daylight-saving change cannot move or double one. Only reminders become instants, later, in
// the plan's zone (reminder-time.ts).

/** A rule longer than this many occurrences into a range is cut off: far more than a page shows. */
const MAX_OCCURRENCES = 400;

function ruleFrom(rule: string, start: string) {
  const dtstart = `DTSTART;TZID=UTC:${start.replaceAll('-', '')}T000000`;
  return new RRuleTemporal({ rruleString: `${dtstart}\nRRULE:${rule}`, cache: false });
}

const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const isoDateOf = (occurrence: { toString(): string }) => occurrence.toString().slice(0, 10);

/** The occurrences of `rule`, started on `start`, between `from` and `to` (both included). */
export function occurrencesBetween(
  rule: string,
  start: string,
  from: string,
  to: string,
): string[] {
  if (to < start || to < from) return [];
  const occurrences = ruleFrom(rule, start).between(dayOf(from), dayOf(to), true);
  return occurrences.slice(0, MAX_OCCURRENCES).map(isoDateOf);
}

/** The first occurrence of `rule`, started on `start`, strictly after `after`; null if none. */
export function nextOccurrenceAfter(rule: string, start: string, after: string): string | null {
  const next = ruleFrom(rule, start).next(dayOf(after), false);
  return next ? isoDateOf(next) : null;
}

/**
 * The next due date after completing the occurrence due on `dueDate`: the first occurrence
 * strictly after it that is not before `today` (occurrences missed while it was overdue are not
 * owed: the task moves to the next one still ahead). The rule starts on the occurrence done.
 */
export function nextDueDate(rule: string, dueDate: string, today: string): string | null {
  const after = dueDate >= today ? dueDate : addDays(today, -1);
  return nextOccurrenceAfter(rule, dueDate, after);
}
