import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

// Load shedding (decision record 048): past a number of API requests in progress at once, a new
// one is answered at once with 503 and Retry-After, instead of queueing behind the others until
// every answer is late. The probes and the metrics are never shed: an operator must see a busy
// server as busy, not as dead.

const NEVER_SHED = /^\/api\/(health|metrics)(\/|$)/;

export function shedLoad(maxInFlight: number): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (NEVER_SHED.test(c.req.path)) return next();
    if (inFlight >= maxInFlight) {
      const message = 'PlanMyEldercare is very busy right now. Please try again in a moment.';
      throw new AppError(503, 'busy', message, { retryAfterSeconds: 1 });
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
}
