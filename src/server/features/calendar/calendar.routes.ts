import { Hono } from 'hono';
import { calendarRangeSchema } from '../../../shared/schemas/calendar';
import { type PlanEnv, requirePlan } from '../../auth/plan-access';
import { requireUser } from '../../auth/require-user';
import { queryOf } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { getCalendarRange } from './calendar-range';

/** `/api/calendar?plan=&from=&to=`: the Calendar page's days, for any member of the plan. */
export function calendarRoutes(deps: BaseDeps) {
  return new Hono<PlanEnv>()
    .use(requireUser)
    .get('/', requirePlan(deps.database.db, 'viewer'), queryOf(calendarRangeSchema), async (c) => {
      const input = c.req.valid('query');
      return c.json(await getCalendarRange(deps, c.get('actor'), input));
    });
}
