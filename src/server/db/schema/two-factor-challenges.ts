import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userSessions } from './user-sessions';
import { users } from './users';

// One emailed code. The code is stored only as an HMAC keyed with the server's secret.
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    referenceId: text('reference_id').notNull(),
    codeHmac: text('code_hmac').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used: boolean('used').notNull().default(false),
    isAdminLogin: boolean('is_admin_login').notNull().default(false),
    /** sign_in: the two-factor step; delete_account: confirms deleting the account. */
    purpose: text('purpose', { enum: ['sign_in', 'delete_account'] })
      .notNull()
      .default('sign_in'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('two_factor_challenges_session_idx').on(table.sessionId, table.createdAt)],
);
