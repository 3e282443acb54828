import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The spec's user_sessions. The token itself is never stored: only its SHA-256 hash.
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionToken: text('session_token').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sessionType: text('session_type').notNull().default('web'),
    isActive: boolean('is_active').notNull().default(true),
    /** Null while two-factor is pending. */
    mfaVerifiedAt: timestamp('mfa_verified_at', { withTimezone: true }),
    isAdminLogin: boolean('is_admin_login').notNull().default(false),
    /**
     * Sign-up with an address that already has an account answers as a new sign-up would, with
     * this stand-in session: it can never send a real code or verify (decision record 018).
     */
    signUpDecoy: boolean('sign_up_decoy').notNull().default(false),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('user_sessions_token_unique').on(table.sessionToken),
    index('user_sessions_user_active_idx').on(table.userId, table.isActive),
  ],
);

export type UserSessionRow = typeof userSessions.$inferSelect;
