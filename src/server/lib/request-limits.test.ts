import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTES_MAX_LENGTH } from '../../shared/rules/limits';
import type { Dashboard } from '../../shared/schemas/tasks';
import { createTestApp, type TestApp } from '../test/test-app';

// Findings 3 (no body limit) and 8 (a NUL byte answered 500) of docs/security.md.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tooLarge = {
  code: 'payload_too_large',
  message: 'That is more than we can take in one go. Please shorten it and try again.',
};

describe('request bodies', () => {
  it('refuses a body over the limit with 413 on an anonymous route, before reading it', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(5_000_000) });
    const response = await t.app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: huge,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual(tooLarge);
  });

  it('refuses a streamed body without a length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await t.app.request(
      new Request('http://localhost/api/auth/sign-up', {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(64);
  });

  it('follows BODY_LIMIT_KB, and still takes a note of the full 20,000 characters', async () => {
    const { api } = await t.signedInUser();
    const board: Dashboard = (await api.get('/api/tasks')).json;
    const task = board.tasks[0];
    // Three UTF-8 bytes a character: about 60 KB, under the default 64 KB.
    const saved = await api.request('PATCH', `/api/tasks/${task?.id}`, {
      notes: '€'.repeat(NOTES_MAX_LENGTH),
    });
    expect(saved.status).toBe(200);

    const small = await createTestApp({ env: { BODY_LIMIT_KB: '1' } });
    const refused = await small.client().post('/api/auth/sign-in', {
      email: 'a@example.com',
      password: 'p'.repeat(2000),
    });
    expect(refused.status).toBe(413);
    await small.close();
  });
});

describe('control characters', () => {
  const message = 'Please remove special control characters from this text';

  it('are refused with 400 in every task text field, and nothing changes', async () => {
    const { api } = await t.signedInUser();
    const before: Dashboard = (await api.get('/api/tasks')).json;
    const task = before.tasks[0];
    const attempts = [
      await api.post('/api/tasks', { title: 'Mum\u0000' }),
      await api.post('/api/tasks', { title: 'Ok', description: 'a\u0000b' }),
      await api.post('/api/tasks', { title: 'Ok', notes: 'bell\u0007' }),
      await api.request('PATCH', `/api/tasks/${task?.id}`, { title: 'esc\u001b[31m' }),
      await api.request('PATCH', `/api/tasks/${task?.id}`, { notes: 'nul\u0000' }),
      await api.post(`/api/tasks/${task?.id}/subtasks`, { title: 'sub\u0000' }),
      await api.post('/api/audit/views', { action: 'view_task', resourceId: 'id\u0000' }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(response.json.error.message).toBe(message);
    }
    const after: Dashboard = (await api.get('/api/tasks')).json;
    expect(after).toEqual(before);
  });

  it('keep line breaks and tabs in notes and descriptions, not in titles', async () => {
    const { api } = await t.signedInUser();
    const created = await api.post('/api/tasks', {
      title: 'Pharmacy',
      description: 'Line one\r\nLine two',
      notes: 'Dose:\t2 a day\nwith food',
    });
    expect(created.status).toBe(201);
    expect(created.json.task.notes).toBe('Dose:\t2 a day\nwith food');
    const titled = await api.post('/api/tasks', { title: 'Two\nlines' });
    expect(titled.status).toBe(400);
  });

  it('are refused in passwords at sign-up and sign-in', async () => {
    const signUp = await t.client().post('/api/auth/sign-up', {
      email: 'control@example.com',
      password: 'Caregiver#2026\u0000',
      confirmPassword: 'Caregiver#2026\u0000',
      acceptTerms: true,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.json.error.fields.password).toBe(message);
    const signIn = await t
      .client()
      .post('/api/auth/sign-in', { email: 'control@example.com', password: 'x\u0000' });
    expect(signIn.status).toBe(400);
  });
});
