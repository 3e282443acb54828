import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { hasPlanRole, type PlanRole } from '../../shared/rules/plan-roles';
import type { Executor } from '../db/client';
import { carePlans, planMembers } from '../db/schema';
import { AppError, notFound } from '../lib/app-error';
import { pathId } from '../lib/validate';
import type { Actor, SignedInEnv } from './require-user';

// Which care plan a request acts in, and with which role (decision record 045). Read on every
// request, never remembered: a member removed or lowered is refused at their very next request.

/** The plan a request acts in: its id, the actor's role there, and the tier it follows. */
export type PlanAccess = {
  id: string;
  role: PlanRole;
  /** A plan has premium features when one of its owners is a premium member. */
  premium: boolean;
  /** The zone its due dates are read in (record 047); null until the first schedule sets one. */
  timeZone: string | null;
};

/** The acting user inside one of their plans: what every plan service takes. */
export type PlanActor = Actor & { plan: PlanAccess };
export type PlanEnv = { Variables: SignedInEnv['Variables'] & { actor: PlanActor } };

const planNotFound = () => notFound('Care plan not found');

const roleRefused = (needed: PlanRole) =>
  new AppError(
    403,
    'plan_role',
    needed === 'owner'
      ? "Only the plan's owners can do this."
      : 'Viewers can follow the plan but not change it. Ask an owner to make you a caregiver.',
  );

/**
 * Which of a member's plans opens when none is named (record 077): the one they chose last (in
 * the switcher, or by joining it), else the first they own, else the first they joined.
 */
export const defaultPlanOrder = [
  sql`${planMembers.lastOpenedAt} desc nulls last`,
  desc(sql`${planMembers.role} = 'owner'`),
  asc(planMembers.joinedAt),
];

/**
 * The actor's membership of `planId`, or when none is named, of the plan they use by default
 * (`defaultPlanOrder`). Not a member: 404, so a plan's existence is not revealed.
 */
export async function loadPlanAccess(
  db: Executor,
  userId: string,
  planId?: string,
): Promise<PlanAccess> {
  // Written out in SQL: Drizzle leaves column names unqualified inside a select field, and the
  // subquery must name the outer membership's plan.
  const premium = sql<boolean>`exists (
    select 1 from plan_members o join users u on u.id = o.user_id
    where o.plan_id = "plan_members"."plan_id" and o.role = 'owner'
      and u.subscription_tier = 'premium'
  )`;
  const [row] = await db
    .select({
      id: planMembers.planId,
      role: planMembers.role,
      premium,
      timeZone: carePlans.timeZone,
    })
    .from(planMembers)
    .innerJoin(carePlans, eq(carePlans.id, planMembers.planId))
    .where(
      and(
        eq(planMembers.userId, userId),
        planId === undefined ? undefined : eq(planMembers.planId, planId),
      ),
    )
    .orderBy(...defaultPlanOrder)
    .limit(1);
  if (!row) throw planNotFound();
  return row;
}

/**
 * Refuses a member whose role is below what the route needs: checked here once, by the plan step
 * a route declares (record 081), never again by the services behind it.
 */
function requireRole(plan: PlanAccess, needed: PlanRole): void {
  if (!hasPlanRole(plan.role, needed)) throw roleRefused(needed);
}

/**
 * The plan step of a route behind requireUser: the plan named by the path's `:planId` or the
 * query's `plan` (else the actor's own), with at least `needed` as the actor's role there.
 */
export function requirePlan(db: Executor, needed: PlanRole): MiddlewareHandler<PlanEnv> {
  return async (c, next) => {
    const named = c.req.param('planId') ?? c.req.query('plan');
    const planId = named === undefined ? undefined : pathId(named, 'Care plan not found');
    const actor = c.get('actor');
    const plan = await loadPlanAccess(db, actor.user.id, planId);
    requireRole(plan, needed);
    c.set('actor', { ...actor, plan });
    await next();
  };
}
