import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPlanId } from '../../test/care-circle';
import {
  cookieOf,
  type EventStream,
  openEventStream,
  type ServedApp,
  serveApp,
} from '../../test/event-stream';
import { createTestApp, type TestApp } from '../../test/test-app';

// A schedule change and a zone change reach the plan's open pages (decision records 046, 047),
// and a schedule saved at the same time as an edit of the words loses neither.

let t: TestApp;
let served: ServedApp;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  served = await serveApp(t.app);
});
afterAll(async () => {
  for (const open of streams) await open.close();
  await served.close();
  await t.close();
});

describe('live and concurrent schedule changes', () => {
  it('announces a schedule change and a zone change to open pages, ids only', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const made = await api.post('/api/tasks', { title: 'Secret title 7c2e' });
    const taskId = made.json.task.id as string;
    const live = await openEventStream(`${served.url}/api/plans/${planId}/events`, {
      cookie: cookieOf(api),
    });
    streams.push(live);
    await live.nextOf('resync');
    const saved = await api.request('PUT', `/api/tasks/${taskId}/schedule`, {
      dueDate: '2026-02-01',
    });
    expect(saved.status).toBe(200);
    expect(await live.nextOf('change')).toMatchObject({ planId, kind: 'task', taskId });
    const zoned = await api.request('PATCH', `/api/plans/${planId}/time-zone`, {
      timeZone: 'Europe/London',
    });
    expect(zoned.status).toBe(200);
    expect(await live.nextOf('change')).toMatchObject({ planId, kind: 'members' });
    expect(live.raw()).not.toContain('Secret title');
  });

  it('keeps both a schedule and an edit of the words saved at the same time', async () => {
    const { api } = await t.signedInUser();
    const made = await api.post('/api/tasks', { title: 'Podiatrist' });
    const { id: taskId, version } = made.json.task;
    const [edited, scheduled] = await Promise.all([
      api.request('PATCH', `/api/tasks/${taskId}`, { notes: 'Bring the letter', version }),
      api.request('PUT', `/api/tasks/${taskId}/schedule`, { dueDate: '2026-02-03' }),
    ]);
    expect(edited.status).toBe(200);
    expect(scheduled.status).toBe(200);
    const board = await api.get('/api/tasks');
    const task = board.json.tasks.find((entry: { id: string }) => entry.id === taskId);
    expect(task.notes).toBe('Bring the letter');
    expect(task.schedule.dueDate).toBe('2026-02-03');
    expect(task.version).toBe(version + 1);
  });
});
