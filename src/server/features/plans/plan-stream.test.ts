import { and, eq } from 'drizzle-orm';
import { SSEStreamingApi } from 'hono/streaming';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_STREAM_LIMITS } from '../../../shared/rules/limits';
import { loadPlanAccess, type PlanActor } from '../../auth/plan-access';
import { findSession } from '../../auth/sessions';
import { planMembers } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { addMember, ownPlanId } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPlanReaders, type PlanReaders } from './plan-readers';
import { runPlanStream } from './plan-stream';

// One reader's stream at its heartbeat (decision record 046), run with a short one: the comment
// that keeps proxies from closing it, and the checks it carries for what no notification
// announces: a session that ended, a membership gone without a circle change; read once per
// reader, however many streams the person holds.

let t: TestApp;
let readers: PlanReaders;
beforeAll(async () => {
  t = await createTestApp();
  readers = createPlanReaders({ ...t.deps, heartbeatMs: 100 });
});
afterAll(() => t.close());

async function actorOf(api: ApiClient, planId: string): Promise<PlanActor> {
  const token = [...api.cookies.values()][0] as string;
  const auth = await findSession(t.database.db, token);
  if (!auth) throw new Error('no session');
  const plan = await loadPlanAccess(t.database.db, auth.user.id, planId);
  return { ...auth, plan, ipAddress: '127.0.0.1', userAgent: 'test', locale: 'en-US' };
}

/** Runs a stream with a 100 ms heartbeat; `text()` is what it has sent so far. */
function run(actor: PlanActor) {
  const { readable, writable } = new TransformStream();
  const stream = new SSEStreamingApi(writable, readable);
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of stream.responseReadable) text += decoder.decode(chunk);
  })();
  const running = runPlanStream({ ...t.deps, planReaders: readers }, actor, stream).finally(() =>
    stream.close(),
  );
  return { text: () => text, running, reading, stop: () => stream.abort() };
}

const within = <T>(promise: Promise<T>, ms = 2_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('too slow')), ms)),
  ]);

const until = async (check: () => boolean, ms = 2_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a plan stream at its heartbeat', () => {
  it('sends a comment, and ends when its reader leaves', async () => {
    const { api } = await t.signedInUser();
    const live = run(await actorOf(api, await ownPlanId(api)));
    await until(() => live.text().includes(': heartbeat\n\n'));
    expect(live.text()).toMatch(/^event: resync\n/);
    expect(readers.streamCount()).toBe(1);
    live.stop();
    await within(live.running);
    expect(readers.streamCount()).toBe(0);
  });

  it('ends when its session has been signed out', async () => {
    const { api } = await t.signedInUser();
    const live = run(await actorOf(api, await ownPlanId(api)));
    await until(() => live.text().includes('resync'));
    expect((await api.post('/api/auth/sign-out')).status).toBe(200);
    await within(live.running);
  });

  it('tells a reader whose membership went without a circle change, and ends', async () => {
    const owner = await t.signedInUser();
    const relative = await t.signedInUser();
    const planId = await addMember(t, owner, relative, 'caregiver');
    const actor = await actorOf(relative.api, planId);
    const live = run(actor);
    await until(() => live.text().includes('resync'));
    await t.database.db
      .delete(planMembers)
      .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, actor.user.id)));
    await within(live.running);
    expect(live.text()).toContain(`event: removed\ndata: {"planId":"${planId}"}`);
  });

  it("reads the session and the membership once a heartbeat for all of a person's streams", async () => {
    const { api } = await t.signedInUser();
    const actor = await actorOf(api, await ownPlanId(api));
    const held = Array.from({ length: LIVE_STREAM_LIMITS.perSession }, () => run(actor));
    const beats = () => held[0]?.text().split(': heartbeat\n\n').length ?? 0;
    await until(() => held.every((live) => live.text().includes(': heartbeat')));

    const queries = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const before = beats();
      await until(() => beats() >= before + 3);
      const heartbeats = beats() - before;
      // Two reads a heartbeat (one more heartbeat may be under way as the count is taken), where
      // each stream reading for itself would make five times as many.
      expect(queries.mock.calls.length).toBeLessThanOrEqual(2 * (heartbeats + 1));
    } finally {
      queries.mockRestore();
    }
    for (const live of held) expect(live.text()).toContain(': heartbeat\n\n');
    expect(readers.readerCount()).toBe(1);
    for (const live of held) live.stop();
    await within(Promise.all(held.map((live) => live.running)));
  });
});
