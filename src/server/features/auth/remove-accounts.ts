import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import { removePlansOwnedOnlyBy } from '../plans/own-plans';

/**
 * Removes accounts and everything of theirs: their audit entries, the plans only they own (with
 * those plans' tasks), then the rows, whose sessions, memberships and codes cascade. Run in the
 * caller's transaction: an owner deleting their account, finished demo sandboxes, and accounts
 * that expired unconfirmed or whose address was taken over.
 */
export async function removeAccounts(db: Executor, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await db.delete(auditLogs).where(inArray(auditLogs.userId, userIds));
  await removePlansOwnedOnlyBy(db, userIds);
  await db.delete(users).where(inArray(users.id, userIds));
}
