import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../shared/i18n/locales';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    subscriptionTier: text('subscription_tier', { enum: ['basic', 'premium'] })
      .notNull()
      .default('basic'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    isDemo: boolean('is_demo').notNull().default(false),
    acceptedTerms: boolean('accepted_terms').notNull().default(false),
    acceptedPrivacy: boolean('accepted_privacy').notNull().default(false),
    dataProtectionConsent: boolean('data_protection_consent').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Wrong two-factor codes in a row; reset by a right one. */
    otpFailedCount: integer('otp_failed_count').notNull().default(0),
    otpLockedUntil: timestamp('otp_locked_until', { withTimezone: true }),
    /**
     * A demo visitor's own sandbox: a throwaway account that lives as long as its session and is
     * removed by the demo cleanup (decision record 016). The reserved demo account is not one.
     */
    isSandbox: boolean('is_sandbox').notNull().default(false),
    /** Email about due tasks (decision record 047): each ends with a one-click unsubscribe. */
    reminderEmails: boolean('reminder_emails').notNull().default(true),
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    /**
     * The name the community shows for the user's posts (record 033), chosen by them; null
     * shows a neutral label. Never derived from the email address.
     */
    displayName: text('display_name'),
    /**
     * Since when the account is premium, and why (decision D11, issue 36): a purchase
     * ('one_time', 'monthly'), the admin's change ('manual'), or, without payments configured,
     * Upgrade Now or the premium sign-up ('upgrade'). Null while basic.
     */
    premiumSince: timestamp('premium_since', { withTimezone: true }),
    premiumSource: text('premium_source', {
      enum: ['one_time', 'monthly', 'manual', 'upgrade'],
    }),
    /**
     * The dashboard's first-use welcome video was closed (record 088): it shows once per
     * account, on whichever device the person first signs in on, not once per browser.
     */
    welcomeSeen: boolean('welcome_seen').notNull().default(false),
    /**
     * The language and region the person chose on /profile (issue 59, record 100): their pages
     * and their emails are written so. Null: their browser's languages decide.
     */
    locale: text('locale', { enum: LOCALES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One account per address, whatever its case.
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
