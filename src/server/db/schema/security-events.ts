import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type', {
      enum: ['admin_access', 'suspicious_activity', 'session_cleanup', 'other'],
    }).notNull(),
    description: text('description').notNull(),
    severity: text('severity', { enum: ['info', 'warning', 'critical'] }).notNull(),
    ipAddress: text('ip_address'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it first happened. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * A repeat a caller can cause at will is counted on its row, not written again (issue #30,
     * record 039): how often, and when it last happened (`created_at` for an event seen once).
     */
    count: integer('count').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('security_events_created_idx').on(table.createdAt),
    index('security_events_last_idx').on(table.lastAt),
  ],
);
