// Crash safety (issue 16): the built server is killed with SIGKILL again and again while 16
// clients create tasks, and restarted each time. Afterwards every write the server acknowledged
// (a 201) must be stored exactly once with its audit entry; a write whose answer never came may
// be there or not, but never twice and never without its audit entry. Run on the app's own
// embedded PostgreSQL and on an external one (a throwaway PostgreSQL 15 cluster).
//   npm run build && npm run bench:crash            CRASH_KILLS=20 npm run bench:crash -- external

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type SpawnedServer, signUpFromLog, spawnServer } from '../e2e/support/spawn-server';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { freePort } from '../src/server/lib/free-port';

const KILLS = Number(process.env.CRASH_KILLS ?? 200);
const CLIENTS = 16;
const ACCOUNTS_PER_CLIENT = 3;
const PASSWORD = 'Crash#Bench2026';
const externalBinDir = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitReady(baseUrl: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return true;
    await sleep(50);
  }
  return false;
}

type Outcome = {
  acked: Set<string>;
  inDoubt: Set<string>;
  refused: Map<number, number>;
  unreachable: number;
};

async function runMode(mode: 'embedded' | 'external') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pme-crash-${mode}-`));
  fs.chmodSync(dataDir, 0o777);
  const external =
    mode === 'external'
      ? await startEmbeddedPostgres({
          dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pme-crash-pg-')),
          binDir: externalBinDir,
        })
      : undefined;
  const port = await freePort();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(external ? { DATABASE_URL: external.url } : {}),
    SESSION_IDLE_TIMEOUT_SECONDS: '86400',
    THROTTLE_SIGN_UP_PER_ADDRESS: '100000',
    THROTTLE_SEND_CODE_PER_ADDRESS: '100000',
    THROTTLE_TASK_WRITES_PER_MINUTE: '1000000',
  };

  let server: SpawnedServer = spawnServer(port, env);
  if (!(await waitReady(server.baseUrl)))
    throw new Error(`first start failed:\n${server.output()}`);
  const cookies: string[] = [];
  for (let index = 0; index < CLIENTS * ACCOUNTS_PER_CLIENT; index += 1) {
    cookies.push(await signUpFromLog(server, PASSWORD));
    await sleep(2);
  }

  const outcome: Outcome = {
    acked: new Set(),
    inDoubt: new Set(),
    refused: new Map(),
    unreachable: 0,
  };
  let running = true;
  const client = async (clientIndex: number) => {
    let seq = 0;
    while (running) {
      const title = `crash-${mode}-${clientIndex}-${seq}`;
      const cookie = cookies[clientIndex * ACCOUNTS_PER_CLIENT + (seq % ACCOUNTS_PER_CLIENT)];
      seq += 1;
      try {
        const response = await fetch(`${server.baseUrl}/api/tasks`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: server.baseUrl,
            cookie: cookie ?? '',
          },
          body: JSON.stringify({ title }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.status === 201) outcome.acked.add(title);
        else {
          outcome.refused.set(response.status, (outcome.refused.get(response.status) ?? 0) + 1);
          if (response.status >= 500 && response.status !== 503) outcome.inDoubt.add(title);
        }
      } catch (error) {
        // Refused before it was sent (the server is down): certainly not written. Any other
        // missing answer may or may not have been written before the kill.
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code === 'ECONNREFUSED') outcome.unreachable += 1;
        else outcome.inDoubt.add(title);
        await sleep(20);
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));

  const restartMs: number[] = [];
  let failedRestarts = 0;
  for (let kill = 1; kill <= KILLS; kill += 1) {
    await sleep(300 + Math.random() * 900);
    server.child.kill('SIGKILL');
    await server.exited;
    const started = Date.now();
    server = spawnServer(port, env);
    if (await waitReady(server.baseUrl)) restartMs.push(Date.now() - started);
    else {
      failedRestarts += 1;
      console.error(`restart ${kill} failed:\n${server.output().slice(-2_000)}`);
      break;
    }
    if (kill % 20 === 0) console.log(`${mode}: ${kill} kills, ${outcome.acked.size} acknowledged`);
  }
  await sleep(1_000);
  running = false;
  await Promise.all(clients);

  // Read what is stored, straight from the database the server uses.
  const db = new pg.Client({ connectionString: external?.url ?? runningEmbeddedUrl(dataDir) });
  await db.connect();
  const tasks = (
    await db.query<{ id: string; title: string }>(
      `select id::text, title from tasks where title like $1`,
      [`crash-${mode}-%`],
    )
  ).rows;
  const audits = (
    await db.query<{ resource_id: string }>(
      `select resource_id from audit_logs where action = 'create_task' and details->>'title' like $1`,
      [`crash-${mode}-%`],
    )
  ).rows;
  await db.end();

  const stored = new Map<string, number>();
  for (const task of tasks) stored.set(task.title, (stored.get(task.title) ?? 0) + 1);
  const auditCount = new Map<string, number>();
  for (const audit of audits)
    auditCount.set(audit.resource_id, (auditCount.get(audit.resource_id) ?? 0) + 1);
  const lost = [...outcome.acked].filter((title) => !stored.has(title)).length;
  const duplicated = [...stored.values()].filter((count) => count > 1).length;
  const withoutAudit = tasks.filter((task) => auditCount.get(task.id) !== 1).length;
  const auditWithoutTask = audits.filter(
    (audit) => !tasks.some((task) => task.id === audit.resource_id),
  ).length;
  const unexplained = tasks.filter(
    (task) => !outcome.acked.has(task.title) && !outcome.inDoubt.has(task.title),
  ).length;

  await server.stop();
  await external?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  restartMs.sort((a, b) => a - b);
  return {
    mode,
    kills: restartMs.length + failedRestarts,
    failedRestarts,
    acknowledged: outcome.acked.size,
    unreachable: outcome.unreachable,
    inDoubt: outcome.inDoubt.size,
    inDoubtStored: [...outcome.inDoubt].filter((title) => stored.has(title)).length,
    refused: Object.fromEntries(outcome.refused),
    lost,
    duplicated,
    withoutAudit,
    auditWithoutTask,
    unexplained,
    restartMedianMs: restartMs[Math.floor(restartMs.length / 2)] ?? 0,
    restartMaxMs: restartMs.at(-1) ?? 0,
  };
}

async function main() {
  if (!fs.existsSync('dist/server/index.js')) throw new Error('Build first: npm run build');
  const asked = process.argv.slice(2);
  const modes = (asked.length ? asked : ['embedded', 'external']) as ('embedded' | 'external')[];
  const results = [];
  for (const mode of modes) results.push(await runMode(mode));
  console.table(results);
  const failed = results.some(
    (result) =>
      result.failedRestarts > 0 ||
      result.lost > 0 ||
      result.duplicated > 0 ||
      result.withoutAudit > 0 ||
      result.auditWithoutTask > 0 ||
      result.unexplained > 0,
  );
  process.exit(failed ? 1 : 0);
}

void main();
