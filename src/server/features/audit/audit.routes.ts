import { Hono } from 'hono';
import { formatAuditDate, isTimeZone } from '../../../shared/audit-format';
import { auditLogQuerySchema } from '../../../shared/schemas/audit';
import { viewActionSchema } from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../app-deps';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { forbidden } from '../../lib/app-error';
import { parseJson, parseQuery } from '../../lib/validate';
import { auditLogsCsv, listAuditLogs } from './audit-log.service';
import { auditBy, recordAudit } from './record-audit';

/** The audit log: views the client reports, the entries a user may read, and their export. */
export function auditRoutes(deps: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .post('/views', async (c) => {
      const actor = c.get('actor');
      const input = await parseJson(c, viewActionSchema);
      if (input.action === 'view_admin_panel' && actor.user.role !== 'admin') {
        throw forbidden("You don't have permission to access the admin panel.", 'not_admin');
      }
      await recordAudit(
        deps.database.db,
        deps.clock.now(),
        auditBy(actor, {
          action: input.action,
          // view_task: task, view_profile: profile, view_audit_logs: audit_logs, ...
          resourceType: input.action.slice('view_'.length),
          resourceId: input.resourceId,
          resourceCategory: input.action === 'view_category' ? input.resourceId : undefined,
        }),
      );
      return c.json({ success: true });
    })
    .get('/logs', async (c) => {
      const filters = parseQuery(c, auditLogQuerySchema);
      return c.json(await listAuditLogs(deps, c.get('actor'), filters));
    })
    .get('/logs/export', async (c) => {
      const filters = parseQuery(c, auditLogQuerySchema);
      const asked = c.req.query('timeZone') ?? '';
      const timeZone = asked && isTimeZone(asked) ? asked : 'UTC';
      const csv = await auditLogsCsv(deps, c.get('actor'), filters, timeZone);
      const name = `audit-logs-${formatAuditDate(deps.clock.now(), timeZone)}.csv`;
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      return c.body(csv);
    });
}
