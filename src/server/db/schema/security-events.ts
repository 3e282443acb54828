import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('security_events_created_idx').on(table.createdAt)],
);
