import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// A route's input as its steps check it (lib/validate.ts, decision record 081), through the real
// app: path ids, queries and JSON bodies each get the answer they always had.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a route's input", () => {
  it('answers 400 with the first message and one per field, and changes nothing', async () => {
    const { api } = await t.signedInUser();
    const before = (await api.get('/api/tasks')).json.tasks.length;
    const answer = await api.post('/api/tasks', { title: '', categoryId: 'nowhere' });
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('bad_request');
    expect(typeof answer.json.error.message).toBe('string');
    expect(Object.keys(answer.json.error.fields).sort()).toEqual(['categoryId', 'title']);
    expect((await api.get('/api/tasks')).json.tasks.length).toBe(before);
  });

  it('refuses a body that is not JSON with 415, and one that does not parse with 400 in JSON', async () => {
    const { api } = await t.signedInUser();
    const body = JSON.stringify({ title: 'Call the pharmacy', categoryId: 'healthcare' });
    const plain = await api.request('POST', '/api/tasks', undefined, {
      'content-type': 'text/plain',
    });
    expect(plain.status).toBe(415);
    expect(plain.json.error.code).toBe('unsupported_media_type');
    const cut = await t.app.request('/api/tasks', {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'content-type': 'application/json',
        cookie: [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body.slice(0, 12),
    });
    expect(cut.status).toBe(400);
    expect((await cut.json()).error).toEqual({
      code: 'bad_request',
      message: 'The request body is not valid JSON',
      fields: {},
    });
  });

  it('takes an empty query parameter as not given, and refuses a bad one with 400', async () => {
    const { api } = await t.signedInUser();
    expect((await api.get('/api/tasks?category=')).status).toBe(200);
    const bad = await api.get('/api/tasks?category=nowhere');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('category');
  });

  it('answers 404 to a path id that is not a UUID, with the route’s own words', async () => {
    const { api } = await t.signedInUser();
    const task = await api.request('PATCH', '/api/tasks/not-a-uuid', { title: 'x' });
    expect(task.status).toBe(404);
    const topic = await api.get('/api/community/topics/42');
    expect(topic.status).toBe(404);
    expect(topic.json.error.message).toBe('Discussion not found');
  });
});
