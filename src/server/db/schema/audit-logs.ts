import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carePlans } from './care-plans';
import { users } from './users';

// Shared with the audit log page: every recorded action of spec section 9.
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    /** The care plan a change was made in: its members read the entry (decision record 045). */
    planId: uuid('plan_id').references(() => carePlans.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    resourceCategory: text('resource_category'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_logs_user_created_idx').on(table.userId, table.createdAt),
    index('audit_logs_created_idx').on(table.createdAt),
    index('audit_logs_plan_created_idx').on(table.planId, table.createdAt),
  ],
);
