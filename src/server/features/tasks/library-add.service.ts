import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { LibraryEntry } from '../../../shared/content/library/library-entry';
import type { AddFromLibraryResult } from '../../../shared/schemas/library';
import type { PlanActor } from '../../auth/plan-access';
import type { Executor } from '../../db/client';
import { lockPlan } from '../../db/lock-plan';
import { tasks } from '../../db/schema';
import { publishPlanChange } from '../../lib/plan-events';
import type { DbDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { checkDemoTaskCount } from './demo-rules';
import { checkPlanTaskCount } from './plan-rules';
import { insertLibraryTasks } from './task-library-copy';
import { livePlanTasks } from './task-view';

// 'Add from library' (issue 58, decision record 097): library tasks become the plan's own, each
// with its subtasks and video, its notes empty, at the end of the plan's tasks (so at the end of
// its category), in one audited change that every open page of the plan hears of.

/**
 * The library keys the plan's tasks came from, the deleted ones waiting in 'Recently deleted'
 * included: such a task is in the plan, to be brought back rather than added twice.
 */
export async function libraryKeysInPlan(db: Executor, planId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: tasks.libraryKey })
    .from(tasks)
    .where(and(eq(tasks.planId, planId), isNotNull(tasks.libraryKey)));
  return new Set(rows.map((row) => row.key as string));
}

/**
 * Adds the entries (the library's, found by the caller) the plan does not have yet; the others
 * are skipped, not doubled. The plan's and the demo's task limits hold for the tasks as they
 * would be after: a batch that would pass one is refused whole and changes nothing.
 */
export function addFromLibrary(
  deps: DbDeps,
  actor: PlanActor,
  input: { entries: readonly LibraryEntry[] },
): Promise<AddFromLibraryResult> {
  const planId = actor.plan.id;
  return auditedChange(deps, actor, async (tx, now) => {
    await lockPlan(tx, planId);
    const present = await libraryKeysInPlan(tx, planId);
    const adding = input.entries.filter((entry) => !present.has(entry.key));
    const result = { added: adding.length, skipped: input.entries.length - adding.length };
    if (adding.length === 0) return { result, audit: undefined };
    const [stats] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        max: sql<number | null>`max(${tasks.position})`,
      })
      .from(tasks)
      .where(livePlanTasks(planId));
    const count = stats?.count ?? 0;
    // The count the last new task would be added at: each check refuses at its ceiling.
    const lastAt = count + adding.length - 1;
    checkDemoTaskCount(actor.user, lastAt);
    checkPlanTaskCount(lastAt);
    await insertLibraryTasks(tx, planId, adding, (stats?.max ?? -1) + 1, now);
    return {
      result,
      audit: {
        action: 'add_library_tasks',
        resourceType: 'care_plan',
        resourceId: planId,
        planId,
        details: { count: adding.length, keys: adding.map((entry) => entry.key) },
      },
      notify: (same) =>
        publishPlanChange(same, {
          planId,
          kind: 'task',
          by: actor.user.id,
          page: actor.pageId,
          at: now,
        }),
    };
  });
}
