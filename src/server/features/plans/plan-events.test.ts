import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanChange } from '../../../shared/schemas/plan-events';
import { users } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { addMember } from '../../test/care-circle';
import { dashboardOf } from '../../test/dashboard';
import {
  cookieOf,
  type EventStream,
  openEventStream,
  type ServedApp,
  serveApp,
} from '../../test/event-stream';
import { createTestApp, type TestApp } from '../../test/test-app';

// Live updates (issue 17, decision record 046) on one server: a change reaches an open stream
// of the plan within 2 s, as ids only; a change rolled back is never heard; a removed member's
// stream is told and ends; a changed role is told; strangers and anonymous callers get nothing.

const METRICS_TOKEN = 'operator-token-for-the-live-tests-0123456789';
const SECRET_TITLE = 'Private title 4f1c';
const SECRET_NOTES = 'Mum prefers the blue pills 9a2e';

let t: TestApp;
let served: ServedApp;
let owner: { api: ApiClient; email: string; id: string; planId: string };
const streams: EventStream[] = [];

async function userId(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return (row as { id: string }).id;
}

async function member() {
  const { api, email } = await t.signedInUser();
  return { api, email, id: await userId(email) };
}

async function stream(api: ApiClient, planId = owner.planId, headers: Record<string, string> = {}) {
  const opened = await openEventStream(`${served.url}/api/plans/${planId}/events`, {
    cookie: cookieOf(api),
    'accept-encoding': 'gzip, deflate, br',
    ...headers,
  });
  streams.push(opened);
  return opened;
}

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
  served = await serveApp(t.app);
  const { api, email } = await t.signedInUser();
  owner = {
    api,
    email,
    id: await userId(email),
    planId: (await dashboardOf(api)).planId as string,
  };
});
afterAll(async () => {
  for (const open of streams) await open.close();
  await served.close();
  await t.close();
});

describe('a plan change on one server', () => {
  it('reaches an open stream within 2 s, as ids only, while the stream stays open', async () => {
    const live = await stream(owner.api);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.headers.get('content-encoding')).toBeNull();
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(live.headers.get('x-accel-buffering')).toBe('no');
    expect(await live.nextOf('resync')).toEqual({ planId: owner.planId, reason: 'connected' });

    const created = await owner.api.post('/api/tasks', {
      title: SECRET_TITLE,
      categoryId: 'housing',
      notes: SECRET_NOTES,
    });
    expect(created.status).toBe(201);
    const taskId = created.json.task.id as string;
    const changes: PlanChange[] = [await live.nextOf('change')];
    const sent = performance.now();
    const noted = await owner.api.request('PATCH', `/api/tasks/${taskId}`, {
      notes: `${SECRET_NOTES} again`,
    });
    expect(noted.status).toBe(200);
    const heard = await live.next((event) => event.event === 'change');
    expect(heard.receivedAt - sent).toBeLessThan(2_000);
    changes.push(JSON.parse(heard.data));

    for (const change of changes) {
      expect(change).toEqual({
        planId: owner.planId,
        kind: 'task',
        taskId,
        by: owner.id,
        at: t.clock.now().toISOString(),
      });
    }
    expect(live.isOpen()).toBe(true);
    // What the family typed is never in a notification, the stream or the logs.
    for (const text of [live.raw(), t.logs.join('')]) {
      expect(text).not.toContain(SECRET_TITLE);
      expect(text).not.toContain(SECRET_NOTES);
    }
    // A page that goes away frees its stream on the server.
    expect(t.deps.planReaders.streamCount()).toBe(1);
    await live.close();
    for (let wait = 0; t.deps.planReaders.streamCount() > 0 && wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(t.deps.planReaders.streamCount()).toBe(0);
  });

  it('names the page that made it, when the page said, so that page skips its echo', async () => {
    const live = await stream(owner.api);
    await live.nextOf('resync');
    const made = await owner.api.request(
      'POST',
      '/api/tasks',
      { title: 'Call the pharmacy', categoryId: 'healthcare' },
      { 'x-page-id': 'page-Abc_123456' },
    );
    expect(made.status).toBe(201);
    expect(await live.nextOf('change')).toMatchObject({ page: 'page-Abc_123456', by: owner.id });
    // Not a page id: nothing is passed on.
    await owner.api.request(
      'PATCH',
      `/api/tasks/${made.json.task.id}`,
      { notes: 'Ask about the new dose' },
      { 'x-page-id': 'no spaces <or> tags' },
    );
    expect(await live.nextOf('change')).not.toHaveProperty('page');
    await live.close();
  });

  it('is never heard when it is refused and rolled back', async () => {
    const live = await stream(owner.api);
    await live.nextOf('resync');
    const [task, other] = (await dashboardOf(owner.api)).tasks;
    // A stale version: refused with 409 inside the transaction that would have notified.
    const stale = await owner.api.request('PATCH', `/api/tasks/${task?.id}`, {
      title: 'Stale',
      version: (task?.version ?? 1) + 5,
    });
    expect(stale.status).toBe(409);
    expect((await owner.api.post(`/api/tasks/${other?.id}/toggle`)).status).toBe(200);
    // The first change heard is the later one, which committed.
    expect(await live.nextOf('change')).toMatchObject({ kind: 'task', taskId: other?.id });
  });

  it("reaches every member's stream, and each stream counts in the metrics", async () => {
    const watching = await stream(owner.api);
    await watching.nextOf('resync');
    const caregiver = await member();
    await addMember(t, owner, caregiver, 'caregiver');
    // Joining is a change of who belongs: every open page hears it.
    const joined = await watching.next((event) => event.data.includes(caregiver.id));
    expect(JSON.parse(joined.data)).toMatchObject({ kind: 'members', by: caregiver.id });
    const metrics = await t
      .client({ authorization: `Bearer ${METRICS_TOKEN}` })
      .get('/api/metrics');
    expect(metrics.text).toMatch(/^live_event_streams [1-9]\d*$/m);

    const [task] = (await dashboardOf(owner.api)).tasks;
    const toggled = await caregiver.api.post(`/api/tasks/${task?.id}/toggle?plan=${owner.planId}`);
    expect(toggled.status).toBe(200);
    expect(await watching.nextOf('change')).toMatchObject({ taskId: task?.id, by: caregiver.id });
  });

  it("tells a member whose role changed, and ends a removed member's stream at once", async () => {
    const relative = await member();
    await addMember(t, owner, relative, 'caregiver');
    const live = await stream(relative.api);
    await live.nextOf('resync');
    const memberPath = `/api/plans/${owner.planId}/members/${relative.id}`;

    const lowered = await owner.api.request('PATCH', memberPath, { role: 'viewer' });
    expect(lowered.status).toBe(200);
    expect(await live.nextOf('role')).toEqual({ planId: owner.planId, role: 'viewer' });

    const removedAt = performance.now();
    expect((await owner.api.request('DELETE', memberPath)).status).toBe(200);
    expect(await live.nextOf('removed')).toEqual({ planId: owner.planId });
    expect((await live.ended()) - removedAt).toBeLessThan(2_000);
    // Opening it again is refused like any stranger's.
    expect((await stream(relative.api)).status).toBe(404);
  });

  it('refuses a stranger (404) and an anonymous caller (401)', async () => {
    const stranger = await member();
    expect((await stream(stranger.api)).status).toBe(404);
    expect((await stream(t.client())).status).toBe(401);
    const own = await stream(stranger.api, (await dashboardOf(stranger.api)).planId);
    expect(own.status).toBe(200);
    await own.nextOf('resync');
    // A change in someone else's plan is not heard on this one.
    const [task] = (await dashboardOf(owner.api)).tasks;
    await owner.api.post(`/api/tasks/${task?.id}/toggle`);
    await expect(own.next((event) => event.event === 'change', 500)).rejects.toThrow();
  });

  it('tells a reconnecting page to refetch, and ends every stream when the server stops', async () => {
    const again = await stream(owner.api, owner.planId, { 'last-event-id': '1' });
    expect(await again.nextOf('resync')).toEqual({ planId: owner.planId, reason: 'reconnected' });
    await t.deps.planEvents.stop();
    await again.ended();
    const refused = await stream(owner.api);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
  });
});
