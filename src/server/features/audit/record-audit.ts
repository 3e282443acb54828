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

/**
 * Writes an audit entry. Pass the transaction that makes the change being recorded, so the entry
 * and the change are committed together or not at all.
 */
export async function recordAudit(db: Executor, at: Date, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({ ...entry, createdAt: at });
}

/** An audit entry for something the signed-in actor did, from where they did it. */
export function auditBy(
  actor: { user: { id: string; email: string }; ipAddress: string },
  entry: Omit<AuditEntry, 'userId' | 'userEmail' | 'ipAddress'>,
): AuditEntry {
  return {
    userId: actor.user.id,
    userEmail: actor.user.email,
    ipAddress: actor.ipAddress,
    ...entry,
  };
}
