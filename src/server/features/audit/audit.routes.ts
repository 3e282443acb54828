import { Hono } from 'hono';
import { formatAuditDate, isTimeZone } from '../../../shared/audit-format';
import { auditLogQuerySchema } from '../../../shared/schemas/audit';
import { viewActionSchema } from '../../../shared/schemas/tasks';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { parseJson, parseQuery } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { auditLogsCsv, listAuditLogs } from './audit-log.service';
import { recordView } from './record-view';

/** The audit log: views the client reports, the entries a user may read, and their export. */
export function auditRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .post('/views', async (c) => {
      const actor = c.get('actor');
      // Views per account and minute (issue #30): the client ignores a refusal.
      await throttle.consume([{ limiter: 'viewsAccount', key: actor.user.id }]);
      const input = await parseJson(c, viewActionSchema);
      await recordView(deps, actor, input);
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
