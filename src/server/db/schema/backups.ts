import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Each backup taken (record 051): by the daily job of any instance, or by `npm run backup`. The
// rows are what /api/health/ready, the metrics and the admin's Security tab read, so every
// instance knows the last good backup whichever instance took it.
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The day ('2026-11-27', in the schedule's zone) a daily backup is for; null for a manual one. */
    slot: text('slot'),
    /** 'running' while written, 'ok' once written and checked, 'failed' otherwise. */
    status: text('status', { enum: ['running', 'ok', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The file's name in its folder (never the folder: it is the instance's own path). */
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    rowCount: integer('row_count'),
    /** Why it failed, in an operator's words: an error's message, never a row's content. */
    reason: text('reason'),
  },
  (table) => [
    // One daily backup running or done per day, however many instances run the job.
    uniqueIndex('backups_one_per_slot')
      .on(table.slot)
      .where(sql`${table.status} in ('running', 'ok')`),
    index('backups_finished_idx').on(table.finishedAt),
  ],
);
