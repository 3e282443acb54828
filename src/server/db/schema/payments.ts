import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Purchases through the payment provider (decision D11, issue 36, decision record 083).

/** Every webhook event applied, by the provider's id: a retried or replayed one does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * A purchase, named by the provider's ids. Written by whichever of its events comes first: a
 * refund heard before the completed checkout leaves a refunded row, so the checkout grants
 * nothing when it arrives. An account's purchase names it; one for an address with no account
 * yet keeps the address, and is claimed when its owner proves it with the emailed code.
 * `grantedPremium` says whether this purchase is what made its account premium: only such a
 * purchase's refund or end can take premium away (issue 54).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutSession: text('checkout_session'),
    paymentIntent: text('payment_intent'),
    subscription: text('subscription'),
    kind: text('kind', { enum: ['one_time', 'monthly'] }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    status: text('status', { enum: ['active', 'refunded', 'cancelled'] }).notNull(),
    grantedPremium: boolean('granted_premium').notNull().default(false),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('purchases_checkout_session_idx').on(table.checkoutSession),
    uniqueIndex('purchases_payment_intent_idx').on(table.paymentIntent),
    uniqueIndex('purchases_subscription_idx').on(table.subscription),
    index('purchases_user_idx').on(table.userId),
    index('purchases_unclaimed_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.userId} is null`),
  ],
);

export type PurchaseRow = typeof purchases.$inferSelect;
