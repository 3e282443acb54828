import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { pathId } from '../../lib/validate';
import { type PlanEnv, requirePlan } from '../plans/plan-access';
import { serveFeed, taskCalendar } from './feed.service';
import { createFeedLink, getFeedState, revokeFeedLink } from './feed-links.service';

// The calendar feed's routes (decision record 047, "The feed").

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Calendar apps may keep the feed 5 minutes; only the subscriber's own client, no shared cache. */
const FEED_CACHE = 'private, max-age=300';

/** `/api/plans/:planId/calendar-feed`: the reader's own link to the plan; any member. */
export function feedLinkRoutes(deps: AppDeps) {
  const member = requirePlan(deps.database.db, 'viewer');
  return new Hono<PlanEnv>()
    .get('/:planId/calendar-feed', requireUser, member, async (c) =>
      c.json(await getFeedState(deps, c.get('actor'))),
    )
    .post('/:planId/calendar-feed', requireUser, member, async (c) =>
      c.json(await createFeedLink(deps, c.get('actor')), 201),
    )
    .delete('/:planId/calendar-feed', requireUser, member, async (c) => {
      await revokeFeedLink(deps, c.get('actor'));
      return c.body(null, 204);
    });
}

/**
 * `GET /api/calendar-feed/:token.ics`: public (route-access.ts), as calendar apps fetch it with
 * no session; counted per client address. The request log writes this path without the token.
 */
export function publicFeedRoutes(deps: AppDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  return new Hono<AppEnv>().get('/:token', async (c) => {
    await throttle.consume([{ limiter: 'calendarFeedAddress', key: c.get('clientAddress') }]);
    const answer = await serveFeed(deps, {
      file: c.req.param('token'),
      ifNoneMatch: c.req.header('if-none-match'),
    });
    c.header('ETag', answer.etag);
    c.header('Cache-Control', FEED_CACHE);
    if ('notModified' in answer) return c.body(null, 304);
    c.header('Content-Type', CALENDAR_TYPE);
    return c.body(answer.body);
  });
}

/**
 * `GET /api/tasks/:taskId/calendar.ics?plan=`: 'Add to calendar' for one task; any member.
 * Mounted before the tasks' routes (app.ts), so its own guards answer it, once.
 */
export function taskCalendarRoutes(deps: AppDeps) {
  const member = requirePlan(deps.database.db, 'viewer');
  return new Hono<PlanEnv>().get('/:taskId/calendar.ics', requireUser, member, async (c) => {
    const taskId = pathId(c.req.param('taskId'), 'Task not found');
    const file = await taskCalendar(deps, c.get('actor'), { taskId });
    c.header('Content-Type', CALENDAR_TYPE);
    c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return c.body(file.body);
  });
}
