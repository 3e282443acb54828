import { inArray } from 'drizzle-orm';
import type { PlanFate } from '../../../shared/schemas/plans';
import type { Executor } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import type { AuditEntry } from '../audit';
import { departFromPlans } from '../plans';

/**
 * Removes accounts and everything of theirs: their audit entries, then the rows, whose
 * sessions, memberships and codes cascade. A plan they shared stays with its other members and
 * passes to a new owner if none is left (decision D10); a plan with no one else goes with them.
 * Run in the caller's transaction: an owner deleting their account, finished demo sandboxes,
 * and accounts that expired unconfirmed or whose address was taken over, each an audited change.
 * Answers what became of each of their plans, so the members who stay can be told, and the audit
 * entries of the plans passed on, for the change to write.
 */
export async function removeAccounts(
  db: Executor,
  userIds: string[],
  now: Date,
): Promise<{ fates: PlanFate[]; audit: AuditEntry[] }> {
  if (!userIds.length) return { fates: [], audit: [] };
  await db.delete(auditLogs).where(inArray(auditLogs.userId, userIds));
  const departed = await departFromPlans(db, { userIds, because: 'account_deleted', now });
  await db.delete(users).where(inArray(users.id, userIds));
  return departed;
}
