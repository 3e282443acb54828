import type { Transaction } from '../../db/client';
import type { DbDeps } from '../../service-deps';
import { type AuditEntry, auditBy, recordAudit } from './record-audit';

/** What a change's work answers. */
export type AuditedWork<T> = {
  result: T;
  /** The audit entry of what was done; none when the work found nothing to change. */
  audit: Omit<AuditEntry, 'userId' | 'userEmail' | 'ipAddress'> | undefined;
  /** What else commits with the change, after its entry: a plan's live notification, say. */
  notify?: (tx: Transaction) => Promise<unknown>;
};

/**
 * The one way a change is written with its audit entry and its notification: in one
 * transaction, so the three commit together or not at all. `work` makes the change at `now`,
 * the instant its entry carries.
 */
export function auditedChange<T>(
  deps: DbDeps,
  actor: { user: { id: string; email: string }; ipAddress: string },
  work: (tx: Transaction, now: Date) => Promise<AuditedWork<T>>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const { result, audit, notify } = await work(tx, now);
    if (audit) await recordAudit(tx, now, auditBy(actor, audit));
    await notify?.(tx);
    return result;
  });
}
