import { eq } from 'drizzle-orm';
import type { SSEStreamingApi } from 'hono/streaming';
import type { PlanRole } from '../../../shared/rules/plan-roles';
import type { PlanChange, PlanRoleEvent } from '../../../shared/schemas/plan-events';
import type { AppDeps } from '../../app-deps';
import { sessionEndReason } from '../../auth/sessions';
import { userSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { loadPlanAccess, type PlanActor } from './plan-access';

// One reader's live stream of one plan (decision record 046): `resync` once changes are heard,
// then each committed change. Membership is read again on every change of who belongs and at
// every heartbeat: a removed member is told `removed` and the stream ends at once; a changed
// role is told `role`. A session that ended (signed out, idle, expired) ends its stream too.

/** A comment line every 25 s keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

type Deps = Pick<AppDeps, 'database' | 'config' | 'clock' | 'logger' | 'planEvents'>;

/** Whether the session the stream was opened with may still be used. */
async function sessionUsable(deps: Deps, sessionId: string): Promise<boolean> {
  const [session] = await deps.database.db
    .select()
    .from(userSessions)
    .where(eq(userSessions.id, sessionId))
    .limit(1);
  return session !== undefined && !sessionEndReason(deps.config, session, deps.clock.now());
}

/** The reader's role in the plan now, or undefined when they no longer belong. */
async function roleNow(deps: Deps, userId: string, planId: string): Promise<PlanRole | undefined> {
  try {
    return (await loadPlanAccess(deps.database.db, userId, planId)).role;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

/** Runs the stream until the reader leaves, is removed, their session ends, or the server stops. */
export async function runPlanStream(
  deps: Deps,
  actor: PlanActor,
  stream: SSEStreamingApi,
  options: { heartbeatMs?: number; reconnected?: boolean } = {},
): Promise<void> {
  const planId = actor.plan.id;
  let role = actor.plan.role;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  stream.onAbort(finish);

  // One step at a time, in the order heard, so a change is never sent before an earlier one.
  let queue = Promise.resolve();
  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: unknown) => {
      deps.logger.warn({ err: error, planId }, 'plan events: a stream ended on an error');
      finish();
    });
  };
  const send = (event: string, data: unknown) =>
    stream.writeSSE({ event, data: JSON.stringify(data), id: String(Date.now()) });

  /** False, after telling the reader, when they no longer belong to the plan. */
  const stillMember = async () => {
    const now = await roleNow(deps, actor.user.id, planId);
    if (!now) {
      await send('removed', { planId });
      finish();
      return false;
    }
    if (now !== role) {
      role = now;
      await send('role', { planId, role } satisfies PlanRoleEvent);
    }
    return true;
  };

  const subscription = deps.planEvents.subscribe(planId, {
    change: (change: PlanChange) =>
      enqueue(async () => {
        if (change.kind === 'members' && !(await stillMember())) return;
        await send('change', change);
      }),
    resync: () => enqueue(() => send('resync', { planId, reason: 'listener' })),
    end: finish,
  });
  const heartbeat = setInterval(() => {
    enqueue(async () => {
      if (!(await sessionUsable(deps, actor.session.id))) return finish();
      if (await stillMember()) await stream.write(': heartbeat\n\n');
    });
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  try {
    // Sent whether this is a first connection or a reconnection (Last-Event-ID): either way the
    // page refetches, which catches up on whatever it missed while away.
    const reason = options.reconnected ? 'reconnected' : 'connected';
    enqueue(async () => {
      await subscription.ready;
      await send('resync', { planId, reason });
    });
    await finished;
  } finally {
    clearInterval(heartbeat);
    subscription.unsubscribe();
  }
}
