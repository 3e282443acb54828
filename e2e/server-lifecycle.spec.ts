import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SPAWNED_PORT_BASE } from './support/ports';
import { spawnServer, waitForHealth as waitForServer } from './support/spawn-server';

// The built server as an operator runs it: start, stop under load, restart, refuse to share a
// data folder, refuse bad configuration. No browser needed.
const PORT = SPAWNED_PORT_BASE;
const BASE = `http://127.0.0.1:${PORT}`;

function startServer(env: Record<string, string>) {
  return spawnServer(PORT, env);
}

const waitForHealth = () => waitForServer(BASE);

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
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('"msg":"stopped"');
  expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

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
  // The first server is unharmed.
  expect((await fetch(`${BASE}/api/health`)).status).toBe(200);
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
