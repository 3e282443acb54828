import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../shared/schemas/tasks';
import type { ApiClient } from '../test/api-client';
import { ownPlanId } from '../test/care-circle';
import { createTestApp, type TestApp } from '../test/test-app';

// Findings 16 (a lone UTF-16 surrogate answered 500) and 17 (names and titles that spoof with
// text-direction and invisible characters) of docs/security.md.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const controlMessage = 'Please remove special control characters from this text';
const hiddenMessage = 'Please remove invisible or text-direction characters from this text';

/** What a member can see of their own things: the plans and the dashboard. */
async function everything(api: ApiClient) {
  return { plans: (await api.get('/api/plans')).json, board: (await api.get('/api/tasks')).json };
}

describe('a lone UTF-16 surrogate half', () => {
  it('is refused with 400 in every text field, and nothing changes', async () => {
    const { api } = await t.signedInUser();
    const before = await everything(api);
    const planId = await ownPlanId(api);
    const task = (before.board as Dashboard).tasks[0];
    const attempts = {
      planName: await api.request('PATCH', `/api/plans/${planId}`, { name: 'Mum \ud800' }),
      subtask: await api.post(`/api/tasks/${task?.id}/subtasks`, { title: 'Pills \udfff' }),
      taskTitle: await api.post('/api/tasks', { title: '\ud83d alone' }),
      notes: await api.request('PATCH', `/api/tasks/${task?.id}`, { notes: 'Dose\n\udc00' }),
      description: await api.post('/api/tasks', { title: 'Ok', description: 'x\ud800y' }),
      topic: await api.post('/api/community/topics', { title: 'Hello', content: 'Hi \ud800' }),
      lead: await t.client().post('/api/leads', { firstName: 'Ann\udfff', email: 'a@example.com' }),
      view: await api.post('/api/audit/views', { action: 'view_task', resourceId: 'a\ud800' }),
    };
    for (const [field, response] of Object.entries(attempts)) {
      expect(response.status, field).toBe(400);
      expect(response.text, field).toContain(controlMessage);
    }
    expect(await everything(api)).toEqual(before);
  });

  it('in a password is refused at sign-up with the same message, and a pair (an emoji) is kept', async () => {
    const refused = await t.client().post('/api/auth/sign-up', {
      email: 'surrogate@example.com',
      password: 'Caregiver#2026\ud800',
      confirmPassword: 'Caregiver#2026\ud800',
      acceptTerms: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.password).toBe(controlMessage);

    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const renamed = await api.request('PATCH', `/api/plans/${planId}`, { name: 'Mum 👵' });
    expect(renamed.status).toBe(200);
  });
});

describe('names and titles others read', () => {
  const spoofs = ['Invoice\u202Egpj.exe', 'Pay\u200Bpal', 'Mu\uFEFFm', 'Mum\u2066x\u2069'];

  it('refuse text-direction controls, zero-width characters and byte-order marks, and nothing changes', async () => {
    const { api } = await t.signedInUser();
    const before = await everything(api);
    const planId = await ownPlanId(api);
    const task = (before.board as Dashboard).tasks[0];
    for (const text of spoofs) {
      const attempts = {
        planName: await api.request('PATCH', `/api/plans/${planId}`, { name: text }),
        taskTitle: await api.post('/api/tasks', { title: text }),
        renamedTask: await api.request('PATCH', `/api/tasks/${task?.id}`, { title: text }),
        subtask: await api.post(`/api/tasks/${task?.id}/subtasks`, { title: text }),
        topic: await api.post('/api/community/topics', { title: text, content: 'Hello' }),
        lead: await t.client().post('/api/leads', { firstName: text, email: 'b@example.com' }),
      };
      for (const [field, response] of Object.entries(attempts)) {
        expect(response.status, `${field} ${JSON.stringify(text)}`).toBe(400);
        expect(response.text, field).toContain(hiddenMessage);
      }
    }
    expect(await everything(api)).toEqual(before);
  });

  it('keep real writing: right-to-left scripts, accents, emoji sequences, Persian', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    for (const name of ['Care plan for Mom 👨\u200D👩\u200D👧', 'רפואה', 'Zoë', 'می\u200Cخواهم']) {
      const renamed = await api.request('PATCH', `/api/plans/${planId}`, { name });
      expect(renamed.status, name).toBe(200);
    }
    const task = await api.post('/api/tasks', { title: 'Call Dr. Ångström ❤\uFE0F' });
    expect(task.status).toBe(201);
  });

  it('notes and posts, which are not names, keep their marks (bidirectional text needs them)', async () => {
    const { api } = await t.signedInUser();
    const task = await api.post('/api/tasks', { title: 'Arabic notes', notes: 'مرحبا\u200F 12' });
    expect(task.status).toBe(201);
  });
});
