import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invitedRoles, planRoles } from '../../../shared/rules/plan-roles';
import { users } from './users';

// The care circle (decision record 045): each family's care plan, who belongs to it with which
// role, and the invitations that bring relatives in.

export const carePlans = pgTable('care_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The plan's IANA time zone: due dates and reminders are read in it. Null until first set. */
  timeZone: text('time_zone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const planMembers = pgTable(
  'plan_members',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: planRoles }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** When the member last chose this plan; `/app` without `?plan=` opens the latest (record 077). */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.userId] }),
    index('plan_members_user_idx').on(table.userId),
  ],
);

export const planInvitations = pgTable(
  'plan_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: invitedRoles }).notNull(),
    /** The link's token is never stored: only its SHA-256 hash. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('plan_invitations_token_unique').on(table.tokenHash),
    index('plan_invitations_plan_idx').on(table.planId, table.createdAt),
    index('plan_invitations_email_idx').on(sql`lower(${table.email})`),
    // The invitations an account sent in the last day (decision record 045's daily ceilings).
    index('plan_invitations_invited_by_idx').on(table.invitedBy, table.createdAt),
  ],
);

export type CarePlanRow = typeof carePlans.$inferSelect;
export type PlanInvitationRow = typeof planInvitations.$inferSelect;
