import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { purchases, type UserRow, users } from '../../db/schema';
import { recordAudit } from '../audit';

// What a purchase does to an account (decision D11, record 083): premium while a purchase of
// theirs is active, from the first one; back to basic when the last one is refunded or its
// subscription ends. Premium an admin granted by hand (D4) is theirs to take back, not a
// refund's. Each change has its audit entry, in the transaction of the event that made it.

export type PurchaseKind = 'one_time' | 'monthly';

type Account = Pick<UserRow, 'id' | 'email' | 'subscriptionTier' | 'premiumSource'>;

export async function grantPremium(
  tx: Executor,
  now: Date,
  account: Account,
  purchase: { id: string; kind: PurchaseKind },
): Promise<void> {
  if (account.subscriptionTier === 'premium') return;
  await tx
    .update(users)
    .set({
      subscriptionTier: 'premium',
      premiumSince: now,
      premiumSource: purchase.kind,
      updatedAt: now,
    })
    .where(eq(users.id, account.id));
  await recordAudit(tx, now, {
    userId: account.id,
    userEmail: account.email,
    action: 'grant_premium',
    resourceType: 'account',
    details: { source: purchase.kind, purchaseId: purchase.id },
  });
}

/** Basic again, unless another purchase of theirs is active or an admin granted it by hand. */
export async function endPremium(
  tx: Executor,
  now: Date,
  userId: string,
  ended: { purchaseId: string; reason: 'refund' | 'cancelled' },
): Promise<void> {
  const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (account?.subscriptionTier !== 'premium' || account.premiumSource === 'manual') return;
  const [other] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.status, 'active'),
        ne(purchases.id, ended.purchaseId),
      ),
    )
    .limit(1);
  if (other) return;
  await tx
    .update(users)
    .set({ subscriptionTier: 'basic', premiumSince: null, premiumSource: null, updatedAt: now })
    .where(eq(users.id, userId));
  await recordAudit(tx, now, {
    userId,
    userEmail: account.email,
    action: 'revoke_premium',
    resourceType: 'account',
    details: { reason: ended.reason, purchaseId: ended.purchaseId },
  });
}

/**
 * The tier columns for a change made by hand (the admin's Users tab, the operator's command;
 * D4's "support enables premium access manually"): premium 'manual' from now, unless it already
 * was premium; basic clears both.
 */
export function manualTier(
  before: Pick<UserRow, 'subscriptionTier' | 'premiumSince' | 'premiumSource'>,
  tier: 'basic' | 'premium',
  now: Date,
) {
  if (tier === 'basic') {
    return { subscriptionTier: tier, premiumSince: null, premiumSource: null };
  }
  return {
    subscriptionTier: tier,
    premiumSince: before.subscriptionTier === 'premium' ? before.premiumSince : now,
    premiumSource: 'manual' as const,
  };
}

/** The tier columns of Upgrade Now and the premium sign-up, without payments configured (D4). */
export const upgradedTier = (now: Date) => ({
  subscriptionTier: 'premium' as const,
  premiumSince: now,
  premiumSource: 'upgrade' as const,
});
