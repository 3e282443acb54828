import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MINUTE_MS } from '../../../shared/constants';
import { REPEAT_LIMITS } from '../../../shared/rules/limits';
import type { viewActionSchema } from '../../../shared/schemas/tasks';
import type { Actor } from '../../auth/require-user';
import { auditLogs } from '../../db/schema';
import { forbidden } from '../../lib/app-error';
import type { DbDeps } from '../../service-deps';
import { auditedChange } from './audited-change';

// The views the client reports (view_task, view_category, view_profile, view_admin_panel,
// view_audit_logs). Anyone signed in can send them as often as they like, so a view is recorded
// once per person and thing in `viewRepeatMinutes` (issue #30, record 039); the route also
// throttles them per account (throttle.ts `viewsAccount`).

/** The advisory lock space of the views below: one person's views are recorded in turn. */
const LOCK_SPACE = 7_201_948;

type ViewAction = z.output<typeof viewActionSchema>;

/** Records a view, unless the same person's same view has an entry from the last minutes. */
export async function recordView(deps: DbDeps, actor: Actor, input: ViewAction): Promise<void> {
  if (input.action === 'view_admin_panel' && actor.user.role !== 'admin') {
    throw forbidden("You don't have permission to access the admin panel.", 'not_admin');
  }
  await auditedChange(deps, actor, async (tx, now) => {
    // The same view reported twice at once would find no entry twice: one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${actor.user.id}))`);
    const since = new Date(now.getTime() - REPEAT_LIMITS.viewRepeatMinutes * MINUTE_MS);
    const [recent] = await tx
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.userId, actor.user.id),
          eq(auditLogs.action, input.action),
          input.resourceId === undefined
            ? isNull(auditLogs.resourceId)
            : eq(auditLogs.resourceId, input.resourceId),
          gt(auditLogs.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) return { result: undefined, audit: undefined };
    return {
      result: undefined,
      audit: {
        action: input.action,
        // view_task: task, view_profile: profile, view_audit_logs: audit_logs, ...
        resourceType: input.action.slice('view_'.length),
        resourceId: input.resourceId,
        resourceCategory: input.action === 'view_category' ? input.resourceId : undefined,
      },
    };
  });
}
