import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SPAWNED_PORT_BASE } from './support/ports';
import { signUpFromLog, spawnServer, waitForHealth as waitForServer } from './support/spawn-server';

// The built server as an operator runs it: start, stop under load, restart, refuse to share a
// data folder, refuse bad configuration. No browser needed. The port is fixed, so the journeys
// run in one worker, in order.
test.describe.configure({ mode: 'default' });
const PORT = SPAWNED_PORT_BASE;
const BASE = `http://127.0.0.1:${PORT}`;

function startServer(env: Record<string, string>) {
  return spawnServer(PORT, env);
}

const waitForHealth = () => waitForServer(BASE);

/** The queue of connections the kernel keeps for the listening port (`ss` shows it as Send-Q). */
function listenBacklog(port: number): number {
  const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim();
  return Number(line.split(/\s+/)[2]);
}

let dataDir: string;
test.beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-lifecycle-'));
});
test.afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('SIGTERM during a burst: every accepted request completes, the next start finds the data', async () => {
  test.setTimeout(90_000);
  const first = startServer({ DATA_DIR: dataDir });
  await waitForHealth();
  expect(first.output()).toContain(`PlanMyEldercare is running at http://localhost:${PORT}`);
  // A spike of connections waits in the kernel's queue rather than being dropped (bench:load):
  // 4096, or less where the kernel caps it.
  const cap = Number(fs.readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
  expect(listenBacklog(PORT)).toBe(Math.min(4096, cap));

  // Open every connection first, so each request below is accepted before the signal.
  const burst = Array.from({ length: 60 }, (_, index) =>
    fetch(`${BASE}/${index % 2 ? 'api/health' : 'terms-of-service'}`).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    })),
  );
  await Promise.race(burst);
  first.child.kill('SIGTERM');
  const results = await Promise.all(burst);
  for (const result of results) {
    expect(result.status).toBe(200);
    expect(result.body.length).toBeGreaterThan(0);
  }
  // On failure the message carries the server's log, which says what went wrong in the stop.
  expect(await first.exited, first.output()).toBe(0);
  expect(first.output()).toContain('"msg":"stopped"');
  expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  // Its PostgreSQL was stopped after the last request, not left running.
  expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

  const second = startServer({ DATA_DIR: dataDir });
  await waitForHealth();
  const health = await (await fetch(`${BASE}/api/health`)).json();
  expect(health).toMatchObject({ status: 'ok', database: 'up' });
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
});

test('a second server on the same data folder stops at once, naming the folder', async () => {
  test.setTimeout(60_000);
  const first = startServer({ DATA_DIR: dataDir });
  await waitForHealth();
  const second = startServer({ DATA_DIR: dataDir, PORT: String(PORT + 1) });
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`The data folder ${dataDir} is in use by another server`);
  // The first server is unharmed, and keeps an idle connection 65 s, past a proxy's 60 s: with
  // Node's 5 s a client reusing one just as it closed saw ECONNRESET (lib/keep-alive.ts).
  const health = await fetch(`${BASE}/api/health`);
  expect(health.status).toBe(200);
  expect(health.headers.get('keep-alive')).toBe('timeout=65');
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
});

test('a bad configuration value stops the server with one line naming the variable', async () => {
  const started = startServer({ DATA_DIR: dataDir, PORT: 'not-a-port' });
  expect(await started.exited).toBe(1);
  expect(started.output().trim()).toBe(
    'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "not-a-port")',
  );
});

test('SIGKILL during writes: the next start succeeds and every acknowledged write is there', async () => {
  test.setTimeout(120_000);
  const first = startServer({ DATA_DIR: dataDir });
  await waitForHealth();
  const cookie = await signUpFromLog(first, 'Lifecycle#Care2026');
  const createTask = (title: string) =>
    fetch(`${BASE}/api/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title, categoryId: 'legal' }),
    });

  // Writers keep creating tasks; a 201 is an acknowledged write. The kill lands mid-stream.
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async (lane: number) => {
    for (let count = 0; !killed; count++) {
      const title = `Write ${lane}-${count}`;
      const response = await createTask(title).catch(() => undefined);
      if (response?.status === 201) acknowledged.push(title);
    }
  };
  const writers = Array.from({ length: 6 }, (_, lane) => writer(lane));
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(60);
  first.child.kill('SIGKILL');
  killed = true;
  await first.exited;
  await Promise.all(writers);

  const second = startServer({ DATA_DIR: dataDir });
  await waitForHealth();
  expect(second.output()).toContain('a PostgreSQL left running by an earlier server was found');
  const dashboard = (await (await fetch(`${BASE}/api/tasks`, { headers: { cookie } })).json()) as {
    tasks: { title: string }[];
  };
  const stored = new Set(dashboard.tasks.map((task) => task.title));
  expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
});

test('a data folder of the earlier embedded kind is refused with a message that says so', async () => {
  fs.mkdirSync(path.join(dataDir, 'pglite'));
  const started = startServer({ DATA_DIR: dataDir });
  expect(await started.exited).toBe(1);
  expect(started.output()).toContain('holds a database of the earlier embedded kind (PGlite');
});
