import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages } from '../../../shared/schemas/calendar';
import { auditLogs, carePlans, tasks } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { addMember, ownPlanId } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// Due dates, repeats and reminders on tasks and steps (issue 18, decision record 047). The test
// clock stands at 2026-01-15 09:00 UTC.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

async function newTask(api: ApiClient, title = 'Refill prescriptions') {
  const made = await api.post('/api/tasks', { title, categoryId: 'healthcare' });
  expect(made.status).toBe(201);
  return made.json.task.id as string;
}

const put = (api: ApiClient, path: string, body: unknown) => api.request('PUT', path, body);
const schedule = (api: ApiClient, taskId: string, body: unknown) =>
  put(api, `/api/tasks/${taskId}/schedule`, body);

async function stored(taskId: string) {
  const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
  return row as typeof tasks.$inferSelect;
}

async function zoneOf(planId: string) {
  const [row] = await t.database.db
    .select({ timeZone: carePlans.timeZone })
    .from(carePlans)
    .where(eq(carePlans.id, planId));
  return row?.timeZone;
}

describe('PUT /api/tasks/:taskId/schedule', () => {
  it('stores the date, time, repeat and reminder, and answers them in the task', async () => {
    const { api } = await t.signedInUser();
    const taskId = await newTask(api);
    const answer = await schedule(api, taskId, {
      dueDate: '2026-02-01',
      dueTime: '09:30',
      repeat: { frequency: 'monthly', interval: 1 },
      reminder: '1_day',
      timeZone: 'Europe/London',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.task.schedule).toEqual({
      dueDate: '2026-02-01',
      dueTime: '09:30',
      repeat: { frequency: 'monthly', interval: 1 },
      repeatRule: 'FREQ=MONTHLY;BYMONTHDAY=1',
      reminder: '1_day',
    });
    expect(answer.json.task.lastCompletion).toBeNull();
    expect(answer.json.progress.overall.total).toBeGreaterThan(0);
    // 8:00 in London on 31 January (GMT).
    expect((await stored(taskId)).remindAt?.toISOString()).toBe('2026-01-31T08:00:00.000Z');

    const board = await api.get('/api/tasks');
    const listed = board.json.tasks.find((task: { id: string }) => task.id === taskId);
    expect(listed.schedule.dueTime).toBe('09:30');
    expect(listed.schedule.repeatRule).toBe('FREQ=MONTHLY;BYMONTHDAY=1');
  });

  it("takes the browser's zone only while the plan has none", async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    expect(await zoneOf(planId)).toBeNull();
    const first = await newTask(api);
    await schedule(api, first, { dueDate: '2026-02-01', timeZone: 'America/New_York' });
    expect(await zoneOf(planId)).toBe('America/New_York');
    const second = await newTask(api, 'Second');
    const answer = await schedule(api, second, {
      dueDate: '2026-02-01',
      reminder: 'on_day',
      timeZone: 'Asia/Tokyo',
    });
    expect(answer.status).toBe(200);
    expect(await zoneOf(planId)).toBe('America/New_York');
    // The reminder follows the plan's zone, not the browser's: 8:00 EST is 13:00 UTC.
    expect((await stored(second)).remindAt?.toISOString()).toBe('2026-02-01T13:00:00.000Z');
    const plans = await api.get('/api/plans');
    expect(plans.json[0].timeZone).toBe('America/New_York');
  });

  it('reads a plan without a zone as UTC', async () => {
    const { api } = await t.signedInUser();
    const taskId = await newTask(api);
    await schedule(api, taskId, { dueDate: '2026-02-10', reminder: '1_week' });
    expect((await stored(taskId)).remindAt?.toISOString()).toBe('2026-02-03T08:00:00.000Z');
  });

  it('keeps 8:00 EDT for a 1-day reminder across the March change in New York', async () => {
    const { api } = await t.signedInUser();
    const taskId = await newTask(api);
    await schedule(api, taskId, {
      dueDate: '2026-03-09',
      reminder: '1_day',
      timeZone: 'America/New_York',
    });
    expect((await stored(taskId)).remindAt?.toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('clears everything with a null date, and a past due date owes no reminder', async () => {
    const { api } = await t.signedInUser();
    const taskId = await newTask(api);
    await schedule(api, taskId, {
      dueDate: '2026-02-01',
      repeat: { frequency: 'weekly', weekdays: ['SU'] },
      reminder: 'on_day',
    });
    expect((await stored(taskId)).repeatRule).toBe('FREQ=WEEKLY;BYDAY=SU');
    const cleared = await schedule(api, taskId, { dueDate: null });
    expect(cleared.status).toBe(200);
    expect(cleared.json.task.schedule).toEqual({
      dueDate: null,
      dueTime: null,
      repeat: null,
      repeatRule: null,
      reminder: null,
    });
    expect((await stored(taskId)).remindAt).toBeNull();
    await schedule(api, taskId, { dueDate: '2026-01-10', reminder: 'on_day' });
    const past = await stored(taskId);
    expect(past.dueDate).toBe('2026-01-10');
    expect(past.remindAt).toBeNull();
  });

  it.each([
    ['31 February', { dueDate: '2026-02-31' }, calendarMessages.dateInvalid],
    ['25:00', { dueDate: '2026-02-01', dueTime: '25:00' }, calendarMessages.timeInvalid],
    [
      'an unknown zone',
      { dueDate: '2026-02-01', timeZone: 'Mars/Olympus' },
      calendarMessages.timeZoneInvalid,
    ],
    [
      'weekly with no days',
      { dueDate: '2026-02-01', repeat: { frequency: 'weekly', weekdays: [] } },
      calendarMessages.weekdaysRequired,
    ],
    [
      'a time without a date',
      { dueDate: null, dueTime: '09:00' },
      calendarMessages.timeWithoutDate,
    ],
    [
      'a repeat without a date',
      { dueDate: null, repeat: { frequency: 'daily' } },
      calendarMessages.repeatWithoutDate,
    ],
    [
      'every 0 days',
      { dueDate: '2026-02-01', repeat: { frequency: 'daily', interval: 0 } },
      calendarMessages.intervalInvalid,
    ],
  ])('refuses %s with the shared message and changes nothing', async (_name, body, message) => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const taskId = await newTask(api);
    await schedule(api, taskId, { dueDate: '2026-02-02', dueTime: '10:00' });
    const before = await stored(taskId);
    const answer = await schedule(api, taskId, body);
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(message);
    const after = await stored(taskId);
    expect(after).toEqual(before);
    expect(await zoneOf(planId)).toBeNull();
  });

  it('writes an audit entry without typed text, and keeps a concurrent edit of the words', async () => {
    const { api, email } = await t.signedInUser();
    const taskId = await newTask(api);
    const read = (await api.get('/api/tasks')).json.tasks.find(
      (task: { id: string }) => task.id === taskId,
    );
    // Someone edits the words; then a schedule saved from a page that read the old task.
    const edited = await api.request('PATCH', `/api/tasks/${taskId}`, {
      notes: 'Pharmacy on Elm Street',
      version: read.version,
    });
    expect(edited.status).toBe(200);
    const answer = await schedule(api, taskId, { dueDate: '2026-02-01' });
    expect(answer.json.task.notes).toBe('Pharmacy on Elm Street');
    expect(answer.json.task.version).toBe(edited.json.task.version);
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userEmail, email));
    const entry = entries.find((row) => row.action === 'task_schedule_updated');
    expect(entry?.resourceId).toBe(taskId);
    expect(JSON.stringify(entry?.details)).not.toContain('Refill');
  });

  it('lets the demo sandbox set dates', async () => {
    const api = t.client();
    expect((await api.post('/api/auth/demo-sign-in')).status).toBe(200);
    const board = await api.get('/api/tasks');
    const taskId = board.json.tasks[0].id;
    const answer = await schedule(api, taskId, { dueDate: '2026-02-01', reminder: 'on_day' });
    expect(answer.status).toBe(200);
    expect(answer.json.task.schedule.dueDate).toBe('2026-02-01');
  });
});

describe('PUT /api/tasks/:taskId/subtasks/:subtaskId/schedule', () => {
  it("sets and clears a step's own date and time", async () => {
    const { api } = await t.signedInUser();
    const taskId = await newTask(api);
    const added = await api.post(`/api/tasks/${taskId}/subtasks`, { title: 'Call the GP' });
    const subtaskId = added.json.task.subtasks[0].id;
    const path = `/api/tasks/${taskId}/subtasks/${subtaskId}/schedule`;
    const set = await put(api, path, { dueDate: '2026-02-03', dueTime: '14:15' });
    expect(set.status).toBe(200);
    expect(set.json.task.subtasks[0]).toMatchObject({ dueDate: '2026-02-03', dueTime: '14:15' });
    const bad = await put(api, path, { dueDate: null, dueTime: '14:15' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(calendarMessages.timeWithoutDate);
    const cleared = await put(api, path, { dueDate: null });
    expect(cleared.json.task.subtasks[0]).toMatchObject({ dueDate: null, dueTime: null });
  });

  it('answers 404 for a step of another task', async () => {
    const { api } = await t.signedInUser();
    const taskId = await newTask(api);
    const other = await newTask(api, 'Other');
    const added = await api.post(`/api/tasks/${other}/subtasks`, { title: 'Step' });
    const subtaskId = added.json.task.subtasks[0].id;
    const answer = await put(api, `/api/tasks/${taskId}/subtasks/${subtaskId}/schedule`, {
      dueDate: '2026-02-03',
    });
    expect(answer.status).toBe(404);
  });
});

describe('PATCH /api/plans/:planId/time-zone', () => {
  it('moves every reminder of the plan to 8:00 of the new zone, and is audited', async () => {
    const { api, email } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const taskId = await newTask(api);
    await schedule(api, taskId, {
      dueDate: '2026-07-01',
      reminder: 'on_day',
      timeZone: 'Europe/London',
    });
    expect((await stored(taskId)).remindAt?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    const answer = await api.request('PATCH', `/api/plans/${planId}/time-zone`, {
      timeZone: 'America/New_York',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: planId, role: 'owner', timeZone: 'America/New_York' });
    expect((await stored(taskId)).remindAt?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    const circle = await api.get(`/api/plans/${planId}/members`);
    expect(circle.json.plan.timeZone).toBe('America/New_York');
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userEmail, email));
    expect(entries.find((row) => row.action === 'plan_time_zone_changed')?.details).toEqual({
      from: 'Europe/London',
      to: 'America/New_York',
    });
  });

  it('refuses an unknown zone, and caregivers', async () => {
    const owner = await t.signedInUser();
    const caregiver = await t.signedInUser();
    const planId = await addMember(t, owner, caregiver, 'caregiver');
    const bad = await owner.api.request('PATCH', `/api/plans/${planId}/time-zone`, {
      timeZone: 'Nowhere/Else',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(calendarMessages.timeZoneInvalid);
    const refused = await caregiver.api.request('PATCH', `/api/plans/${planId}/time-zone`, {
      timeZone: 'Europe/London',
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('plan_role');
    expect(await zoneOf(planId)).toBeNull();
  });
});
