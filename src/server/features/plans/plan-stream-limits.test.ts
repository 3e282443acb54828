import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_STREAM_LIMITS } from '../../../shared/rules/limits';
import type { ApiClient } from '../../test/api-client';
import { addMember, ownPlanId } from '../../test/care-circle';
import { dashboardOf } from '../../test/dashboard';
import {
  cookieOf,
  type EventStream,
  openEventStream,
  type ServedApp,
  serveApp,
} from '../../test/event-stream';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// The live streams one person may hold (issue 30, decision record 046): capped per session and
// per account, a new one closing the oldest, which is told `replaced`; and what a change costs
// does not grow with how many streams one person holds on a plan.

let t: TestApp;
let served: ServedApp;
let opened: EventStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  served = await serveApp(t.app);
});
afterEach(async () => {
  for (const stream of opened) await stream.close();
  opened = [];
});
afterAll(async () => {
  await served.close();
  await t.close();
});

/** A stream of the plan over the real port, once it has said `resync`. */
async function stream(api: ApiClient, planId: string) {
  const live = await openEventStream(`${served.url}/api/plans/${planId}/events`, {
    cookie: cookieOf(api),
  });
  opened.push(live);
  expect(live.status).toBe(200);
  await live.nextOf('resync');
  return live;
}

async function streams(api: ApiClient, planId: string, count: number) {
  const held: EventStream[] = [];
  for (let index = 0; index < count; index++) held.push(await stream(api, planId));
  return held;
}

/** Another session of the same account, as a second device signs in. */
async function anotherSession(email: string) {
  const api = t.client();
  expect((await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(
    200,
  );
  await t.verify(api, email);
  return api;
}

/** Ticks a task of the plan: every stream of it should hear the change. */
async function tick(api: ApiClient) {
  const [task] = (await dashboardOf(api)).tasks;
  expect((await api.post(`/api/tasks/${task?.id}/toggle`)).status).toBe(200);
  return task?.id as string;
}

/** The streams this process holds, once those the last test closed are gone. */
async function streamsOpen(expected: number) {
  for (let wait = 0; t.deps.planReaders.streamCount() !== expected && wait < 100; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return t.deps.planReaders.streamCount();
}

async function expectReplaced(live: EventStream, planId: string) {
  expect(await live.nextOf('replaced')).toEqual({ planId });
  await live.ended();
  // A browser that does not know the event waits a minute before opening it again.
  expect(live.raw()).toContain('retry: 60000');
}

describe('streams held by one person', () => {
  it("a session's stream past its cap closes the session's oldest; the others keep working", async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const [oldest, ...rest] = await streams(api, planId, LIVE_STREAM_LIMITS.perSession);
    const newest = await stream(api, planId);
    await expectReplaced(oldest as EventStream, planId);

    const taskId = await tick(api);
    for (const live of [...rest, newest]) {
      expect(await live.nextOf('change')).toMatchObject({ planId, taskId });
      expect(live.isOpen()).toBe(true);
    }
    expect(await streamsOpen(LIVE_STREAM_LIMITS.perSession)).toBe(LIVE_STREAM_LIMITS.perSession);
  });

  it("an account's stream past its cap closes the account's oldest, across sessions", async () => {
    const { api: laptop, email } = await t.signedInUser();
    const planId = await ownPlanId(laptop);
    const phone = await anotherSession(email);
    const tablet = await anotherSession(email);
    const onLaptop = await streams(laptop, planId, LIVE_STREAM_LIMITS.perSession);
    const onPhone = await streams(phone, planId, LIVE_STREAM_LIMITS.perAccount - onLaptop.length);

    // The phone's session is at its own cap: its own oldest goes, not the laptop's.
    const phoneNewest = await stream(phone, planId);
    await expectReplaced(onPhone[0] as EventStream, planId);
    expect(onLaptop[0]?.isOpen()).toBe(true);

    // A third device: the account is at its cap, and its oldest stream is the laptop's first.
    const onTablet = await stream(tablet, planId);
    await expectReplaced(onLaptop[0] as EventStream, planId);

    const taskId = await tick(laptop);
    for (const live of [...onLaptop.slice(1), ...onPhone.slice(1), phoneNewest, onTablet]) {
      expect(await live.nextOf('change')).toMatchObject({ planId, taskId });
    }
    expect(await streamsOpen(LIVE_STREAM_LIMITS.perAccount)).toBe(LIVE_STREAM_LIMITS.perAccount);
  });

  it('a person holding the maximum costs one membership read per change, like one stream', async () => {
    const owner = await t.signedInUser();
    const relative = await t.signedInUser();
    const planId = await addMember(t, owner, relative, 'caregiver');
    const memberId = (await relative.api.get('/api/auth/session')).json.user.id as string;
    const memberPath = `/api/plans/${planId}/members/${memberId}`;

    /** The database queries of lowering and raising the relative's role until every stream heard both. */
    const queriesOfTwoChanges = async (held: EventStream[]) => {
      const queries = vi.spyOn(pg.Client.prototype, 'query');
      try {
        for (const role of ['viewer', 'caregiver'] as const) {
          expect((await owner.api.request('PATCH', memberPath, { role })).status).toBe(200);
          for (const live of held) expect(await live.nextOf('role')).toEqual({ planId, role });
        }
        return queries.mock.calls.length;
      } finally {
        queries.mockRestore();
      }
    };

    const first = await stream(relative.api, planId);
    const withOne = await queriesOfTwoChanges([first]);
    const held = [
      first,
      ...(await streams(relative.api, planId, LIVE_STREAM_LIMITS.perSession - 1)),
    ];
    const withMaximum = await queriesOfTwoChanges(held);
    expect(withMaximum).toBe(withOne);
    // One subscription to the plan's changes and one heartbeat, shared by the five streams.
    expect(await streamsOpen(LIVE_STREAM_LIMITS.perSession)).toBe(LIVE_STREAM_LIMITS.perSession);
    expect(t.deps.planReaders.readerCount()).toBe(1);
  });
});
