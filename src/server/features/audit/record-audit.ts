import type { Executor } from '../../db/client';
import { auditLogs } from '../../db/schema';

export type AuditEntry = {
  userId: string | null;
  userEmail: string;
  action: string;
  resourceType?: string;
  resourceId?: string;
  resourceCategory?: string;
  details?: Record<string, unknown>;
  ipAddress?: string;
  /** The care plan the change was made in: its members may read the entry. */
  planId?: string;
};

/** Who does something, and from where: an entry's author and address. */
export type AuditActor = { user: { id: string; email: string }; ipAddress: string };

/** An entry of what the change's actor did: who and from where are theirs. */
export type ActorEntry = Omit<AuditEntry, 'userId' | 'userEmail' | 'ipAddress'>;

/** An audit entry for something `actor` did, from where they did it. */
export function auditBy(actor: AuditActor, entry: ActorEntry): AuditEntry {
  return {
    userId: actor.user.id,
    userEmail: actor.user.email,
    ipAddress: actor.ipAddress,
    ...entry,
  };
}

/**
 * Inserts a change's entries, at the change's time, in the transaction that makes it. Only
 * `auditedChange` calls it: the audit feature's face exports no other way to write an entry.
 */
export async function insertAuditEntries(
  tx: Executor,
  at: Date,
  entries: AuditEntry[],
): Promise<void> {
  if (!entries.length) return;
  await tx.insert(auditLogs).values(entries.map((entry) => ({ ...entry, createdAt: at })));
}
