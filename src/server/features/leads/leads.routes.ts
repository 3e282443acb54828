import { Hono } from 'hono';
import { leadSchema } from '../../../shared/schemas/leads';
import type { AppEnv } from '../../app-env';
import { access } from '../../auth/access';
import type { SignedInEnv } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { jsonBody } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { exportLeadsCsv, saveLead } from './leads.service';

/** POST /api/leads: public, so counted per client address. */
export function leadRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  return new Hono<AppEnv>().post('/', access.public, jsonBody(leadSchema), async (c) => {
    const input = c.req.valid('json');
    await throttle.consume([{ limiter: 'leadAddress', key: c.get('clientAddress') }]);
    await saveLead(deps, input);
    return c.json({ success: true }, 201);
  });
}

/**
 * GET /api/admin/leads.csv: mounted by the admin routes, which admit administrators only and run
 * requireUser first.
 */
export function adminLeadRoutes(deps: BaseDeps) {
  return new Hono<SignedInEnv>().get('/leads.csv', async (c) => {
    const csv = await exportLeadsCsv(deps, c.get('actor'));
    const day = deps.clock.now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="planmyeldercare-leads-${day}.csv"`);
    return c.body(csv);
  });
}
