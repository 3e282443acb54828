// Index of the calendar feature (decision record 080): other features and the app import it
// only through this file. Dates and reminders (decision record 047): when a reminder is due
// (remindAtFor, the one rule for `remind_at`), how a rule repeats, the plan's time zone, and the
// feeds and calendar files. The task row itself is the tasks feature's: it calls these when it
// writes a date.

export { calendarRoutes } from './calendar.routes';
export { dueSummaryOf } from './due-summary';
export { CALENDAR_TYPE, singleEventFile } from './event-file';
export { CALENDAR_FEED_PATH, feedLinkRoutes, publicFeedRoutes } from './feed.routes';
export { revokeMemberLinks } from './feed-links.service';
export { recomputePlanReminders } from './plan-reminders';
export { adoptTimeZone, planTimeZone, remindAtInPlan } from './plan-zone';
export { nextDueDate } from './recurrence';
export { remindAtFor } from './reminder-time';
