import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { access } from '../../auth/access';
import { type PlanEnv, requirePlan } from '../../auth/plan-access';
import { createThrottle } from '../../auth/throttle';
import type { BaseDeps } from '../../service-deps';
import { CALENDAR_TYPE } from './event-file';
import { serveFeed } from './feed.service';
import { createFeedLink, getFeedState, revokeFeedLink } from './feed-links.service';

// The calendar feed's routes (decision record 047, "The feed").

/** Where the feeds are served: the token in the rest of the path is the feed's only key. */
export const CALENDAR_FEED_PATH = '/api/calendar-feed/';

/** Calendar apps may keep the feed 5 minutes; only the subscriber's own client, no shared cache. */
const FEED_CACHE = 'private, max-age=300';

/**
 * `/api/plans/:planId/calendar-feed`: the current user's own link to the plan; any member.
 * Mounted by the plans' routes, whose requireUser runs first.
 */
export function feedLinkRoutes(deps: BaseDeps) {
  const member = requirePlan(deps.database.db, 'viewer');
  return new Hono<PlanEnv>()
    .get('/:planId/calendar-feed', member, async (c) =>
      c.json(await getFeedState(deps, c.get('actor'))),
    )
    .post('/:planId/calendar-feed', member, async (c) =>
      c.json(await createFeedLink(deps, c.get('actor')), 201),
    )
    .delete('/:planId/calendar-feed', member, async (c) => {
      await revokeFeedLink(deps, c.get('actor'));
      return c.body(null, 204);
    });
}

/**
 * `GET /api/calendar-feed/:token.ics`: public, as calendar apps fetch it with
 * no session; counted per client address. The request log writes this path without the token.
 */
export function publicFeedRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  return (
    new Hono<AppEnv>()
      // The whole prefix is public: a calendar app has no session, whatever it asks for here.
      .use('*', access.public)
      .get('/:token', async (c) => {
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
      })
  );
}
