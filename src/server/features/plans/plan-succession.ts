import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import { type PlanRole, successorOf } from '../../../shared/rules/plan-roles';
import type { PlanFate } from '../../../shared/schemas/plans';
import type { Executor } from '../../db/client';
import { personNameSql } from '../../db/person-name';
import { carePlans, planMembers, users } from '../../db/schema';
import { publishMembersChange } from '../../lib/plan-events';
import { mailLocale } from '../../mail/mail-words';
import { memberWentEmail } from '../../mail/plan-templates';
import { sendQuietly } from '../../mail/send-quietly';
import type { BaseDeps, MailDeps } from '../../service-deps';
import type { AuditEntry } from '../audit';

// A shared care plan outlives any one member (decision D10, record 074). When accounts go (their
// owner deletes them, an admin does, or they expire) or someone leaves a plan, each plan they
// were in stays with the members who remain; if no owner remains, the longest-standing
// caregiver becomes one, else the longest-standing viewer (shared/rules/plan-roles.ts). A plan
// goes only with its last member.

type Circle = {
  planId: string;
  planName: string;
  members: {
    userId: string;
    email: string;
    name: string;
    role: PlanRole;
    joinedAt: Date;
    premium: boolean;
  }[];
};

/** The circles of the plans the accounts belong to (or of one of them), each member in it. */
async function circlesOf(db: Executor, userIds: string[], planId?: string): Promise<Circle[]> {
  const theirPlans = db
    .select({ planId: planMembers.planId })
    .from(planMembers)
    .where(inArray(planMembers.userId, userIds));
  const rows = await db
    .select({
      planId: planMembers.planId,
      planName: carePlans.name,
      userId: planMembers.userId,
      email: users.email,
      name: personNameSql,
      role: planMembers.role,
      joinedAt: planMembers.joinedAt,
      premium: sql<boolean>`${users.subscriptionTier} = 'premium'`,
    })
    .from(planMembers)
    .innerJoin(carePlans, eq(carePlans.id, planMembers.planId))
    .innerJoin(users, eq(users.id, planMembers.userId))
    .where(inArray(planMembers.planId, planId ? [planId] : theirPlans))
    .orderBy(asc(planMembers.planId), asc(planMembers.joinedAt));
  const circles = new Map<string, Circle>();
  for (const { planId: id, planName, ...member } of rows) {
    const circle = circles.get(id) ?? { planId: id, planName, members: [] };
    circle.members.push(member);
    circles.set(id, circle);
  }
  return [...circles.values()];
}

function fateOf(circle: Circle, leaving: ReadonlySet<string>): PlanFate {
  const staying = circle.members
    .filter((member) => !leaving.has(member.userId))
    .map(({ userId, email, role }) => ({ userId, email, role }));
  const successor = successorOf(circle.members, leaving);
  const fate = !staying.length ? 'deleted' : successor ? 'passed' : 'kept';
  // A plan is premium while one of its owners is (auth/plan-access.ts): it stays so only if an
  // owner who stays, or the successor, is premium (issue 56, record 093).
  const premiumOwner = (member: Circle['members'][number]) =>
    member.premium && (member.role === 'owner' || member.userId === successor?.userId);
  const premiumBefore = circle.members.some((member) => member.premium && member.role === 'owner');
  const premiumAfter = circle.members.some(
    (member) => !leaving.has(member.userId) && premiumOwner(member),
  );
  return {
    planId: circle.planId,
    planName: circle.planName,
    fate,
    premiumEnds: staying.length > 0 && premiumBefore && !premiumAfter,
    ...(successor
      ? { successor: { userId: successor.userId, email: successor.email, name: successor.name } }
      : {}),
    staying: staying.map((member) =>
      member.userId === successor?.userId ? { ...member, role: 'owner' as const } : member,
    ),
  };
}

/** What the accounts' going would do to each of their plans (or to one): the dialog says it. */
export async function plansAfterDeparture(
  db: Executor,
  userIds: string[],
  planId?: string,
): Promise<PlanFate[]> {
  if (!userIds.length) return [];
  const leaving = new Set(userIds);
  return (await circlesOf(db, userIds, planId)).map((circle) => fateOf(circle, leaving));
}

/** Why members go: said in the audit entry and the members' email. */
export type Departure = 'account_deleted' | 'left_plan';

/**
 * In the audited change that removes the accounts (or the one membership), before it does: each
 * of their plans (or the one) passes to a successor or, with no one left, is deleted with its
 * tasks and invitations. A plan that passes gets an audit entry its members read (by the owner
 * who went; with no id when their account goes), and its open pages are told. Answers each
 * plan's fate, for the email the staying members get, and the entries, for the change to write.
 */
export async function departFromPlans(
  tx: Executor,
  input: { userIds: string[]; planId?: string; because: Departure; now: Date },
): Promise<{ fates: PlanFate[]; audit: AuditEntry[] }> {
  const { userIds, planId, because, now } = input;
  const none = { fates: [], audit: [] };
  if (!userIds.length) return none;
  const leaving = new Set(userIds);
  // Held in one order, so two departures from shared plans at once never wait on each other.
  const planIds = planId
    ? [planId]
    : (
        await tx
          .selectDistinct({ planId: planMembers.planId })
          .from(planMembers)
          .where(inArray(planMembers.userId, userIds))
      ).map((row) => row.planId);
  if (!planIds.length) return none;
  await tx
    .select({ id: carePlans.id })
    .from(carePlans)
    .where(inArray(carePlans.id, planIds))
    .orderBy(asc(carePlans.id))
    .for('update');
  const circles = await circlesOf(tx, userIds, planId);
  const fates = circles.map((circle) => fateOf(circle, leaving));
  const emptied = fates.filter((plan) => plan.fate === 'deleted').map((plan) => plan.planId);
  if (emptied.length) await tx.delete(carePlans).where(inArray(carePlans.id, emptied));
  const audit: AuditEntry[] = [];
  for (const [index, plan] of fates.entries()) {
    if (plan.fate === 'deleted') continue;
    const went = (circles[index] as Circle).members.filter((member) => leaving.has(member.userId));
    const owner =
      went.find((member) => member.role === 'owner') ?? (went[0] as Circle['members'][0]);
    if (plan.successor) {
      await tx
        .update(planMembers)
        .set({ role: 'owner' })
        .where(
          and(eq(planMembers.planId, plan.planId), eq(planMembers.userId, plan.successor.userId)),
        );
      audit.push({
        userId: because === 'left_plan' ? owner.userId : null,
        userEmail: owner.email,
        action: 'plan_owner_passed_on',
        resourceType: 'care_plan',
        resourceId: plan.planId,
        planId: plan.planId,
        details: { to: plan.successor.userId, because },
      });
    }
    await publishMembersChange(tx, { planId: plan.planId, by: owner.userId, at: now });
  }
  return { fates, audit };
}

/**
 * After the departure is committed, the members who stay are told by email: everyone in a plan
 * that passed to a new owner, the owners of one that did not. `who` names who went (record 089).
 */
export async function tellStayingMembers(
  deps: MailDeps & Pick<BaseDeps, 'database'>,
  fates: PlanFate[],
  went: { who: string; because: Departure; locale?: Locale },
): Promise<void> {
  const told = fates.flatMap((plan) =>
    plan.staying
      .filter((member) => plan.fate === 'passed' || member.role === 'owner')
      .map((member) => ({ plan, member })),
  );
  if (told.length === 0) return;
  // Each in their own choice of language, else in that of whoever went (or the admin who acted).
  const chosen = await deps.database.db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...new Set(told.map(({ member }) => member.userId))]));
  const localeOf = new Map(chosen.map((row) => [row.id, row.locale]));
  await Promise.all(
    told.map(({ plan, member }) => {
      const newOwner = plan.successor
        ? plan.successor.userId === member.userId
          ? 'you'
          : plan.successor.name
        : undefined;
      const locale = mailLocale({ locale: localeOf.get(member.userId) }, went);
      const words = memberWentEmail(locale, {
        who: went.who,
        because: went.because,
        planName: plan.planName,
        newOwner,
        link: `${deps.config.publicUrl}/family?plan=${plan.planId}`,
      });
      const mail = { to: member.email, ...words };
      return sendQuietly(deps, { mail, what: 'member went', userId: member.userId });
    }),
  );
}
