import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_LIST_MAX } from '../../../shared/rules/due-dates';
import { calendarMessages } from '../../../shared/schemas/calendar';
import type { ApiClient } from '../../test/api-client';
import { addMember, ownPlanId } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// The Calendar page's range and the dashboard's due lists (issue 18, decision record 047). The
// test clock stands at 2026-01-15 09:00 UTC: today is Thursday 15 January in the plan's zone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

async function dated(
  api: ApiClient,
  title: string,
  schedule: Record<string, unknown>,
  categoryId = 'healthcare',
) {
  const made = await api.post('/api/tasks', { title, categoryId });
  const taskId = made.json.task.id as string;
  const answer = await api.request('PUT', `/api/tasks/${taskId}/schedule`, schedule);
  expect(answer.status).toBe(200);
  return taskId;
}

const range = (api: ApiClient, from: string, to: string, plan?: string) =>
  api.get(`/api/calendar?from=${from}&to=${to}${plan ? `&plan=${plan}` : ''}`);

type Entry = { title: string; date: string; time: string | null; projected: boolean };
const brief = (entries: Entry[]) =>
  entries.map(
    (entry) =>
      `${entry.date} ${entry.time ?? '--:--'} ${entry.title}${entry.projected ? ' *' : ''}`,
  );

describe('GET /api/calendar', () => {
  it('lists dated tasks and steps, projects repeats from today, sorted by date, time, title', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    await dated(api, 'Podiatrist', {
      dueDate: '2026-01-20',
      dueTime: '14:00',
      timeZone: 'Europe/London',
    });
    await dated(api, 'Bank', { dueDate: '2026-01-20', dueTime: '09:00' });
    await dated(api, 'Call Aunt May', { dueDate: '2026-01-20' });
    await dated(api, 'Outside the range', { dueDate: '2026-03-01' });
    const pills = await dated(api, 'Pill organiser', {
      dueDate: '2026-01-11',
      repeat: { frequency: 'weekly', weekdays: ['SU'] },
    });
    const withStep = await dated(api, 'Home sale', { dueDate: '2026-02-10' });
    const step = await api.post(`/api/tasks/${withStep}/subtasks`, { title: 'Book the valuer' });
    await api.request(
      'PUT',
      `/api/tasks/${withStep}/subtasks/${step.json.task.subtasks[0].id}/schedule`,
      { dueDate: '2026-01-22', dueTime: '10:00' },
    );

    const answer = await range(api, '2026-01-10', '2026-01-31');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      planId,
      timeZone: 'Europe/London',
      today: '2026-01-15',
      from: '2026-01-10',
      to: '2026-01-31',
    });
    expect(brief(answer.json.entries)).toEqual([
      '2026-01-11 --:-- Pill organiser',
      '2026-01-18 --:-- Pill organiser *',
      '2026-01-20 --:-- Call Aunt May',
      '2026-01-20 09:00 Bank',
      '2026-01-20 14:00 Podiatrist',
      '2026-01-22 10:00 Book the valuer',
      '2026-01-25 --:-- Pill organiser *',
    ]);
    const [overdue, projected] = answer.json.entries;
    expect(overdue).toMatchObject({
      taskId: pills,
      overdue: true,
      repeating: true,
      projected: false,
      subtaskId: null,
    });
    expect(projected).toMatchObject({ taskId: pills, overdue: false, projected: true });
    const stepEntry = answer.json.entries[5];
    expect(stepEntry).toMatchObject({
      taskId: withStep,
      title: 'Book the valuer',
      taskTitle: 'Home sale',
      categoryId: 'healthcare',
      repeating: false,
    });
    expect(stepEntry.subtaskId).toEqual(expect.any(String));
  });

  it('shows a completed one-off task as done, not overdue', async () => {
    const { api } = await t.signedInUser();
    const taskId = await dated(api, 'Sign the lease', { dueDate: '2026-01-12' });
    await api.post(`/api/tasks/${taskId}/toggle`);
    const answer = await range(api, '2026-01-01', '2026-01-31');
    expect(answer.json.entries).toHaveLength(1);
    expect(answer.json.entries[0]).toMatchObject({ completed: true, overdue: false });
    expect(answer.json.timeZone).toBe('UTC');
  });

  it.each([
    ['a range longer than 62 days', 'from=2026-01-01&to=2026-03-31', calendarMessages.rangeInvalid],
    ['an end before the start', 'from=2026-02-01&to=2026-01-01', calendarMessages.rangeInvalid],
    ['31 February', 'from=2026-02-31&to=2026-03-02', calendarMessages.dateInvalid],
  ])('refuses %s', async (_name, query, message) => {
    const { api } = await t.signedInUser();
    const answer = await api.get(`/api/calendar?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(message);
  });

  it("is read by any member, never by a stranger; one plan's never shows another's", async () => {
    const owner = await t.signedInUser();
    const viewer = await t.signedInUser();
    const stranger = await t.signedInUser();
    const planId = await addMember(t, owner, viewer, 'viewer');
    await dated(owner.api, 'Shared appointment', { dueDate: '2026-01-21' });
    await dated(stranger.api, 'Stranger appointment', { dueDate: '2026-01-21' });
    const read = await range(viewer.api, '2026-01-01', '2026-01-31', planId);
    expect(read.status).toBe(200);
    expect(brief(read.json.entries)).toEqual(['2026-01-21 --:-- Shared appointment']);
    expect((await range(stranger.api, '2026-01-01', '2026-01-31', planId)).status).toBe(404);
    const own = await range(stranger.api, '2026-01-01', '2026-01-31');
    expect(brief(own.json.entries)).toEqual(['2026-01-21 --:-- Stranger appointment']);
  });
});

describe('the dashboard overview: due', () => {
  it('lists overdue and due this week, counts per category, and leaves done and later out', async () => {
    const { api } = await t.signedInUser();
    await dated(api, 'Overdue bill', { dueDate: '2026-01-10' }, 'finances');
    await dated(api, 'Today visit', { dueDate: '2026-01-15', dueTime: '16:00' });
    await dated(api, 'Week end', { dueDate: '2026-01-21' });
    await dated(api, 'Next week', { dueDate: '2026-01-22' });
    const done = await dated(api, 'Done already', { dueDate: '2026-01-12' });
    await api.post(`/api/tasks/${done}/toggle`);
    const withStep = await dated(api, 'Later task', { dueDate: '2026-03-01' }, 'legal');
    const step = await api.post(`/api/tasks/${withStep}/subtasks`, { title: 'Overdue step' });
    await api.request(
      'PUT',
      `/api/tasks/${withStep}/subtasks/${step.json.task.subtasks[0].id}/schedule`,
      { dueDate: '2026-01-14' },
    );

    for (const path of ['/api/tasks/overview', '/api/tasks']) {
      const { due } = (await api.get(path)).json;
      expect(due.today).toBe('2026-01-15');
      expect(due.timeZone).toBe('UTC');
      expect(due.overdue.map((entry: Entry) => entry.title)).toEqual([
        'Overdue bill',
        'Overdue step',
      ]);
      expect(due.overdue.every((entry: { overdue: boolean }) => entry.overdue)).toBe(true);
      expect(due.dueThisWeek.map((entry: Entry) => entry.title)).toEqual([
        'Today visit',
        'Week end',
      ]);
      const counts = Object.fromEntries(
        due.categories.map((row: { categoryId: string; overdue: number; dueThisWeek: number }) => [
          row.categoryId,
          [row.overdue, row.dueThisWeek],
        ]),
      );
      expect(counts).toMatchObject({
        finances: [1, 0],
        legal: [1, 0],
        healthcare: [0, 2],
        housing: [0, 0],
      });
    }
    const category = (await api.get('/api/tasks?category=healthcare')).json;
    expect(category.due).toBeUndefined();
    const assigned = (await api.get('/api/tasks?assigned=me')).json;
    expect(assigned.due).toBeUndefined();
  });

  it(`cuts each list at ${DUE_LIST_MAX} while the counts stay whole`, async () => {
    const { api } = await t.signedInUser();
    for (let n = 0; n < DUE_LIST_MAX + 2; n++) {
      await dated(
        api,
        `Overdue ${String(n).padStart(2, '0')}`,
        { dueDate: '2026-01-02' },
        'personal',
      );
    }
    const { due } = (await api.get('/api/tasks/overview')).json;
    expect(due.overdue).toHaveLength(DUE_LIST_MAX);
    expect(due.overdue[0].title).toBe('Overdue 00');
    expect(
      due.categories.find((row: { categoryId: string }) => row.categoryId === 'personal').overdue,
    ).toBe(DUE_LIST_MAX + 2);
  });

  it("reads today in the plan's zone: at 09:00 UTC it is still the 14th in Pago Pago", async () => {
    const { api } = await t.signedInUser();
    // The first schedule gives the plan the browser's zone.
    await dated(api, 'Due on the 14th', {
      dueDate: '2026-01-14',
      timeZone: 'Pacific/Pago_Pago',
    });
    for (const path of ['/api/tasks/overview', '/api/calendar?from=2026-01-14&to=2026-01-14']) {
      const answer = (await api.get(path)).json;
      const due = answer.due ?? answer;
      expect(due.timeZone).toBe('Pacific/Pago_Pago');
      expect(due.today).toBe('2026-01-14');
    }
    const { due } = (await api.get('/api/tasks/overview')).json;
    expect(due.overdue).toEqual([]);
    expect(due.dueThisWeek.map((entry: Entry) => entry.title)).toEqual(['Due on the 14th']);
  });
});
