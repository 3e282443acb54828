// Index of the reminders feature (decision record 080): other features and the app import it
// only through this file. Email reminders (decision record 047): the queue index.ts starts, and the
// unsubscribe routes.

export { createReminderQueue, type ReminderQueue } from './reminder-queue';
export { emailRoutes, ONE_CLICK_UNSUBSCRIBE_PATH } from './unsubscribe.routes';
