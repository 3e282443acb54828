import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { userSessions } from './user-sessions';
import { users } from './users';

// The ways a person proves who they are besides a password and an emailed code (issue 57):
// passkeys, an authenticator app, and single-use recovery codes. The emailed code stays the way
// back for everyone.

/** A passkey (a WebAuthn credential). Only its public key is ever stored. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a use that does not raise it is a clone's. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** 'singleDevice' or 'multiDevice', as WebAuthn reports it. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    /** The person's own name for it ('my phone'). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/**
 * A WebAuthn challenge: single use (claimed by setting used_at) and short-lived. A sign-in's has
 * no user yet; an addition's or a re-proof's belongs to the session that asked for it.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challenge: text('challenge').notNull().unique(),
    purpose: text('purpose', { enum: ['register', 'sign_in', 'reauthenticate'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => userSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);

/** A person's authenticator app (TOTP): at most one. Unconfirmed until its first right code. */
export const authenticatorApps = pgTable('authenticator_apps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret, sealed with the app's document master key (record 082). */
  secretSealed: text('secret_sealed').notNull(),
  /** The master key that sealed it. */
  keyId: text('key_id').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step whose code was accepted: a code is accepted once (no replay). */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A single-use recovery code, stored only as a hash; shown to the person once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
export type AuthenticatorAppRow = typeof authenticatorApps.$inferSelect;
