import type { PlanActor } from '../../auth/plan-access';
import type { Transaction } from '../../db/client';
import { publishMembersChange } from '../../lib/plan-events';
import type { ConfiguredDeps, MailDeps } from '../../service-deps';
import { type AuditEntry, auditedChange } from '../audit';

// How every change to a plan's circle is written: the change and its audit entry, which the
// plan's members read, in one transaction, which also tells the plan's open pages (decision
// record 046): each stream re-reads its reader's membership, so a removal ends it at once.
// `change` makes it at `now`, and may answer the entries of what it did besides (`others`: the
// plan passed on as its last owner leaves).

export type PlanDeps = ConfiguredDeps & MailDeps;

export function changePlan<T>(
  deps: PlanDeps,
  actor: PlanActor,
  action: string,
  change: (
    tx: Transaction,
    now: Date,
  ) => Promise<{ result: T; resourceId?: string; details?: object; others?: AuditEntry[] }>,
): Promise<T> {
  return auditedChange(deps, actor, async (tx, now) => {
    const { result, resourceId, details, others = [] } = await change(tx, now);
    const entry = {
      action,
      resourceType: 'care_plan',
      resourceId: resourceId ?? actor.plan.id,
      planId: actor.plan.id,
      details: details as Record<string, unknown> | undefined,
    };
    return {
      result,
      audit: [entry, ...others],
      notify: (same) =>
        publishMembersChange(same, {
          planId: actor.plan.id,
          by: actor.user.id,
          page: actor.pageId,
          at: now,
        }),
    };
  });
}
