import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type PlanEnv, requirePlan } from '../../auth/plan-access';
import type { LiveDeps } from './plan-readers';
import { runPlanStream } from './plan-stream';

/**
 * `GET /api/plans/:planId/events`: the plan's live changes as server-sent events, for any member
 * (decision record 046). A stranger gets 404 like every plan route; the stream is never cached
 * and never compressed (compress() leaves text/event-stream alone, so each event leaves at once).
 * A person holds at most LIVE_STREAM_LIMITS of them per session and account: one more closes
 * their oldest (plan-readers.ts). Mounted by plansRoutes, whose requireUser runs first.
 */
export function planEventsRoutes(deps: LiveDeps) {
  const viewer = requirePlan(deps.database.db, 'viewer');
  return new Hono<PlanEnv>().get('/:planId/events', viewer, (c) => {
    deps.planEvents.refuseWhenStopped();
    const actor = c.get('actor');
    const reconnected = c.req.header('last-event-id') !== undefined;
    const response = streamSSE(c, (stream) => runPlanStream(deps, actor, stream, { reconnected }));
    response.headers.set('Cache-Control', 'no-store');
    // nginx and proxies like it would otherwise hold events back to fill their buffers.
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  });
}
