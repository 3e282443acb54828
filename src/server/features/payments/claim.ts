import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { purchases, type UserRow } from '../../db/schema';
import { grantPremium } from './premium';

/**
 * A purchase made for an address before its account existed (the premium sign-up, decision D11)
 * is the account's once its owner proves the address with the emailed code: called in the
 * transaction of that proof. Grants premium when one is still active.
 */
export async function claimPurchasesOnProof(
  tx: Executor,
  user: Pick<UserRow, 'id' | 'email' | 'subscriptionTier' | 'premiumSource' | 'isDemo'>,
  now: Date,
): Promise<void> {
  if (user.isDemo) return;
  const claimed = await tx
    .update(purchases)
    .set({ userId: user.id })
    .where(
      and(isNull(purchases.userId), eq(sql`lower(${purchases.email})`, user.email.toLowerCase())),
    )
    .returning();
  const active = claimed.find((purchase) => purchase.status === 'active' && purchase.kind);
  if (active?.kind) await grantPremium(tx, now, user, { id: active.id, kind: active.kind });
}
