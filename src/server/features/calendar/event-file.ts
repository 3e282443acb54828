import { DEFAULT_LOCALE, type Locale, languageOf } from '../../../shared/i18n/locales';
import { buildCalendar } from './feed-events';
import { type DatedTask, taskItem, taskLink } from './feed-read';

// 'Add to calendar' for one task (decision record 047, "The feed"): the same event the plan's
// feed holds, as a file of its own. The tasks feature reads the task and serves the download.

/** What a calendar file is sent as: the feed and each single-event download. */
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** A download's file name: the title in lower-case words joined by hyphens, or 'task'. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    // The accents a decomposed letter leaves apart ('Revisión' → 'revision', not 'revisio-n').
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'task';
}

/** One dated task of a plan as a calendar file of one event, and the file's name. */
export function singleEventFile(input: {
  publicUrl: string;
  planId: string;
  timeZone: string | null;
  /** Whose words its category and a library task's words are in. */
  locale?: Locale;
  task: DatedTask;
}): { fileName: string; body: string } {
  const { task } = input;
  const link = taskLink(input.publicUrl, input.planId, task.categoryId);
  const item = taskItem(task, link, languageOf(input.locale ?? DEFAULT_LOCALE));
  // No calendar name: an app importing the file adds the event, not a calendar of its own.
  const body = buildCalendar({
    name: null,
    timeZone: input.timeZone,
    locale: input.locale,
    items: [item],
  });
  return { fileName: `${fileSlug(item.summary)}.ics`, body };
}
