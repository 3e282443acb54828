import { eq } from 'drizzle-orm';
import type { Transaction } from './client';
import { carePlans } from './schema';

/**
 * Holds the plan's row until the transaction ends, so changes that count or reshape the plan
 * (its tasks, members, invitations, time zone) are made in turn: two requests at once cannot both
 * count 999 tasks and both add one. The plan's row is the plans feature's; others lock it here.
 */
export async function lockPlan(tx: Transaction, planId: string): Promise<void> {
  await tx
    .select({ id: carePlans.id })
    .from(carePlans)
    .where(eq(carePlans.id, planId))
    .for('update');
}
