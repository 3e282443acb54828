import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PurchaseRow, purchases, type UserRow, users } from '../../db/schema';
import type { AuditEntry } from '../audit';

// What a purchase does to an account (decision D11, record 083): a purchase of a basic account
// makes it premium, and is marked as the one that did (`granted_premium`); its refund or its
// subscription's end takes back only that. Premium from anywhere else (an admin's grant, D4; an
// upgrade from before payments; another purchase) is never a purchase's to end, so a stranger who
// buys in someone's name and then cancels or refunds changes nothing of theirs (issue 54). Each
// change answers its audit entry, which the event's audited change writes with it.

export type PurchaseKind = 'one_time' | 'monthly';

const FROM_PURCHASES: readonly (string | null)[] = ['one_time', 'monthly'] satisfies PurchaseKind[];

/**
 * The account, locked for the change an event makes. Every path locks the account before its
 * purchase's row, so two events of one account wait for each other instead of deadlocking.
 */
export async function lockAccount(tx: Executor, userId: string) {
  const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return account;
}

/**
 * Premium from this purchase, for a basic account. An account premium already, whatever from, is
 * left exactly as it was: the purchase gave it nothing, so its end will take nothing.
 */
export async function grantPremium(
  tx: Executor,
  now: Date,
  userId: string,
  purchase: { id: string; kind: PurchaseKind },
): Promise<AuditEntry | undefined> {
  const account = await lockAccount(tx, userId);
  if (!account || account.subscriptionTier === 'premium') return undefined;
  await tx
    .update(users)
    .set({
      subscriptionTier: 'premium',
      premiumSince: now,
      premiumSource: purchase.kind,
      updatedAt: now,
    })
    .where(eq(users.id, account.id));
  await tx.update(purchases).set({ grantedPremium: true }).where(eq(purchases.id, purchase.id));
  return {
    userId: account.id,
    userEmail: account.email,
    action: 'grant_premium',
    resourceType: 'account',
    details: { source: purchase.kind, purchaseId: purchase.id },
  };
}

/**
 * A purchase refunded or ended. Only one that made its account premium takes anything, and only
 * while premium still comes from purchases: an admin's grant or an upgrade since is not its to end.
 * Another live purchase of the account then holds premium instead (and its end ends it); with none
 * left, the account is basic again.
 */
export async function endPremium(
  tx: Executor,
  now: Date,
  ended: Pick<PurchaseRow, 'id' | 'userId' | 'grantedPremium'>,
  reason: 'refund' | 'cancelled',
): Promise<AuditEntry | undefined> {
  if (!ended.userId || !ended.grantedPremium) return undefined;
  const account = await lockAccount(tx, ended.userId);
  if (account?.subscriptionTier !== 'premium') return undefined;
  if (!FROM_PURCHASES.includes(account.premiumSource)) return undefined;
  const [next] = await tx
    .select({ id: purchases.id, kind: purchases.kind })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, account.id),
        eq(purchases.status, 'active'),
        ne(purchases.id, ended.id),
      ),
    )
    .orderBy(asc(purchases.purchasedAt), asc(purchases.createdAt))
    .limit(1);
  if (next) {
    const source = next.kind ?? account.premiumSource;
    await tx.update(purchases).set({ grantedPremium: true }).where(eq(purchases.id, next.id));
    await tx
      .update(users)
      .set({ premiumSource: source, updatedAt: now })
      .where(eq(users.id, account.id));
    return {
      userId: account.id,
      userEmail: account.email,
      action: 'grant_premium',
      resourceType: 'account',
      details: { source, purchaseId: next.id, after: { reason, purchaseId: ended.id } },
    };
  }
  await tx
    .update(users)
    .set({ subscriptionTier: 'basic', premiumSince: null, premiumSource: null, updatedAt: now })
    .where(eq(users.id, account.id));
  return {
    userId: account.id,
    userEmail: account.email,
    action: 'revoke_premium',
    resourceType: 'account',
    details: { reason, purchaseId: ended.id },
  };
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
