import { and, eq, isNull } from 'drizzle-orm';
import type { PlanSummary } from '../../../shared/schemas/plans';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import { lockPlan } from '../../db/lock-plan';
import { carePlans } from '../../db/schema';
import { recomputePlanReminders } from '../calendar';
import { changePlan, type PlanDeps } from './plan-change';
import { planSummaryOf } from './plan-circle';

// The zone a plan's dates are read in (decision record 047): chosen by an owner on the Family
// page, or, while the plan has none, the browser's of the owner or caregiver who first opens its
// calendar (issue 56, record 093), so a family in Chicago never reads its dates in UTC. Either
// way every reminder of its tasks moves to 8:00 of the zone in the same transaction, the change
// is audited, and open pages refetch.

/** An owner sets the zone the plan's dates are read in. */
export async function setPlanTimeZone(
  deps: PlanDeps,
  actor: PlanActor,
  input: { timeZone: string },
): Promise<PlanSummary> {
  refuseDemo(actor.user, 'change the time zone');
  await changePlan(deps, actor, 'plan_time_zone_changed', async (tx, now) => {
    await lockPlan(tx, actor.plan.id);
    const [before] = await tx
      .select({ timeZone: carePlans.timeZone })
      .from(carePlans)
      .where(eq(carePlans.id, actor.plan.id));
    await tx
      .update(carePlans)
      .set({ timeZone: input.timeZone })
      .where(eq(carePlans.id, actor.plan.id));
    await recomputePlanReminders(tx, actor.plan.id, input.timeZone, now);
    return { result: undefined, details: { from: before?.timeZone ?? null, to: input.timeZone } };
  });
  return planSummaryOf(deps.database.db, actor.user.id, actor.plan.id);
}

/** Thrown to end an adoption that found the plan's zone already set: nothing to write or audit. */
const ALREADY_SET = new Error('the plan has a time zone already');

/**
 * An owner or caregiver offers their browser's zone: the plan takes it only if it has none (the
 * demo's sandbox too: it is the first setting, not a change). A plan that has one keeps it, and
 * the answer is the plan as it is: of two first visits at once, the first one's zone stays.
 */
export async function adoptPlanTimeZone(
  deps: PlanDeps,
  actor: PlanActor,
  input: { timeZone: string },
): Promise<PlanSummary> {
  if (actor.plan.timeZone === null) {
    await changePlan(deps, actor, 'plan_time_zone_changed', async (tx, now) => {
      const [unset] = await tx
        .update(carePlans)
        .set({ timeZone: input.timeZone })
        .where(and(eq(carePlans.id, actor.plan.id), isNull(carePlans.timeZone)))
        .returning({ id: carePlans.id });
      if (!unset) throw ALREADY_SET;
      await recomputePlanReminders(tx, actor.plan.id, input.timeZone, now);
      return { result: undefined, details: { from: null, to: input.timeZone } };
    }).catch((error: unknown) => {
      if (error !== ALREADY_SET) throw error;
    });
  }
  return planSummaryOf(deps.database.db, actor.user.id, actor.plan.id);
}
