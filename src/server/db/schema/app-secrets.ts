import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// A secret generated once and shared by every instance (used when AUTH_SECRET is not set).
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
