import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// What an operator's probes and Prometheus see (decision record 043). The database outage is in
// database-outage.test.ts.

const TOKEN = 'operator-token-0123456789-0123456789-abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, THROTTLE_TASK_WRITES_PER_MINUTE: '3' } });
});
afterAll(() => t.close());

const scrape = (token = TOKEN) =>
  t.client({ Authorization: `Bearer ${token}` }).get('/api/metrics');

describe('liveness and readiness', () => {
  it('answers each separately, without a session, and never cached', async () => {
    const live = await t.client().get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.json).toEqual({ status: 'ok' });
    const ready = await t.client().get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({
      status: 'ready',
      database: 'up',
      databaseKind: 'external',
      // No backup yet, and the installation is younger than a day (backup-status.test.ts).
      backup: { status: 'none', lastGoodAt: null },
    });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/metrics', () => {
  it('is refused without the operator token, a wrong one, or a session (even an admin)', async () => {
    const none = await t.client().get('/api/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(none.text).not.toContain('http_requests_total');
    expect((await scrape(`${TOKEN}x`)).status).toBe(401);
    expect((await scrape(TOKEN.slice(1))).status).toBe(401);
    const { api } = await t.signedInAdmin();
    expect((await api.get('/api/metrics')).status).toBe(401);
  });

  it('is not there at all when no token is configured', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.client({ Authorization: `Bearer ${TOKEN}` }).get('/api/metrics');
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts requests by route pattern, times them, and shows errors, throttling and the pool', async () => {
    const { api, email } = await t.signedInUser();
    await api.get('/api/tasks');
    for (let index = 0; index < 4; index += 1) {
      await api.post('/api/tasks', { title: `Private task of ${email}` });
    }
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.text;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/tasks",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /http_requests_total\{method="POST",route="\/api\/tasks",status="201"\} 3/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/tasks"\} \d+/,
    );
    // Refused by the writes limit, a middleware: labelled with the middleware's pattern.
    expect(text).toMatch(/http_throttled_requests_total\{route="\/api\/tasks\/\*"\} 1/);
    expect(text).toContain('# TYPE http_errors_total counter');
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    // Patterns, never paths or people: no ids, no addresses, nothing typed.
    expect(text).not.toContain(email);
    expect(text).not.toContain('Private task');
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/);
  });
});

describe('load shedding', () => {
  it('answers 503 busy at once past API_MAX_IN_FLIGHT, never sheds the probes, and recovers', async () => {
    const small = await createTestApp({ env: { API_MAX_IN_FLIGHT: '2' } });
    try {
      const { api } = await small.signedInUser();
      const answers = await Promise.all([
        ...Array.from({ length: 12 }, () => api.get('/api/tasks')),
        small.client().get('/api/health/ready'),
      ]);
      const statuses = answers.slice(0, 12).map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(statuses.filter((status) => status === 503)).toHaveLength(10);
      const busy = answers.find((answer) => answer.status === 503);
      expect(busy?.json.error).toEqual({
        code: 'busy',
        message: 'PlanMyEldercare is very busy right now. Please try again in a moment.',
        retryAfterSeconds: 1,
      });
      expect(busy?.headers.get('retry-after')).toBe('1');
      expect(answers.at(-1)?.status).toBe(200);
      // The places are given back: one at a time, every request is answered.
      for (let index = 0; index < 4; index += 1) {
        expect((await api.get('/api/tasks')).status).toBe(200);
      }
    } finally {
      await small.close();
    }
  });
});
