import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, Task } from '../../../shared/schemas/tasks';
import { auditLogs } from '../../db/schema';
import { dashboardOf } from '../../test/dashboard';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withSubtasks = (board: Dashboard) =>
  board.tasks.find((task) => task.subtasks.length >= 3) as Task;

async function auditActions(email: string) {
  const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userEmail, email));
  return rows.map((row) => row.action);
}

describe('GET /api/tasks', () => {
  it('gives a new account its own 22 tasks, the 7 categories and the progress, in one answer', async () => {
    const { api } = await t.signedInUser();
    const board = await dashboardOf(api);
    expect(board.categories.map((category) => category.id)).toEqual([
      'housing',
      'healthcare',
      'finances',
      'legal',
      'home_sale',
      'care_support',
      'personal',
    ]);
    expect(board.tasks).toHaveLength(22);
    for (const task of board.tasks) {
      expect(task.subtasks.length).toBeGreaterThanOrEqual(3);
      expect(task.subtasks.length).toBeLessThanOrEqual(5);
    }
    expect(board.progress.overall).toEqual({ total: 22, completed: 0, percentage: 0 });
    expect(board.progress.categories).toHaveLength(7);
  });

  it('sends video URLs to premium accounts only; a basic one learns a video exists', async () => {
    const { api } = await t.signedInUser();
    const basic = await dashboardOf(api);
    const withVideo = basic.tasks.filter((task) => task.hasVideo);
    expect(withVideo.length).toBeGreaterThan(0);
    expect(basic.tasks.every((task) => task.videoUrl === null)).toBe(true);
    expect(JSON.stringify(basic)).not.toContain('.mp4');

    const upgraded = await api.post('/api/account/upgrade');
    expect(upgraded.status).toBe(200);
    expect(upgraded.json.user.subscriptionTier).toBe('premium');
    const premium = await dashboardOf(api);
    for (const task of premium.tasks.filter((entry) => entry.hasVideo)) {
      // A signed, expiring address: the video host checks it (see video-url.ts).
      expect(task.videoUrl).toMatch(/^https:\/\/.+\.mp4\?expires=\d+&signature=[\w-]{43}$/);
    }
  });
});

describe('task changes', () => {
  it('creates a task: title trimmed, housing by default, blank refused', async () => {
    const { api, email } = await t.signedInUser();
    const blank = await api.post('/api/tasks', { title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.error.fields.title).toBe('Title is required');
    const created = await api.post('/api/tasks', { title: '  Call the pharmacy  ' });
    expect(created.status).toBe(201);
    expect(created.json.task).toMatchObject({
      title: 'Call the pharmacy',
      categoryId: 'housing',
      notes: '',
      completed: false,
      subtasks: [],
    });
    expect(created.json.progress.overall.total).toBe(23);
    const legal = await api.post('/api/tasks', {
      title: 'Find a lawyer',
      categoryId: 'legal',
      notes: 'Ask Sam',
    });
    expect(legal.json.task).toMatchObject({ categoryId: 'legal', notes: 'Ask Sam' });
    const bad = await api.post('/api/tasks', { title: 'x', categoryId: 'space' });
    expect(bad.status).toBe(400);
    expect(await auditActions(email)).toContain('create_task');
  });

  it('follows the completion rules and keeps them across reloads', async () => {
    const { api, email } = await t.signedInUser();
    const task = withSubtasks(await dashboardOf(api));
    const [first, second, ...rest] = task.subtasks;

    // Toggling each subtask: the task completes with the last one.
    let change = await api.post(`/api/tasks/${task.id}/subtasks/${first?.id}/toggle`);
    expect(change.json.task.completed).toBe(false);
    for (const subtask of [second, ...rest]) {
      change = await api.post(`/api/tasks/${task.id}/subtasks/${subtask?.id}/toggle`);
    }
    expect(change.json.task.completed).toBe(true);
    expect(change.json.progress.overall.completed).toBe(1);

    // Un-completing the task leaves the subtasks done.
    change = await api.post(`/api/tasks/${task.id}/toggle`);
    expect(change.json.task.completed).toBe(false);
    expect(change.json.task.subtasks.every((s: { completed: boolean }) => s.completed)).toBe(true);

    // Reopen one subtask, then delete it: the rest are done, so the task is complete.
    await api.post(`/api/tasks/${task.id}/toggle`);
    await api.post(`/api/tasks/${task.id}/subtasks/${first?.id}/toggle`);
    change = await api.request('DELETE', `/api/tasks/${task.id}/subtasks/${first?.id}`);
    expect(change.status).toBe(200);
    expect(change.json.task.completed).toBe(true);
    expect(change.json.task.subtasks).toHaveLength(task.subtasks.length - 1);

    // Adding a subtask reopens it; a blank title is ignored.
    change = await api.post(`/api/tasks/${task.id}/subtasks`, { title: '  Confirm by phone ' });
    expect(change.json.task.subtasks.at(-1)).toMatchObject({
      title: 'Confirm by phone',
      completed: false,
    });
    expect(change.json.task.completed).toBe(false);
    const ignored = await api.post(`/api/tasks/${task.id}/subtasks`, { title: '   ' });
    expect(ignored.json.task.subtasks).toHaveLength(change.json.task.subtasks.length);

    // Completing the task completes everything, and it is all kept.
    await api.post(`/api/tasks/${task.id}/toggle`);
    const reloaded = (await dashboardOf(api)).tasks.find((entry) => entry.id === task.id) as Task;
    expect(reloaded.completed).toBe(true);
    expect(reloaded.subtasks.every((subtask) => subtask.completed)).toBe(true);
    expect(await auditActions(email)).toEqual(
      expect.arrayContaining([
        'toggle_subtask_completion',
        'toggle_task_completion',
        'delete_subtask',
      ]),
    );
  });

  it('edits title, description and notes, and deletes a task', async () => {
    const { api, email } = await t.signedInUser();
    const task = (await dashboardOf(api)).tasks[0] as Task;
    const notes = await api.request('PATCH', `/api/tasks/${task.id}`, {
      notes: 'Mum prefers mornings',
    });
    expect(notes.json.task.notes).toBe('Mum prefers mornings');
    const renamed = await api.request('PATCH', `/api/tasks/${task.id}`, {
      title: 'Tour two assisted living places',
      description: 'Shortlist first',
    });
    expect(renamed.json.task).toMatchObject({
      title: 'Tour two assisted living places',
      description: 'Shortlist first',
      notes: 'Mum prefers mornings',
    });
    expect((await api.request('PATCH', `/api/tasks/${task.id}`, { title: ' ' })).status).toBe(400);
    expect((await api.request('PATCH', `/api/tasks/${task.id}`, {})).status).toBe(400);

    const removed = await api.request('DELETE', `/api/tasks/${task.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json.progress.overall.total).toBe(21);
    expect((await dashboardOf(api)).tasks.some((entry) => entry.id === task.id)).toBe(false);
    expect(await auditActions(email)).toEqual(
      expect.arrayContaining(['update_task_notes', 'update_task', 'delete_task']),
    );
  });
});

describe('ownership', () => {
  it("answers 404 for another user's task and subtask ids, and changes nothing", async () => {
    const owner = await t.signedInUser();
    const intruder = await t.signedInUser();
    const task = withSubtasks(await dashboardOf(owner.api));
    const subtaskId = task.subtasks[0]?.id;
    const attempts = [
      intruder.api.request('PATCH', `/api/tasks/${task.id}`, { notes: 'mine now' }),
      intruder.api.request('DELETE', `/api/tasks/${task.id}`),
      intruder.api.post(`/api/tasks/${task.id}/toggle`),
      intruder.api.post(`/api/tasks/${task.id}/subtasks`, { title: 'x' }),
      intruder.api.post(`/api/tasks/${task.id}/subtasks/${subtaskId}/toggle`),
      intruder.api.request('DELETE', `/api/tasks/${task.id}/subtasks/${subtaskId}`),
      owner.api.post(`/api/tasks/${randomUUID()}/toggle`),
      owner.api.post('/api/tasks/not-a-uuid/toggle'),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const after = (await dashboardOf(owner.api)).tasks.find((entry) => entry.id === task.id);
    expect(after).toEqual(task);
  });
});

describe('the demo account', () => {
  const message = (action: string) =>
    `Demo accounts cannot ${action}. Sign up for a full account to unlock all features.`;

  it('may toggle completion, but the server refuses deletions, note edits and upgrades', async () => {
    const api = t.client();
    await api.post('/api/auth/demo-sign-in');
    const task = withSubtasks(await dashboardOf(api));
    const subtaskId = task.subtasks[0]?.id;

    const deleteTask = await api.request('DELETE', `/api/tasks/${task.id}`);
    expect(deleteTask.status).toBe(403);
    expect(deleteTask.json.error).toMatchObject({
      code: 'demo_restricted',
      message: message('delete tasks'),
    });
    const deleteSub = await api.request('DELETE', `/api/tasks/${task.id}/subtasks/${subtaskId}`);
    expect(deleteSub.json.error.message).toBe(message('delete subtasks'));
    const notes = await api.request('PATCH', `/api/tasks/${task.id}`, { notes: 'hello' });
    expect(notes.json.error.message).toBe(message('edit notes'));
    expect((await api.post('/api/account/upgrade')).status).toBe(403);

    expect((await api.post(`/api/tasks/${task.id}/toggle`)).status).toBe(200);
    expect((await api.post(`/api/tasks/${task.id}/subtasks/${subtaskId}/toggle`)).status).toBe(200);
    const after = (await dashboardOf(api)).tasks.find((entry) => entry.id === task.id) as Task;
    expect(after.notes).toBe(task.notes);
    expect(after.subtasks).toHaveLength(task.subtasks.length);
  });
});

describe('views', () => {
  it('records view_category, view_task and view_profile', async () => {
    const { api, email } = await t.signedInUser();
    await api.post('/api/audit/views', { action: 'view_category', resourceId: 'legal' });
    await api.post('/api/audit/views', { action: 'view_task', resourceId: randomUUID() });
    await api.post('/api/audit/views', { action: 'view_profile' });
    expect((await api.post('/api/audit/views', { action: 'drop_tables' })).status).toBe(400);
    expect(await auditActions(email)).toEqual(
      expect.arrayContaining(['view_category', 'view_task', 'view_profile']),
    );
  });
});
