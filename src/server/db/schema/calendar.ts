import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reminderKinds } from '../../../shared/rules/due-dates';
import { carePlans } from './care-plans';
import { tasks } from './tasks';
import { users } from './users';

// The calendar's server side (decision record 047): private feed links, and each reminder or
// digest email with the state that makes it go out exactly once.

/** A member's private iCalendar link to one plan. The token is never stored, only its SHA-256. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_unique').on(table.tokenHash),
    // At most one live link per member and plan: a rotation revokes the old one first.
    uniqueIndex('calendar_feeds_live_unique')
      .on(table.planId, table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * One email the reminder queue owes someone. `key` names it for good (a task's occurrence and
 * lead for one recipient, or a digest's week), so however often it is dispatched, it exists once;
 * `sentAt` is set in the transaction that holds the row while the mail is handed to SMTP.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why it was not sent (unsubscribed, task done or gone, no longer a member), if it was not. */
    skippedReason: text('skipped_reason'),
  },
  (table) => [index('reminder_deliveries_recipient_idx').on(table.recipientId, table.createdAt)],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type ReminderDeliveryRow = typeof reminderDeliveries.$inferSelect;
