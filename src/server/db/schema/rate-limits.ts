import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// rate-limiter-flexible's Drizzle store: counters live in the database, shared by instances.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
