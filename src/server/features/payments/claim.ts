import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { purchases, type UserRow } from '../../db/schema';
import type { AuditEntry } from '../audit';
import { grantPremium, lockAccount } from './premium';

/**
 * A purchase made for an address before its account proved it (the premium sign-up, decision
 * D11) is the account's once its owner proves the address with the emailed code: called in the
 * audited change of that proof. Grants premium when one is still active and the account is
 * basic; an account premium already keeps its premium as it was (premium.ts). Answers the grant's
 * audit entry, for the change to write.
 */
export async function claimPurchasesOnProof(
  tx: Executor,
  user: Pick<UserRow, 'id' | 'email' | 'isDemo'>,
  now: Date,
): Promise<AuditEntry | undefined> {
  if (user.isDemo) return undefined;
  // The account before the purchases, as every payment event locks them (premium.ts).
  await lockAccount(tx, user.id);
  const claimed = await tx
    .update(purchases)
    .set({ userId: user.id })
    .where(
      and(isNull(purchases.userId), eq(sql`lower(${purchases.email})`, user.email.toLowerCase())),
    )
    .returning();
  const active = claimed.find((purchase) => purchase.status === 'active' && purchase.kind);
  if (!active?.kind) return undefined;
  return grantPremium(tx, now, user.id, { id: active.id, kind: active.kind });
}
