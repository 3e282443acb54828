import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { addMember } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// Completing a repeating task (issue 18, decision record 047): the occurrence goes into the
// history and the task moves on. The test clock stands at 2026-01-15 09:00 UTC.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

async function scheduledTask(api: ApiClient, schedule: Record<string, unknown>, steps = 0) {
  const made = await api.post('/api/tasks', { title: 'Pill organiser', categoryId: 'healthcare' });
  const taskId = made.json.task.id as string;
  for (let step = 0; step < steps; step++) {
    await api.post(`/api/tasks/${taskId}/subtasks`, { title: `Step ${step + 1}` });
  }
  const answer = await api.request('PUT', `/api/tasks/${taskId}/schedule`, schedule);
  expect(answer.status).toBe(200);
  return taskId;
}

const toggle = (api: ApiClient, taskId: string) => api.post(`/api/tasks/${taskId}/toggle`);

async function remindAt(taskId: string) {
  const [row] = await t.database.db
    .select({ remindAt: tasks.remindAt })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row?.remindAt?.toISOString() ?? null;
}

describe('completing a repeating task', () => {
  it('records the occurrence, moves to the next, unticks the steps and stays open', async () => {
    const { api } = await t.signedInUser();
    const taskId = await scheduledTask(
      api,
      {
        dueDate: '2026-01-31',
        repeat: { frequency: 'monthly' },
        reminder: '1_day',
        timeZone: 'Europe/London',
      },
      2,
    );
    await api.post(
      `/api/tasks/${taskId}/subtasks/${(await api.get('/api/tasks')).json.tasks.find((task: { id: string }) => task.id === taskId).subtasks[0].id}/toggle`,
    );
    const done = await toggle(api, taskId);
    expect(done.status).toBe(200);
    const task = done.json.task;
    expect(task.completed).toBe(false);
    expect(task.completedAt).toBeNull();
    // From the 31st, a monthly repeat falls on February's last day.
    expect(task.schedule.dueDate).toBe('2026-02-28');
    expect(task.subtasks.every((step: { completed: boolean }) => !step.completed)).toBe(true);
    expect(task.lastCompletion).toMatchObject({
      occurrenceDate: '2026-01-31',
      completedAt: '2026-01-15T09:00:00.000Z',
    });
    expect(task.lastCompletion.completedById).toEqual(expect.any(String));
    expect(await remindAt(taskId)).toBe('2026-02-27T08:00:00.000Z');

    const again = await toggle(api, taskId);
    expect(again.json.task.schedule.dueDate).toBe('2026-03-31');
    expect(again.json.task.lastCompletion.occurrenceDate).toBe('2026-02-28');
    // 8:00 BST on 30 March, the day after London's change.
    expect(await remindAt(taskId)).toBe('2026-03-30T07:00:00.000Z');

    const history = await api.get(`/api/tasks/${taskId}/completions`);
    expect(history.status).toBe(200);
    expect(
      history.json.completions.map((row: { occurrenceDate: string }) => row.occurrenceDate),
    ).toEqual(['2026-02-28', '2026-01-31']);
    const board = await api.get('/api/tasks');
    const listed = board.json.tasks.find((entry: { id: string }) => entry.id === taskId);
    expect(listed.lastCompletion.occurrenceDate).toBe('2026-02-28');
    expect(board.json.progress.overall.completed).toBe(0);
  });

  it('skips occurrences that passed while it was overdue: the next is not before today', async () => {
    const { api } = await t.signedInUser();
    const taskId = await scheduledTask(api, {
      dueDate: '2026-01-05',
      repeat: { frequency: 'daily' },
    });
    const done = await toggle(api, taskId);
    expect(done.json.task.schedule.dueDate).toBe('2026-01-15');
    expect(done.json.task.lastCompletion.occurrenceDate).toBe('2026-01-05');
    const weekly = await scheduledTask(api, {
      dueDate: '2026-01-04',
      repeat: { frequency: 'weekly', weekdays: ['SU', 'WE'] },
    });
    // Sunday 4th done on Thursday 15th: Wednesday 7th and 14th have passed; next Sunday 18th.
    expect((await toggle(api, weekly)).json.task.schedule.dueDate).toBe('2026-01-18');
  });

  it('ticking the last step completes the occurrence too', async () => {
    const { api } = await t.signedInUser();
    const taskId = await scheduledTask(
      api,
      { dueDate: '2026-01-20', repeat: { frequency: 'weekly', interval: 2, weekdays: ['TU'] } },
      1,
    );
    const board = await api.get('/api/tasks');
    const step = board.json.tasks.find((task: { id: string }) => task.id === taskId).subtasks[0];
    const done = await api.post(`/api/tasks/${taskId}/subtasks/${step.id}/toggle`);
    expect(done.json.task.completed).toBe(false);
    expect(done.json.task.schedule.dueDate).toBe('2026-02-03');
    expect(done.json.task.subtasks[0].completed).toBe(false);
    expect(done.json.task.lastCompletion.occurrenceDate).toBe('2026-01-20');
  });

  it('a one-off task is done and owes no reminder; opened again, its reminder is back', async () => {
    const { api } = await t.signedInUser();
    const taskId = await scheduledTask(api, { dueDate: '2026-02-10', reminder: 'on_day' });
    expect(await remindAt(taskId)).toBe('2026-02-10T08:00:00.000Z');
    const done = await toggle(api, taskId);
    expect(done.json.task.completed).toBe(true);
    expect(done.json.task.schedule.dueDate).toBe('2026-02-10');
    expect(done.json.task.lastCompletion).toBeNull();
    expect(await remindAt(taskId)).toBeNull();
    const reopened = await toggle(api, taskId);
    expect(reopened.json.task.completed).toBe(false);
    expect(await remindAt(taskId)).toBe('2026-02-10T08:00:00.000Z');
    const history = await api.get(`/api/tasks/${taskId}/completions`);
    expect(history.json.completions).toEqual([]);
  });
});

describe('steps added or deleted', () => {
  it('deleting the last open step of a repeating task completes its occurrence', async () => {
    const { api } = await t.signedInUser();
    const taskId = await scheduledTask(
      api,
      { dueDate: '2026-01-16', repeat: { frequency: 'daily' } },
      2,
    );
    const board = await api.get('/api/tasks');
    const [first, second] = board.json.tasks.find(
      (task: { id: string }) => task.id === taskId,
    ).subtasks;
    await api.post(`/api/tasks/${taskId}/subtasks/${first.id}/toggle`);
    const deleted = await api.request('DELETE', `/api/tasks/${taskId}/subtasks/${second.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.task).toMatchObject({
      completed: false,
      schedule: { dueDate: '2026-01-17' },
    });
    expect(deleted.json.task.subtasks).toEqual([expect.objectContaining({ completed: false })]);
    expect(deleted.json.task.lastCompletion.occurrenceDate).toBe('2026-01-16');
  });

  it('a step added to a done one-off task opens it, and its reminder is owed again', async () => {
    const { api } = await t.signedInUser();
    const taskId = await scheduledTask(api, { dueDate: '2026-02-10', reminder: '1_day' });
    await toggle(api, taskId);
    expect(await remindAt(taskId)).toBeNull();
    const added = await api.post(`/api/tasks/${taskId}/subtasks`, { title: 'One more thing' });
    expect(added.json.task.completed).toBe(false);
    expect(await remindAt(taskId)).toBe('2026-02-09T08:00:00.000Z');
  });
});

describe('GET /api/tasks/:taskId/completions', () => {
  it('any member reads it; another plan’s task is not found', async () => {
    const owner = await t.signedInUser();
    const viewer = await t.signedInUser();
    const stranger = await t.signedInUser();
    const planId = await addMember(t, owner, viewer, 'viewer');
    const taskId = await scheduledTask(owner.api, {
      dueDate: '2026-01-15',
      repeat: { frequency: 'daily' },
    });
    await toggle(owner.api, taskId);
    const read = await viewer.api.get(`/api/tasks/${taskId}/completions?plan=${planId}`);
    expect(read.status).toBe(200);
    expect(read.json.completions).toHaveLength(1);
    expect(read.json.completions[0].occurrenceDate).toBe('2026-01-15');
    const refused = await viewer.api.post(`/api/tasks/${taskId}/toggle?plan=${planId}`);
    expect(refused.status).toBe(403);
    expect((await stranger.api.get(`/api/tasks/${taskId}/completions?plan=${planId}`)).status).toBe(
      404,
    );
    expect((await stranger.api.get(`/api/tasks/${taskId}/completions`)).status).toBe(404);
  });
});
