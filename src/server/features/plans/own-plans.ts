import { and, count, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { translate } from '../../../shared/i18n/translate';
import { CARE_CIRCLE_LIMITS } from '../../../shared/rules/limits';
import { defaultPlanName, type PlanSummary } from '../../../shared/schemas/plans';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import type { Executor } from '../../db/client';
import { carePlans, planMembers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditedChange } from '../audit';
import { copyTaskLibrary } from '../tasks';
import type { PlanDeps } from './plan-change';
import { planSummaryOf } from './plan-circle';

// A care plan's start and end with its owners' accounts (decision record 045).

/** The new plan's name in its owner's language: their account's choice, else US English. */
async function defaultNameFor(db: Executor, userId: string): Promise<string> {
  const [owner] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return translate(owner?.locale ?? DEFAULT_LOCALE, defaultPlanName);
}

/**
 * A plan of the account's own: the account as its owner, with its copy of the task library; the
 * plan `/app` opens next (record 077). Its time zone, when known (the browser's at sign-up,
 * record 093), is the one its dates are read in from the start; else none until one is set.
 */
export async function createOwnPlan(
  db: Executor,
  userId: string,
  now: Date,
  { name, timeZone }: { name?: string; timeZone?: string } = {},
): Promise<string> {
  const [plan] = await db
    .insert(carePlans)
    .values({
      name: name ?? (await defaultNameFor(db, userId)),
      createdAt: now,
      timeZone: timeZone ?? null,
    })
    .returning({ id: carePlans.id });
  const planId = (plan as { id: string }).id;
  await db
    .insert(planMembers)
    .values({ planId, userId, role: 'owner', joinedAt: now, lastOpenedAt: now });
  await copyTaskLibrary(db, planId, now);
  return planId;
}

const tooManyPlans = () =>
  new AppError(
    409,
    'plan_limit',
    `You can own at most ${CARE_CIRCLE_LIMITS.ownedPlans} care plans. Hand one over or leave it to start another.`,
  );

/**
 * Someone starts a plan of their own (record 077: an invitee has none until they ask), up to
 * CARE_CIRCLE_LIMITS.ownedPlans; it opens next. Audited in the new plan.
 */
export async function startOwnPlan(
  deps: PlanDeps,
  actor: Actor,
  input: { name: string },
): Promise<PlanSummary> {
  refuseDemo(actor.user, 'start another care plan');
  const planId = await auditedChange(deps, actor, async (tx, now) => {
    // One start at a time per account, so two presses cannot both pass the ceiling.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.user.id)).for('update');
    const [owned] = await tx
      .select({ n: count() })
      .from(planMembers)
      .where(and(eq(planMembers.userId, actor.user.id), eq(planMembers.role, 'owner')));
    if ((owned?.n ?? 0) >= CARE_CIRCLE_LIMITS.ownedPlans) throw tooManyPlans();
    const id = await createOwnPlan(tx, actor.user.id, now, { name: input.name });
    return {
      result: id,
      audit: {
        action: 'create_plan',
        resourceType: 'care_plan',
        resourceId: id,
        planId: id,
        details: { name: input.name },
      },
    };
  });
  return planSummaryOf(deps.database.db, actor.user.id, planId);
}
