import { MINUTE_MS } from '../../shared/constants';
import type { Clock } from './clock';
import type { Logger } from './logger';

// A warning anyone on the internet can cause (a malformed body, issue 54) must not flood the log:
// it is written at most once a window for each key (a route), and the next one written says how
// many were left out in between. Counted in this process only; each instance keeps its own.

export type ThrottledWarning = (
  key: string,
  fields: Record<string, unknown>,
  message: string,
) => void;

export function throttledWarning(
  deps: { logger: Logger; clock: Clock },
  windowMs = MINUTE_MS,
): ThrottledWarning {
  // One entry per key: callers pass a fixed set of keys (their routes), never what was sent.
  const last = new Map<string, { at: number; suppressed: number }>();
  return (key, fields, message) => {
    const now = deps.clock.now().getTime();
    const entry = last.get(key);
    if (entry && now - entry.at < windowMs) {
      entry.suppressed += 1;
      return;
    }
    deps.logger.warn({ ...fields, suppressed: entry?.suppressed ?? 0 }, message);
    last.set(key, { at: now, suppressed: 0 });
  };
}
