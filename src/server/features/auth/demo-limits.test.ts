import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LIMITS, NOTES_MAX_LENGTH } from '../../../shared/rules/limits';
import { dashboardOf, taskWithSubtasksIn } from '../../test/dashboard';
import { demoRestriction, startDemo } from '../../test/demo';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// What a demo sandbox may not do (spec section 6) and the caps that keep one visitor from
// filling the database through it (decision record 016).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a demo sandbox', () => {
  it('refuses what spec section 6 forbids the demo, with the spec’s words', async () => {
    const { api } = await startDemo(t.client());
    const board = await dashboardOf(api);
    const legal = taskWithSubtasksIn(board, 'legal');
    const housing = taskWithSubtasksIn(board, 'housing');
    const legalSubtask = legal.subtasks[0]?.id;

    const refused = [
      [await api.request('DELETE', `/api/tasks/${legal.id}`), 'delete tasks'],
      [
        await api.request('DELETE', `/api/tasks/${housing.id}/subtasks/${housing.subtasks[0]?.id}`),
        'delete subtasks',
      ],
      [
        await api.request('PATCH', `/api/tasks/${legal.id}`, {
          notes: 'x'.repeat(NOTES_MAX_LENGTH),
        }),
        'edit notes',
      ],
      [
        await api.post(`/api/tasks/${legal.id}/subtasks`, { title: 'Extra' }),
        'add subtasks outside Housing & Living Arrangements',
      ],
      [
        await api.post(`/api/tasks/${legal.id}/subtasks/${legalSubtask}/toggle`),
        'toggle subtasks outside Housing & Living Arrangements',
      ],
      [await api.post('/api/account/upgrade'), 'upgrade'],
      [
        await api.post('/api/account/delete/code', { password: TEST_PASSWORD }),
        'delete the account',
      ],
    ] as const;
    for (const [response, action] of refused) {
      expect(response.status).toBe(403);
      expect(response.json.error).toMatchObject({
        code: 'demo_restricted',
        message: demoRestriction(action),
      });
    }
    // Housing allows adding and ticking subtasks; completion is allowed everywhere.
    const added = await api.post(`/api/tasks/${housing.id}/subtasks`, {
      title: 'Measure doorways',
    });
    expect(added.status).toBe(200);
    const subtaskId = housing.subtasks[0]?.id;
    expect((await api.post(`/api/tasks/${housing.id}/subtasks/${subtaskId}/toggle`)).status).toBe(
      200,
    );
    expect((await api.post(`/api/tasks/${legal.id}/toggle`)).status).toBe(200);
    const after = await dashboardOf(api);
    expect(after.tasks.find((task) => task.id === legal.id)?.notes).toBe(legal.notes);
  });

  it('caps tasks, subtasks and notes in a sandbox', async () => {
    const { api } = await startDemo(t.client());
    const notes = await api.post('/api/tasks', {
      title: 'Long notes',
      notes: 'n'.repeat(DEMO_LIMITS.notesLength + 1),
    });
    expect(notes.status).toBe(403);
    expect(notes.json.error.code).toBe('demo_limit');
    expect(notes.json.error.message).toBe(
      'Demo notes can be at most 500 characters. Sign up for a full account to unlock all features.',
    );
    for (let i = 22; i < DEMO_LIMITS.tasks; i++) {
      expect((await api.post('/api/tasks', { title: `Task ${i}` })).status).toBe(201);
    }
    const tooMany = await api.post('/api/tasks', { title: 'One too many' });
    expect(tooMany.status).toBe(403);
    expect(tooMany.json.error.message).toBe(
      'The demo holds at most 40 tasks. Sign up for a full account to unlock all features.',
    );
    const housing = taskWithSubtasksIn(await dashboardOf(api), 'housing');
    for (let i = housing.subtasks.length; i < DEMO_LIMITS.subtasksPerTask; i++) {
      expect(
        (await api.post(`/api/tasks/${housing.id}/subtasks`, { title: `Step ${i}` })).status,
      ).toBe(200);
    }
    const extra = await api.post(`/api/tasks/${housing.id}/subtasks`, { title: 'Step 13' });
    expect(extra.status).toBe(403);
    expect(extra.json.error.code).toBe('demo_limit');
    expect((await dashboardOf(api)).tasks).toHaveLength(40);
  });
});
