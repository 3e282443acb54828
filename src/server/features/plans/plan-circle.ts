import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PlanCircle, PlanMember, PlanSummary } from '../../../shared/schemas/plans';
import { defaultPlanOrder, type PlanAccess } from '../../auth/plan-access';
import type { Executor } from '../../db/client';
import { personNameOf, personNameSql } from '../../db/person-name';
import { carePlans, planInvitations, planMembers, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { plansAfterDeparture } from './plan-succession';

// Reading a plan's circle: the current user's plans for the switcher, and the Family page.

// Written out in SQL: Drizzle leaves column names unqualified inside a select field, and each
// subquery must name the outer plan or member.
const ownersOf = sql<string[]>`coalesce((
  select array_agg(${personNameOf('u')} order by o.joined_at) from plan_members o
  join users u on u.id = o.user_id where o.plan_id = "care_plans"."id" and o.role = 'owner'
), '{}')`;
const memberCount = sql<number>`(select count(*)::int from plan_members c where c.plan_id = "care_plans"."id")`;
const premium = sql<boolean>`exists (
  select 1 from plan_members o join users u on u.id = o.user_id
  where o.plan_id = "care_plans"."id" and o.role = 'owner' and u.subscription_tier = 'premium'
)`;

/** Every plan the user belongs to: owned first, then in the order they joined. */
export async function plansOf(db: Executor, userId: string): Promise<PlanSummary[]> {
  return db
    .select({
      id: carePlans.id,
      name: carePlans.name,
      role: planMembers.role,
      owners: ownersOf,
      memberCount,
      premium,
      timeZone: carePlans.timeZone,
      isDefault: sql<boolean>`row_number() over (order by ${sql.join(defaultPlanOrder, sql`, `)}) = 1`,
    })
    .from(planMembers)
    .innerJoin(carePlans, eq(carePlans.id, planMembers.planId))
    .where(eq(planMembers.userId, userId))
    .orderBy(desc(sql`${planMembers.role} = 'owner'`), asc(planMembers.joinedAt));
}

/** The plan's members with the work each carries: open tasks assigned, completed this month. */
async function membersOf(db: Executor, planId: string, now: Date): Promise<PlanMember[]> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const rows = await db
    .select({
      userId: planMembers.userId,
      name: personNameSql,
      email: users.email,
      role: planMembers.role,
      joinedAt: planMembers.joinedAt,
      openTasks: sql<number>`(select count(*)::int from tasks t
        where t.plan_id = ${planId} and t.assignee_id = "plan_members"."user_id" and not t.completed
        and t.deleted_at is null)`,
      completedThisMonth: sql<number>`(select count(*)::int from tasks t
        where t.plan_id = ${planId} and t.completed_by = "plan_members"."user_id"
        and t.completed and t.completed_at >= ${monthStart.toISOString()} and t.deleted_at is null)`,
    })
    .from(planMembers)
    .innerJoin(users, eq(users.id, planMembers.userId))
    .where(eq(planMembers.planId, planId))
    .orderBy(desc(sql`${planMembers.role} = 'owner'`), asc(planMembers.joinedAt));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

/** An invitation still waiting: not accepted, not revoked, not expired. */
const waitingIn = (planId: string, now: Date) =>
  and(
    eq(planInvitations.planId, planId),
    isNull(planInvitations.acceptedAt),
    isNull(planInvitations.revokedAt),
    sql`${planInvitations.expiresAt} > ${now.toISOString()}`,
  );

/** Invitations still waiting, newest first. */
async function pendingInvitations(db: Executor, planId: string, now: Date) {
  const inviter = sql<string | null>`(select ${personNameOf('u')} from users u
    where u.id = ${planInvitations.invitedBy})`;
  const rows = await db
    .select({
      id: planInvitations.id,
      email: planInvitations.email,
      role: planInvitations.role,
      invitedBy: inviter,
      createdAt: planInvitations.createdAt,
      expiresAt: planInvitations.expiresAt,
    })
    .from(planInvitations)
    .where(waitingIn(planId, now))
    .orderBy(desc(planInvitations.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** How many invitations wait in a plan: part of the plan's size. */
export async function pendingInvitationCount(db: Executor, planId: string, now: Date) {
  const [row] = await db.select({ n: count() }).from(planInvitations).where(waitingIn(planId, now));
  return row?.n ?? 0;
}

/** One of the user's plans as the switcher lists it; 404 when they are not (or no longer) in it. */
export async function planSummaryOf(
  db: Executor,
  userId: string,
  planId: string,
): Promise<PlanSummary> {
  const summary = (await plansOf(db, userId)).find((each) => each.id === planId);
  if (!summary) throw notFound('Care plan not found');
  return summary;
}

/** Whether the plan's premium goes with the user, should they leave it: the leave dialog says so. */
async function premiumEndsIfLeaving(db: Executor, userId: string, plan: PlanAccess) {
  if (!plan.premium) return false;
  const [fate] = await plansAfterDeparture(db, [userId], plan.id);
  return fate?.premiumEnds ?? false;
}

/**
 * The Family page: the plan, its members, for owners the invitations still waiting, and whether
 * the current user's leaving would end the family's premium.
 */
export async function circleOf(
  db: Executor,
  userId: string,
  plan: PlanAccess,
  now: Date,
): Promise<PlanCircle> {
  return {
    plan: await planSummaryOf(db, userId, plan.id),
    members: await membersOf(db, plan.id, now),
    invitations: plan.role === 'owner' ? await pendingInvitations(db, plan.id, now) : [],
    premiumEndsIfYouLeave: await premiumEndsIfLeaving(db, userId, plan),
  };
}
