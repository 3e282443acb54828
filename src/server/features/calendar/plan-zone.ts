import { eq, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/format';
import type { ReminderLead } from '../../../shared/rules/due-dates';
import type { PlanAccess } from '../../auth/plan-access';
import type { Executor } from '../../db/client';
import { carePlans } from '../../db/schema';
import { remindAtFor } from './reminder-time';

// The zone a plan's due dates are read in (decision record 047). A plan that has none yet is read
// as UTC until its first schedule or an owner sets one.

export const FALLBACK_TIME_ZONE = 'UTC';

/** The plan's time zone, or UTC while it has none. */
export async function planTimeZone(db: Executor, planId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: carePlans.timeZone })
    .from(carePlans)
    .where(eq(carePlans.id, planId));
  return row?.timeZone ?? FALLBACK_TIME_ZONE;
}

/**
 * Gives the plan `offered` as its zone only if it has none (the first schedule saved sends the
 * browser's), and answers the zone the plan has now.
 */
export async function adoptTimeZone(
  db: Executor,
  planId: string,
  offered: string | undefined,
): Promise<string> {
  if (offered) {
    await db
      .update(carePlans)
      .set({ timeZone: offered })
      .where(sql`${carePlans.id} = ${planId} and ${carePlans.timeZone} is null`);
  }
  return planTimeZone(db, planId);
}

/** The plan's zone and today's date there, at `now`. */
export async function planToday(db: Executor, planId: string, now: Date) {
  return todayOfPlan({ timeZone: await planTimeZone(db, planId) }, now);
}

/**
 * The same for the plan a request acts in, whose zone came with its access (no query: the
 * dashboard's first request asks on every load).
 */
export function todayOfPlan(plan: Pick<PlanAccess, 'timeZone'>, now: Date) {
  const timeZone = plan.timeZone ?? FALLBACK_TIME_ZONE;
  return { timeZone, today: todayIn(timeZone, now) };
}

/** What a task's `remind_at` holds after a change, read in the plan's zone at `now`. */
export async function remindAtInPlan(
  db: Executor,
  planId: string,
  task: { dueDate: string | null; reminderLead: ReminderLead | null; completed: boolean },
  now: Date,
): Promise<Date | null> {
  const { timeZone, today } = await planToday(db, planId, now);
  return remindAtFor(task, timeZone, today);
}
