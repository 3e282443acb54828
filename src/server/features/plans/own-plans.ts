import type { Executor } from '../../db/client';
import { carePlans, planMembers } from '../../db/schema';
import { copyTaskLibrary } from '../tasks/task-library-copy';

// A care plan's start and end with its owners' accounts (decision record 045).

/** What a new plan is called until an owner renames it. */
export const DEFAULT_PLAN_NAME = 'Care plan';

/** A new account's own plan: the account as its owner, with its copy of the task library. */
export async function createOwnPlan(db: Executor, userId: string, now: Date): Promise<string> {
  const [plan] = await db
    .insert(carePlans)
    .values({ name: DEFAULT_PLAN_NAME, createdAt: now })
    .returning({ id: carePlans.id });
  const planId = (plan as { id: string }).id;
  await db.insert(planMembers).values({ planId, userId, role: 'owner', joinedAt: now });
  await copyTaskLibrary(db, planId, now);
  return planId;
}
