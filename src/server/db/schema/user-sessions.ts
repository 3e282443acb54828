import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
     * When the person last proved it was them again in this session (password, passkey or
     * authenticator app): adding or removing a sign-in factor asks for a recent proof (issue 57).
     */
    reprovedAt: timestamp('reproved_at', { withTimezone: true }),
    /**
     * Sign-up with an address that already has an account answers as a new sign-up would, with
     * this stand-in session: it can never send a real code or verify (decision record 018).
     */
    signUpDecoy: boolean('sign_up_decoy').notNull().default(false),
    /**
     * A sign-up with a taken address (a decoy, or a claim on an account never confirmed): the
     * account the session shows is a stand-in with this random id of its own, never the row's
     * (decision record 018). Null for every other session.
     */
    standInUserId: uuid('stand_in_user_id'),
    /**
     * A claim: the password (Argon2id) of someone signing up with an address whose account was
     * never confirmed. Entering the code sent to the address replaces that account with a new
     * one under the stand-in's id with this password (decision record 018).
     */
    claimPasswordHash: text('claim_password_hash'),
    /** A stand-in's wrong codes in a row and its lock: an account's, counted on the session. */
    standInFailedCodes: integer('stand_in_failed_codes').notNull().default(0),
    standInLockedUntil: timestamp('stand_in_locked_until', { withTimezone: true }),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('user_sessions_token_unique').on(table.sessionToken),
    index('user_sessions_user_active_idx').on(table.userId, table.isActive),
  ],
);

export type UserSessionRow = typeof userSessions.$inferSelect;
