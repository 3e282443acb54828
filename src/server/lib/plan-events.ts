import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { PlanChange } from '../../shared/schemas/plan-events';
import type { DatabaseHandle, Executor } from '../db/client';
import { AppError } from './app-error';
import type { Logger } from './logger';

// Live updates of a care plan (decision record 046). A change is published with pg_notify inside
// the transaction that makes it, so PostgreSQL delivers it on commit and never for a change
// rolled back; every server process on the database LISTENs on one connection of its own and
// hands each change to the readers of that plan (plan-readers.ts), who pass it to their streams.

const CHANNEL = 'plan_changes';

/**
 * Publishes a change of `planId`, inside the transaction `tx` that makes it. Only ids and the
 * time: typed text never goes into a notification (every listener of the database sees it).
 */
export async function publishPlanChange(
  tx: Executor,
  change: Omit<PlanChange, 'at'> & { at: Date },
): Promise<void> {
  const payload: PlanChange = {
    planId: change.planId,
    kind: change.kind,
    ...(change.taskId ? { taskId: change.taskId } : {}),
    by: change.by,
    ...(change.page ? { page: change.page } : {}),
    at: change.at.toISOString(),
  };
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(payload)})`);
}

/**
 * For the services that change who belongs to a plan or with which role (invite accepted,
 * member removed or changed, ownership transferred): call it inside that change's transaction,
 * so open streams re-check their reader's membership at once.
 */
export function publishMembersChange(
  tx: Executor,
  change: { planId: string; by: string; page?: string; at: Date },
) {
  return publishPlanChange(tx, { ...change, kind: 'members' });
}

/** What a reader of one plan (plan-readers.ts) is told. */
export type PlanListener = {
  change(change: PlanChange): void;
  /** Changes may have been missed (the listening connection was lost and is back): refetch. */
  resync(): void;
  /** The server is stopping: end its streams. */
  end(): void;
};

export type PlanEvents = {
  /**
   * Starts listening if this process was not yet. `ready` settles once changes are being heard,
   * so a stream's first refetch comes after it cannot miss one.
   */
  subscribe(planId: string, listener: PlanListener): { ready: Promise<void>; unsubscribe(): void };
  /** Throws 503 once the process is stopping: a new stream would end at once. */
  refuseWhenStopped(): void;
  /** Ends every stream and the listening connection (graceful stop, tests). */
  stop(): Promise<void>;
};

type Deferred = { promise: Promise<void>; resolve(): void };
const deferred = (): Deferred => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

const isPlanChange = (value: unknown): value is PlanChange => {
  const change = value as Partial<PlanChange> | null;
  return (
    typeof change?.planId === 'string' &&
    (change.kind === 'task' || change.kind === 'members') &&
    typeof change.by === 'string' &&
    typeof change.at === 'string'
  );
};

/** One LISTEN connection per process, reconnected with backoff, fanned out by plan id. */
export function createPlanEvents(deps: {
  database: Pick<DatabaseHandle, 'dedicatedClient'>;
  logger: Logger;
  backoff?: { firstMs: number; maxMs: number };
}): PlanEvents {
  const { firstMs, maxMs } = deps.backoff ?? { firstMs: 250, maxMs: 10_000 };
  const byPlan = new Map<string, Set<PlanListener>>();
  let state: 'idle' | 'connecting' | 'listening' | 'stopped' = 'idle';
  let ready = deferred();
  let current: pg.Client | undefined;
  let failures = 0;
  let heardBefore = false;
  let retry: NodeJS.Timeout | undefined;

  const everyListener = () => [...byPlan.values()].flatMap((set) => [...set]);

  const deliver = (payload: string | undefined) => {
    let change: unknown;
    try {
      change = JSON.parse(payload ?? '');
    } catch {
      change = undefined;
    }
    if (!isPlanChange(change)) return;
    for (const listener of byPlan.get(change.planId) ?? []) listener.change(change);
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (state === 'stopped') return;
    // The code only: never a query or its parameters.
    const code = (error as { code?: string } | undefined)?.code;
    deps.logger.warn({ code, failures }, 'plan events: the listening connection ended');
    // Streams opened from now on wait until changes are heard again.
    if (state === 'listening') ready = deferred();
    state = 'connecting';
    const delay = Math.min(maxMs, firstMs * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => void open(), delay);
    retry.unref();
  };

  const open = async () => {
    if (state === 'stopped') return;
    const client = deps.database.dedicatedClient();
    current = client;
    client.on('notification', (message) => deliver(message.payload));
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      lost(client, error as Error);
      return;
    }
    if (client !== current) return;
    state = 'listening';
    failures = 0;
    ready.resolve();
    // Whatever was committed while nobody listened is not replayed: every open page refetches.
    if (heardBefore) for (const listener of everyListener()) listener.resync();
    heardBefore = true;
  };

  return {
    subscribe(planId, listener) {
      if (state === 'stopped') {
        queueMicrotask(() => listener.end());
        return { ready: ready.promise, unsubscribe: () => undefined };
      }
      const listeners = byPlan.get(planId) ?? new Set();
      listeners.add(listener);
      byPlan.set(planId, listeners);
      if (state === 'idle') {
        state = 'connecting';
        void open();
      }
      return {
        ready: ready.promise,
        unsubscribe() {
          listeners.delete(listener);
          if (!listeners.size && byPlan.get(planId) === listeners) byPlan.delete(planId);
        },
      };
    },
    refuseWhenStopped() {
      if (state !== 'stopped') return;
      // Answered before the stream starts, so the browser tries again (another instance, or
      // this one restarted) instead of holding a stream that would end at once.
      throw new AppError(503, 'unavailable', 'PlanMyEldercare is restarting. Please wait.', {
        retryAfterSeconds: 5,
      });
    },
    async stop() {
      state = 'stopped';
      clearTimeout(retry);
      for (const listener of everyListener()) listener.end();
      byPlan.clear();
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
