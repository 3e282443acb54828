import { inArray } from 'drizzle-orm';
import { LIVE_STREAM_LIMITS } from '../../../shared/rules/limits';
import type { PlanRole } from '../../../shared/rules/plan-roles';
import type { PlanChange, PlanRoleEvent } from '../../../shared/schemas/plan-events';
import { loadPlanAccess, type PlanActor } from '../../auth/plan-access';
import { sessionEndReason } from '../../auth/sessions';
import { userSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PlanEvents } from '../../lib/plan-events';
import type { BaseDeps, ConfiguredDeps } from '../../service-deps';

// The live streams open in this process (decision record 046), grouped by reader: one person in
// one plan. A reader subscribes to its plan's changes once and keeps one heartbeat, shared by
// every tab that person has open on the plan: a change of who belongs costs one membership read,
// a heartbeat one session read and one membership read, per reader, however many streams it
// holds; a task change costs no read at all. Streams are capped per session and per account
// (LIVE_STREAM_LIMITS): one more closes the oldest, told `replaced` so that its page does not
// open it again by itself. The caps hold per process: on several instances each counts its own.

/** A comment line every 25 s keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** The events a reader sends its streams (`resync` of a connection is the stream's own). */
export type ReaderEvent = 'change' | 'resync' | 'role' | 'removed' | 'replaced';

/** One stream as its reader drives it; each call is queued behind the stream's earlier ones. */
export type StreamSink = {
  send(event: ReaderEvent, data: unknown): void;
  /** The comment that keeps proxies from closing a quiet stream. */
  heartbeat(): void;
  /** Ends the stream once what was queued is sent. */
  end(): void;
};

type Reader = {
  userId: string;
  planId: string;
  streams: Set<OpenStream>;
  /** Its reads and what they decide, one at a time, in the order heard. */
  queue: Promise<void>;
  ready: Promise<void>;
  stop(): void;
};

type OpenStream = { sessionId: string; role: PlanRole; sink: StreamSink; reader: Reader };

export type PlanReaders = {
  /** Opens a stream of the actor's plan, closing their oldest when a cap is reached. */
  open(actor: PlanActor, sink: StreamSink): { ready: Promise<void>; close(): void };
  /** The streams open now, for the metrics. */
  streamCount(): number;
  /** The distinct (person, plan) readers now: what a change or a heartbeat costs in reads. */
  readerCount(): number;
};

type Deps = ConfiguredDeps &
  Pick<BaseDeps, 'logger'> & { planEvents: PlanEvents; heartbeatMs?: number };

/** What the plans' live routes take: the base, the process's LISTEN connection and its streams. */
export type LiveDeps = BaseDeps & { planEvents: PlanEvents; planReaders: PlanReaders };

/** The reader's role in the plan now, or undefined when they no longer belong. */
async function roleNow(deps: Deps, userId: string, planId: string): Promise<PlanRole | undefined> {
  try {
    return (await loadPlanAccess(deps.database.db, userId, planId)).role;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

/** The sessions among `ids` that may still be used (not signed out, idle or expired). */
async function usableSessions(deps: Deps, ids: string[]): Promise<Set<string>> {
  const rows = await deps.database.db
    .select()
    .from(userSessions)
    .where(inArray(userSessions.id, ids));
  const now = deps.clock.now();
  return new Set(
    rows.filter((row) => !sessionEndReason(deps.config, row, now)).map((row) => row.id),
  );
}

export function createPlanReaders(deps: Deps): PlanReaders {
  const readers = new Map<string, Reader>();
  /** Each account's open streams, oldest first. */
  const byAccount = new Map<string, OpenStream[]>();

  /** Takes a stream out of the counts and its reader; the last one out stops the reader. */
  const forget = (stream: OpenStream) => {
    const { reader } = stream;
    if (!reader.streams.delete(stream)) return;
    const mine = (byAccount.get(reader.userId) ?? []).filter((other) => other !== stream);
    if (mine.length) byAccount.set(reader.userId, mine);
    else byAccount.delete(reader.userId);
    if (!reader.streams.size) reader.stop();
  };
  const end = (stream: OpenStream, event?: 'removed' | 'replaced') => {
    forget(stream);
    if (event) stream.sink.send(event, { planId: stream.reader.planId });
    stream.sink.end();
  };

  const step = (reader: Reader, work: () => Promise<void>) => {
    // A reader whose last stream went while this waited has nothing left to read for.
    const ifHeld = () => (reader.streams.size ? work() : undefined);
    reader.queue = reader.queue.then(ifHeld).catch((error: unknown) => {
      deps.logger.warn(
        { err: error, planId: reader.planId },
        'plan events: a stream ended on an error',
      );
      for (const stream of [...reader.streams]) end(stream);
    });
  };

  /** Reads the membership once for all the reader's streams; false once they no longer belong. */
  const stillMember = async (reader: Reader) => {
    const role = await roleNow(deps, reader.userId, reader.planId);
    if (!role) {
      for (const stream of [...reader.streams]) end(stream, 'removed');
      return false;
    }
    for (const stream of reader.streams) {
      if (stream.role === role) continue;
      stream.role = role;
      stream.sink.send('role', { planId: reader.planId, role } satisfies PlanRoleEvent);
    }
    return true;
  };

  const heartbeat = async (reader: Reader) => {
    const checked = [...new Set([...reader.streams].map((stream) => stream.sessionId))];
    if (!checked.length) return;
    const usable = await usableSessions(deps, checked);
    for (const stream of [...reader.streams]) {
      if (checked.includes(stream.sessionId) && !usable.has(stream.sessionId)) end(stream);
    }
    if (!reader.streams.size || !(await stillMember(reader))) return;
    for (const stream of reader.streams) stream.sink.heartbeat();
  };

  const startReader = (userId: string, planId: string): Reader => {
    const key = `${userId}:${planId}`;
    const reader: Reader = {
      userId,
      planId,
      streams: new Set(),
      queue: Promise.resolve(),
      ready: Promise.resolve(),
      stop: () => undefined,
    };
    const subscription = deps.planEvents.subscribe(planId, {
      change: (change: PlanChange) =>
        step(reader, async () => {
          if (change.kind === 'members' && !(await stillMember(reader))) return;
          for (const stream of reader.streams) stream.sink.send('change', change);
        }),
      resync: () =>
        step(reader, async () => {
          for (const stream of reader.streams)
            stream.sink.send('resync', { planId, reason: 'listener' });
        }),
      end: () => {
        for (const stream of [...reader.streams]) end(stream);
      },
    });
    const timer = setInterval(
      () => step(reader, () => heartbeat(reader)),
      deps.heartbeatMs ?? HEARTBEAT_MS,
    );
    reader.ready = subscription.ready;
    reader.stop = () => {
      clearInterval(timer);
      subscription.unsubscribe();
      if (readers.get(key) === reader) readers.delete(key);
    };
    readers.set(key, reader);
    return reader;
  };

  return {
    open(actor, sink) {
      const userId = actor.user.id;
      const sessionId = actor.session.id;
      // The oldest goes first: the page opened last is the one the person is looking at.
      const ofSession = (byAccount.get(userId) ?? []).filter((s) => s.sessionId === sessionId);
      if (ofSession.length >= LIVE_STREAM_LIMITS.perSession)
        end(ofSession[0] as OpenStream, 'replaced');
      const ofAccount = byAccount.get(userId) ?? [];
      if (ofAccount.length >= LIVE_STREAM_LIMITS.perAccount)
        end(ofAccount[0] as OpenStream, 'replaced');

      const reader =
        readers.get(`${userId}:${actor.plan.id}`) ?? startReader(userId, actor.plan.id);
      const stream: OpenStream = { sessionId, role: actor.plan.role, sink, reader };
      reader.streams.add(stream);
      byAccount.set(userId, [...(byAccount.get(userId) ?? []), stream]);
      return { ready: reader.ready, close: () => forget(stream) };
    },
    streamCount: () => [...byAccount.values()].reduce((sum, streams) => sum + streams.length, 0),
    readerCount: () => readers.size,
  };
}
