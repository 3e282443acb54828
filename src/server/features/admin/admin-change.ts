import type { AdminAuditAction } from '../../../shared/schemas/audit';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../auth/require-user';
import type { Executor, Transaction } from '../../db/client';
import { auditBy, recordAudit } from '../audit/record-audit';
import { recordSecurityEvent } from '../security/record-security-event';

// Every admin request is checked on the server (the guard refuses anyone but an admin) and
// logged as the spec's check_admin_access: a security event naming the action and the admin.

type Deps = Pick<AppDeps, 'database' | 'clock'>;

/** check_admin_access: the admin and what they did, in the security events. */
export function recordAdminAccess(db: Executor, deps: Deps, actor: Actor, action: string) {
  return recordSecurityEvent(db, deps.clock.now(), {
    eventType: 'admin_access',
    description: `check_admin_access: ${action} by ${actor.user.email}`,
    severity: 'info',
    ipAddress: actor.ipAddress,
    userId: actor.user.id,
  });
}

/** An admin read: logged, then done. */
export async function adminRead<T>(
  deps: Deps,
  actor: Actor,
  action: string,
  read: () => Promise<T>,
): Promise<T> {
  await recordAdminAccess(deps.database.db, deps, actor, action);
  return read();
}

type AuditOf = { resourceType: string; resourceId?: string; details?: Record<string, unknown> };

/**
 * An admin change: its check_admin_access event, the change and its audit entry commit together
 * or not at all (record 039).
 */
export function adminChange<T>(
  deps: Deps,
  actor: Actor,
  action: AdminAuditAction,
  change: (tx: Transaction) => Promise<{ result: T; audit: AuditOf }>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    await recordAdminAccess(tx, deps, actor, action);
    const { result, audit } = await change(tx);
    await recordAudit(tx, deps.clock.now(), auditBy(actor, { action, ...audit }));
    return result;
  });
}
