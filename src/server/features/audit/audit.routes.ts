import { Hono } from 'hono';
import { formatAuditDate } from '../../../shared/audit-format';
import { isTimeZone } from '../../../shared/format';
import { auditLogQuerySchema } from '../../../shared/schemas/audit';
import { viewActionSchema } from '../../../shared/schemas/tasks';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { jsonBody, queryOf } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { auditLogsCsv, listAuditLogs } from './audit-log.service';
import { recordView } from './record-view';

/** The audit log: views the client reports, the entries a user may read, and their export. */
export function auditRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .post('/views', jsonBody(viewActionSchema), async (c) => {
      const actor = c.get('actor');
      // Views per account and minute (issue #30): the client ignores a refusal.
      await throttle.consume([{ limiter: 'viewsAccount', key: actor.user.id }]);
      const input = c.req.valid('json');
      await recordView(deps, actor, input);
      return c.json({ success: true });
    })
    .get('/logs', queryOf(auditLogQuerySchema), async (c) => {
      const filters = c.req.valid('query');
      return c.json(await listAuditLogs(deps, c.get('actor'), filters));
    })
    .get('/logs/export', queryOf(auditLogQuerySchema), async (c) => {
      const filters = c.req.valid('query');
      const asked = c.req.query('timeZone') ?? '';
      const timeZone = asked && isTimeZone(asked) ? asked : 'UTC';
      const csv = await auditLogsCsv(deps, c.get('actor'), filters, timeZone);
      const name = `audit-logs-${formatAuditDate(deps.clock.now(), timeZone)}.csv`;
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      return c.body(csv);
    });
}
