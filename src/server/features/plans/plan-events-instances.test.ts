import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client';
import { addMember, ownPlanId } from '../../test/care-circle';
import { cookieOf, openEventStream, type ServedApp, serveApp } from '../../test/event-stream';
import { createTestApp, type TestApp } from '../../test/test-app';
import { throwawayPostgres } from '../../test/throwaway-postgres';

// Live updates across server instances (issue 17, decision record 046): two apps, each with its
// own pool and its own LISTEN connection, served on two ports over one PostgreSQL. A change
// through A reaches a page on B within 2 s; a member removed through A loses their stream on B;
// when the database goes away and comes back, B listens again and tells its pages to refetch.

let postgres: Awaited<ReturnType<typeof throwawayPostgres>>;
let a: TestApp;
let b: TestApp;
let servedA: ServedApp;
let servedB: ServedApp;
let owner: { api: ApiClient; email: string };
let planId: string;
const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];

/** A stream of the plan on instance B, with the cookie the caller signed in with on A. */
async function streamOnB(api: ApiClient) {
  const opened = await openEventStream(`${servedB.url}/api/plans/${planId}/events`, {
    cookie: cookieOf(api),
  });
  streams.push(opened);
  expect(opened.status).toBe(200);
  expect(await opened.nextOf('resync')).toMatchObject({ planId, reason: 'connected' });
  return opened;
}

/** A POST through instance A's real port. */
const postOnA = (api: ApiClient, path: string) =>
  fetch(`${servedA.url}${path}`, {
    method: 'POST',
    headers: { cookie: cookieOf(api), origin: servedA.url, 'content-type': 'application/json' },
    body: '{}',
  });

beforeAll(async () => {
  postgres = await throwawayPostgres('live');
  a = await createTestApp({ database: await postgres.database() });
  b = await createTestApp({ database: await postgres.database() });
  servedA = await serveApp(a.app);
  servedB = await serveApp(b.app);
  owner = await a.signedInUser();
  planId = await ownPlanId(owner.api);
}, 60_000);
afterAll(async () => {
  for (const open of streams) await open.close();
  await servedA?.close();
  await servedB?.close();
  await a?.close();
  await b?.close();
  await postgres?.dispose();
});

describe('live updates across two server instances on one PostgreSQL', () => {
  it('a change through instance A reaches a page on instance B within 2 s', async () => {
    const onB = await streamOnB(owner.api);
    const [task] = (await owner.api.get('/api/tasks')).json.tasks;
    const sent = performance.now();
    expect((await postOnA(owner.api, `/api/tasks/${task.id}/toggle`)).status).toBe(200);
    const heard = await onB.next((event) => event.event === 'change');
    expect(heard.receivedAt - sent).toBeLessThan(2_000);
    expect(JSON.parse(heard.data)).toMatchObject({ planId, kind: 'task', taskId: task.id });
  });

  it('a member removed through instance A loses their stream on instance B at once', async () => {
    const relative = await a.signedInUser();
    await addMember(a, owner, relative, 'viewer');
    const [row] = (await owner.api.get(`/api/plans/${planId}/members`)).json.members.filter(
      (member: { email: string }) => member.email === relative.email,
    );
    const onB = await streamOnB(relative.api);
    const removedAt = performance.now();
    const removal = await owner.api.request('DELETE', `/api/plans/${planId}/members/${row.userId}`);
    expect(removal.status).toBe(200);
    expect(await onB.nextOf('removed')).toEqual({ planId });
    expect((await onB.ended()) - removedAt).toBeLessThan(2_000);
  });

  it('listens again after the database went away, and tells open pages to refetch', async () => {
    const onB = await streamOnB(owner.api);
    await postgres.stop();
    await postgres.restart();
    // B's listener reconnects with backoff; what was committed meanwhile is caught up by a refetch.
    expect(await onB.nextOf('resync', 20_000)).toEqual({ planId, reason: 'listener' });
    const [task] = (await owner.api.get('/api/tasks')).json.tasks;
    expect((await postOnA(owner.api, `/api/tasks/${task.id}/toggle`)).status).toBe(200);
    expect(await onB.nextOf('change')).toMatchObject({ taskId: task.id });
    expect(b.logs.join('')).toContain('plan events: the listening connection ended');
  }, 60_000);
});
