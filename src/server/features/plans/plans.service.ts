import { and, count, eq, ne } from 'drizzle-orm';
import { canBeAssigned, type PlanRole } from '../../../shared/rules/plan-roles';
import type { PlanCircle, PlanSummary } from '../../../shared/schemas/plans';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import type { Transaction } from '../../db/client';
import { lockPlan } from '../../db/lock-plan';
import { personName } from '../../db/person-name';
import { carePlans, planMembers, tasks } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { mailLocale } from '../../mail/mail-words';
import { revokeMemberLinks } from '../calendar';
import { createOwnPlan } from './own-plans';
import { changePlan, type PlanDeps } from './plan-change';
import { circleOf, plansOf } from './plan-circle';
import { departFromPlans, plansAfterDeparture, tellStayingMembers } from './plan-succession';

// A plan's circle: who belongs with which role (decision record 045). Every function takes
// (deps, actor, input); the plan step has already checked the actor belongs to the plan, with
// the role its route declares (plans.routes.ts): what only owners may do is refused there.

const lastOwner = () =>
  new AppError(
    409,
    'last_owner',
    'A plan needs an owner. Make another member an owner before you step down.',
  );

const onlyMember = () =>
  new AppError(
    409,
    'only_member',
    'You are the only member of this plan, so there is no one to leave it to.',
  );

export function listPlans(deps: PlanDeps, actor: Actor): Promise<PlanSummary[]> {
  return plansOf(deps.database.db, actor.user.id);
}

export function getCircle(deps: PlanDeps, actor: PlanActor): Promise<PlanCircle> {
  return circleOf(deps.database.db, actor.user.id, actor.plan, deps.clock.now());
}

/**
 * The member chose this plan (the header's switcher): `/app` opens it from now on, on every
 * device (record 077). A preference of the member's, not a change to the plan: not audited.
 */
export async function markPlanOpened(deps: PlanDeps, actor: PlanActor): Promise<void> {
  await deps.database.db
    .update(planMembers)
    .set({ lastOpenedAt: deps.clock.now() })
    .where(and(eq(planMembers.planId, actor.plan.id), eq(planMembers.userId, actor.user.id)));
}

export async function renamePlan(deps: PlanDeps, actor: PlanActor, input: { name: string }) {
  refuseDemo(actor.user, 'rename the plan');
  await changePlan(deps, actor, 'rename_plan', async (tx) => {
    await tx.update(carePlans).set({ name: input.name }).where(eq(carePlans.id, actor.plan.id));
    return { result: undefined, details: { name: input.name } };
  });
  return getCircle(deps, actor);
}

async function memberRole(tx: Transaction, planId: string, userId: string) {
  const [row] = await tx
    .select({ role: planMembers.role })
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, userId)));
  if (!row) throw notFound('Member not found');
  return row.role;
}

/** Refuses a change that would leave the plan with no owner. */
async function keepAnOwner(tx: Transaction, planId: string, userId: string) {
  const [others] = await tx
    .select({ n: count() })
    .from(planMembers)
    .where(
      and(
        eq(planMembers.planId, planId),
        eq(planMembers.role, 'owner'),
        ne(planMembers.userId, userId),
      ),
    );
  if (!others?.n) throw lastOwner();
}

async function setRole(tx: Transaction, planId: string, userId: string, role: PlanRole) {
  await tx
    .update(planMembers)
    .set({ role })
    .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, userId)));
}

/**
 * An owner changes a member's role; the last owner cannot step down. A member made a viewer can
 * no longer tick tasks, so the tasks assigned to them become unassigned (issue 56), counted in
 * the same audit entry, and open pages read the tasks again.
 */
export async function changeRole(
  deps: PlanDeps,
  actor: PlanActor,
  input: { userId: string; role: PlanRole },
): Promise<PlanCircle> {
  refuseDemo(actor.user, 'share the plan');
  const stillOwner = await changePlan(deps, actor, 'change_member_role', async (tx) => {
    await lockPlan(tx, actor.plan.id);
    const before = await memberRole(tx, actor.plan.id, input.userId);
    if (before === 'owner' && input.role !== 'owner') {
      await keepAnOwner(tx, actor.plan.id, input.userId);
    }
    await setRole(tx, actor.plan.id, input.userId, input.role);
    const unassigned = canBeAssigned(input.role)
      ? []
      : await tx
          .update(tasks)
          .set({ assigneeId: null })
          .where(and(eq(tasks.planId, actor.plan.id), eq(tasks.assigneeId, input.userId)))
          .returning({ id: tasks.id });
    const details = {
      memberId: input.userId,
      from: before,
      to: input.role,
      ...(unassigned.length ? { unassignedTasks: unassigned.length } : {}),
    };
    return { result: input.userId !== actor.user.id, resourceId: input.userId, details };
  });
  return getCircle(
    deps,
    stillOwner ? actor : { ...actor, plan: { ...actor.plan, role: input.role } },
  );
}

/** An owner hands the plan to another member: they become an owner, the actor a caregiver. */
export async function transferOwnership(
  deps: PlanDeps,
  actor: PlanActor,
  input: { userId: string },
): Promise<PlanCircle> {
  refuseDemo(actor.user, 'share the plan');
  if (input.userId === actor.user.id)
    throw badRequest('Choose another member to hand the plan to.');
  await changePlan(deps, actor, 'transfer_plan', async (tx) => {
    await lockPlan(tx, actor.plan.id);
    await memberRole(tx, actor.plan.id, input.userId);
    await setRole(tx, actor.plan.id, input.userId, 'owner');
    await setRole(tx, actor.plan.id, actor.user.id, 'caregiver');
    return { result: undefined, resourceId: input.userId, details: { to: input.userId } };
  });
  return getCircle(deps, { ...actor, plan: { ...actor.plan, role: 'caregiver' } });
}

/**
 * What a member's going from the plan does, whether an owner removed them or they left: their
 * private calendar link stops for good (decision record 047), their assigned tasks become
 * unassigned, and someone left with no plan gets a new one of their own, so every account
 * always has a plan.
 */
async function dropMember(tx: Transaction, planId: string, userId: string, now: Date) {
  await tx
    .delete(planMembers)
    .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, userId)));
  await revokeMemberLinks(tx, { planId, userId }, now);
  await tx
    .update(tasks)
    .set({ assigneeId: null })
    .where(and(eq(tasks.planId, planId), eq(tasks.assigneeId, userId)));
  const [left] = await tx
    .select({ n: count() })
    .from(planMembers)
    .where(eq(planMembers.userId, userId));
  if (!left?.n) await createOwnPlan(tx, userId, now);
}

/** An owner removes another member (to leave, a member calls leavePlan). */
export async function removeMember(
  deps: PlanDeps,
  actor: PlanActor,
  input: { userId: string },
): Promise<{ left: false; circle: PlanCircle }> {
  refuseDemo(actor.user, 'share the plan');
  if (input.userId === actor.user.id) throw badRequest("To leave the plan, use 'Leave plan'.");
  await changePlan(deps, actor, 'remove_member', async (tx, now) => {
    await lockPlan(tx, actor.plan.id);
    const role = await memberRole(tx, actor.plan.id, input.userId);
    if (role === 'owner') await keepAnOwner(tx, actor.plan.id, input.userId);
    await dropMember(tx, actor.plan.id, input.userId, now);
    const details = { memberId: input.userId, role };
    return { result: undefined, resourceId: input.userId, details };
  });
  return { left: false, circle: await getCircle(deps, actor) };
}

/**
 * A member leaves the plan. The last owner who leaves passes it on (decision D10:
 * plan-succession.ts), and the members who stay are told; the only member cannot leave, as that
 * would delete the plan.
 */
export async function leavePlan(deps: PlanDeps, actor: PlanActor): Promise<{ left: true }> {
  refuseDemo(actor.user, 'share the plan');
  const userId = actor.user.id;
  const fates = await changePlan(deps, actor, 'leave_plan', async (tx, now) => {
    await lockPlan(tx, actor.plan.id);
    const role = await memberRole(tx, actor.plan.id, userId);
    const [after] = await plansAfterDeparture(tx, [userId], actor.plan.id);
    if (after?.fate === 'deleted') throw onlyMember();
    const departed = await departFromPlans(tx, {
      userIds: [userId],
      planId: actor.plan.id,
      because: 'left_plan',
      now,
    });
    if (role === 'owner') await keepAnOwner(tx, actor.plan.id, userId);
    await dropMember(tx, actor.plan.id, userId, now);
    return {
      result: departed.fates,
      resourceId: userId,
      details: { memberId: userId, role },
      others: departed.audit,
    };
  });
  await tellStayingMembers(deps, fates, {
    who: personName(actor.user),
    because: 'left_plan',
    locale: mailLocale(actor.user, actor),
  });
  return { left: true };
}
