import type { AdminAuditAction } from '../../../shared/schemas/audit';
import type { Actor } from '../../auth/require-user';
import type { Executor, Transaction } from '../../db/client';
import type { DbDeps } from '../../service-deps';
import { type AuditEntry, auditedChange } from '../audit';
import {
  recordRepeatableSecurityEvent,
  recordSecurityEvent,
  type SecurityEvent,
} from '../security';

// Every admin request is checked on the server (the guard refuses anyone but an admin) and
// logged as the spec's check_admin_access: a security event naming the action and the admin.

/** check_admin_access: the admin and what they did, in the security events. */
function adminAccess(actor: Actor, action: string): SecurityEvent {
  return {
    eventType: 'admin_access',
    description: `check_admin_access: ${action} by ${actor.user.email}`,
    severity: 'info',
    ipAddress: actor.ipAddress,
    userId: actor.user.id,
  };
}

/** A change's check_admin_access event, in the change's transaction. */
export function recordAdminAccess(db: Executor, deps: DbDeps, actor: Actor, action: string) {
  return recordSecurityEvent(db, deps.clock.now(), adminAccess(actor, action));
}

/** An admin read: logged (a read again soon after is counted on its row), then done. */
export async function adminRead<T>(
  deps: DbDeps,
  actor: Actor,
  action: string,
  read: () => Promise<T>,
): Promise<T> {
  await recordRepeatableSecurityEvent(
    deps.database.db,
    deps.clock.now(),
    adminAccess(actor, action),
  );
  return read();
}

type AuditOf = { resourceType: string; resourceId?: string; details?: Record<string, unknown> };

/**
 * An admin change: its check_admin_access event, the change and its audit entry commit together
 * or not at all (record 039). `change` makes it at `now`, and may answer the entries of what it
 * did besides (`others`: a plan passed on when an account goes).
 */
export function adminChange<T>(
  deps: DbDeps,
  actor: Actor,
  action: AdminAuditAction,
  change: (
    tx: Transaction,
    now: Date,
  ) => Promise<{ result: T; audit: AuditOf; others?: AuditEntry[] }>,
): Promise<T> {
  return auditedChange(deps, actor, async (tx, now) => {
    await recordAdminAccess(tx, deps, actor, action);
    const { result, audit, others = [] } = await change(tx, now);
    return { result, audit: [{ action, ...audit }, ...others] };
  });
}
