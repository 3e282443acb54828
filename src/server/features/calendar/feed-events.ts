import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar } from 'ical-generator';
import { type CategoryId, categoryIds } from '../../../shared/content/category-ids';
import { categoryName } from '../../../shared/content/task-library';
import { DEFAULT_LOCALE, type Locale, languageOf } from '../../../shared/i18n/locales';
import { i18nFor } from '../../../shared/i18n/translate';
import { parseIsoDate } from '../../../shared/rules/due-dates';

// The iCalendar text of a plan's dated tasks and steps (decision record 047, "The feed"), built
// with ical-generator: the subscribed feed and a single task's download share it.

/** A dated task or step as the feed shows it: what the reading queries hand over. */
export type FeedItem = {
  /** The task's or the step's id: the event's UID, stable across edits. */
  id: string;
  summary: string;
  description: string;
  categoryId: string;
  /** 'yyyy-MM-dd' in the plan's zone; with `dueTime` ('HH:mm' or 'HH:mm:ss') a timed event. */
  dueDate: string;
  dueTime: string | null;
  /** A repeating task's RRULE (no DTSTART: the due date is the start); null for the rest. */
  repeatRule: string | null;
  /** The address of the task in the app. */
  link: string;
  /** When the task last changed: the event's DTSTAMP, so the same data gives the same text. */
  stamp: Date;
};

export type FeedCalendar = {
  /** The calendar's name (X-WR-CALNAME): the plan's name; none for a single task's download. */
  name: string | null;
  /** The plan's IANA zone; null until it is set, when timed events float (no TZID). */
  timeZone: string | null;
  /** Whose words the events' categories are in (issue 59): the subscriber's choice; US English when none. */
  locale?: Locale;
  items: FeedItem[];
};

const UID_DOMAIN = 'planmyeldercare';

const isCategoryId = (id: string): id is CategoryId =>
  (categoryIds as readonly string[]).includes(id);

/** The event's start: midnight UTC of the day for an all-day event (written as a DATE). */
function allDayStart(dueDate: string): Date {
  return new Date(`${dueDate}T00:00:00Z`);
}

/**
 * A wall-clock time of the plan's zone. A TZDate reads its fields in that zone, so the text
 * ical-generator writes after TZID is the plan's wall clock whatever the server's own zone.
 */
function timedStart(dueDate: string, dueTime: string, timeZone: string | null): Date {
  const day = parseIsoDate(dueDate);
  if (!day) throw new Error(`Not a date: ${dueDate}`);
  const [hours = 0, minutes = 0] = dueTime.split(':').map(Number);
  const zone = timeZone ?? 'UTC';
  return new TZDate(day.year, day.month - 1, day.day, hours, minutes, zone);
}

/** The whole calendar as text, events in the order given. */
export function buildCalendar(feed: FeedCalendar): string {
  const calendar = new ICalCalendar({
    name: feed.name,
    prodId: {
      company: 'PlanMyEldercare',
      product: 'Care plan calendar',
      // The language of the calendar's words (RFC 5545 PRODID): its reader's.
      language: languageOf(feed.locale ?? DEFAULT_LOCALE).toUpperCase(),
    },
  });
  // No calendar-wide zone (it would write every DTSTAMP without its Z); each timed event names
  // the plan's zone, and the generator adds that zone's VTIMEZONE once.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const i18n = i18nFor(feed.locale);
  for (const item of feed.items) {
    const timed = item.dueTime !== null;
    const category = isCategoryId(item.categoryId) ? categoryName(item.categoryId, i18n) : null;
    calendar.createEvent({
      id: `${item.id}@${UID_DOMAIN}`,
      summary: item.summary,
      description: item.description ? `${item.description}\n\n${item.link}` : item.link,
      url: item.link,
      categories: category ? [{ name: category }] : [],
      stamp: item.stamp,
      start: timed
        ? timedStart(item.dueDate, item.dueTime as string, feed.timeZone)
        : allDayStart(item.dueDate),
      allDay: !timed,
      ...(timed && feed.timeZone ? { timezone: feed.timeZone } : {}),
      ...(timed && !feed.timeZone ? { floating: true } : {}),
      repeating: item.repeatRule ? `RRULE:${item.repeatRule}` : null,
    });
  }
  return calendar.toString();
}
