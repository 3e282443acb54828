import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// People who asked for the free checklist (/checklist), so the owner can follow up (record 040).
// One row per address: asking again updates the name and the time of the latest request.
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    /** Stored in lower case, so one person is one row whatever case they type. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastRequestedAt: timestamp('last_requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('leads_email_unique').on(table.email),
    index('leads_created_idx').on(table.createdAt),
  ],
);
