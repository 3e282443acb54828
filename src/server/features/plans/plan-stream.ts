import type { SSEStreamingApi } from 'hono/streaming';
import type { PlanActor } from '../../auth/plan-access';
import type { LiveDeps } from './plan-readers';

// One page's live stream of one plan (decision record 046): `resync` once changes are heard,
// then what its reader (plan-readers.ts) tells it, in the order heard: each committed change,
// `role` when the reader's role changed, `removed` when they no longer belong, `replaced` when a
// newer stream of theirs took its place, and the heartbeat's comment. The reads that decide
// these are the reader's, shared by all the person's streams of the plan; a stream only writes.

/**
 * How long a browser that does not know `replaced` (a page loaded before it existed) waits
 * before opening the stream again: the browser's own 3 s would have it close another tab's
 * stream in turn, and that tab this one's, over and over.
 */
const REPLACED_RETRY_MS = 60_000;

/** Runs the stream until the page leaves, or its reader or the server ends it. */
export async function runPlanStream(
  deps: Pick<LiveDeps, 'logger' | 'planReaders'>,
  actor: PlanActor,
  stream: SSEStreamingApi,
  options: { reconnected?: boolean } = {},
): Promise<void> {
  const planId = actor.plan.id;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  stream.onAbort(finish);

  // One write at a time, in the order heard, so a change is never sent before an earlier one.
  let queue = Promise.resolve();
  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: unknown) => {
      deps.logger.warn({ err: error, planId }, 'plan events: a stream ended on an error');
      finish();
    });
  };
  const send = (event: string, data: unknown) =>
    stream.writeSSE({
      event,
      data: JSON.stringify(data),
      id: String(Date.now()),
      ...(event === 'replaced' ? { retry: REPLACED_RETRY_MS } : {}),
    });

  const opened = deps.planReaders.open(actor, {
    send: (event, data) => enqueue(() => send(event, data)),
    heartbeat: () => enqueue(() => stream.write(': heartbeat\n\n').then(() => undefined)),
    end: () => enqueue(async () => finish()),
  });
  try {
    // Sent whether this is a first connection or a reconnection (Last-Event-ID): either way the
    // page refetches, which catches up on whatever it missed while away.
    const reason = options.reconnected ? 'reconnected' : 'connected';
    enqueue(async () => {
      await opened.ready;
      await send('resync', { planId, reason });
    });
    await finished;
  } finally {
    opened.close();
  }
}
