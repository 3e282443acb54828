import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { type AuditEntry, auditBy, recordAudit } from '../audit/record-audit';
import type { PlanActor } from './plan-access';

// How every change to a plan's circle is written: the change and its audit entry, which the
// plan's members read, in one transaction.

export type PlanDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'logger'>;

export function changePlan<T>(
  deps: PlanDeps,
  actor: PlanActor,
  action: string,
  change: (tx: Transaction) => Promise<{ result: T; resourceId?: string; details?: object }>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    const { result, resourceId, details } = await change(tx);
    const entry: Omit<AuditEntry, 'userId' | 'userEmail' | 'ipAddress'> = {
      action,
      resourceType: 'care_plan',
      resourceId: resourceId ?? actor.plan.id,
      planId: actor.plan.id,
      details: details as Record<string, unknown> | undefined,
    };
    await recordAudit(tx, deps.clock.now(), auditBy(actor, entry));
    return result;
  });
}
