// Load (issue 16): the built server on PostgreSQL, under a steady 100 requests a second of mixed
// signed-in traffic (80% reads) for 10 minutes, then a spike of five times that, then the steady
// rate again. Requests are sent on a clock (open loop), not when the last one returns, so a slow
// server shows as latency instead of hiding it. The server's memory is read from its own
// /api/metrics. See bench/README.md.
//   npm run build && npm run bench:load          LOAD_SECONDS=60 npm run bench:load

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type SpawnedServer, signUpFromLog, spawnServer } from '../e2e/support/spawn-server';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { freePort } from '../src/server/lib/free-port';
import { failed, percentile, recoveredAfter, type Sample, windows } from './load-recovery';

const RATE = Number(process.env.LOAD_RATE ?? 100);
const STEADY_SECONDS = Number(process.env.LOAD_SECONDS ?? 600);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 30);
const SPIKE_SECONDS = Number(process.env.LOAD_SPIKE_SECONDS ?? 60);
const AFTER_SECONDS = Number(process.env.LOAD_AFTER_SECONDS ?? 60);
const ACCOUNTS = 50;
const PASSWORD = 'Load#Bench2026';
const TOKEN = 'load-bench-operator-token-0123456789abcdef';
const externalBinDir = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Account = { cookie: string; taskIds: string[] };

/** One request of the mix: 80% reads, 20% writes, for a random account. */
function pick(
  accounts: Account[],
  seq: number,
): { method: string; path: string; body?: unknown; account: Account } {
  const account = accounts[seq % accounts.length] as Account;
  const taskId = account.taskIds[Math.floor(Math.random() * account.taskIds.length)];
  const roll = Math.random() * 100;
  if (roll < 50) return { method: 'GET', path: '/api/tasks', account };
  if (roll < 60) return { method: 'GET', path: '/api/auth/session', account };
  if (roll < 70) return { method: 'GET', path: '/api/community/topics', account };
  if (roll < 80) return { method: 'GET', path: '/api/audit/logs', account };
  if (roll < 85)
    return { method: 'POST', path: '/api/tasks', body: { title: `Load ${seq}` }, account };
  if (roll < 90) return { method: 'POST', path: `/api/tasks/${taskId}/toggle`, account };
  if (roll < 95) {
    return {
      method: 'PATCH',
      path: `/api/tasks/${taskId}`,
      body: { notes: `Called at ${seq}` },
      account,
    };
  }
  return {
    method: 'POST',
    path: `/api/tasks/${taskId}/subtasks`,
    body: { title: `Step ${seq}` },
    account,
  };
}

/** The server's memory from its metrics; NaN (a missed sample) when it does not answer. */
async function residentMegabytes(baseUrl: string): Promise<number> {
  const text = await fetch(`${baseUrl}/api/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
    signal: AbortSignal.timeout(5_000),
  })
    .then((response) => response.text())
    .catch(() => '');
  if (!text) return Number.NaN;
  const bytes = Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? 0);
  return Math.round(bytes / 1024 / 1024);
}

async function main() {
  if (!fs.existsSync('dist/server/index.js')) throw new Error('Build first: npm run build');
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-load-pg-'));
  fs.chmodSync(pgDir, 0o777);
  const postgres = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: pgDir, binDir: externalBinDir });
  const server: SpawnedServer = spawnServer(await freePort(), {
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? (postgres?.url as string),
    METRICS_TOKEN: TOKEN,
    SESSION_IDLE_TIMEOUT_SECONDS: '86400',
    THROTTLE_SIGN_UP_PER_ADDRESS: '100000',
    THROTTLE_SEND_CODE_PER_ADDRESS: '100000',
  });
  for (let tries = 0; tries < 300; tries += 1) {
    if (
      await fetch(`${server.baseUrl}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await sleep(100);
  }

  const accounts: Account[] = [];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    const cookie = await signUpFromLog(server, PASSWORD);
    const board = (await fetch(`${server.baseUrl}/api/tasks`, { headers: { cookie } }).then((r) =>
      r.json(),
    )) as { tasks: { id: string }[] };
    accounts.push({ cookie, taskIds: board.tasks.map((task) => task.id) });
    await sleep(2);
  }

  const samples: Sample[] = [];
  const memory: { phase: string; second: number; mb: number }[] = [];
  const started = Date.now();
  // The generator's own event-loop delay, each second: a late answer the generator itself was
  // too busy to read is not the server's lateness.
  const generatorLag = new Map<number, number>();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const lagTimer = setInterval(() => {
    const second = Math.floor((Date.now() - started) / 1000) - 1;
    generatorLag.set(second, Math.round(loopDelay.max / 1e6));
    loopDelay.reset();
  }, 1000);
  let seq = 0;
  let inFlight = 0;

  const send = async (phase: string) => {
    const request = pick(accounts, seq++);
    const second = Math.floor((Date.now() - started) / 1000);
    const t0 = performance.now();
    inFlight += 1;
    let status = 0;
    try {
      const response = await fetch(`${server.baseUrl}${request.path}`, {
        method: request.method,
        headers: {
          cookie: request.account.cookie,
          origin: server.baseUrl,
          ...(request.body ? { 'content-type': 'application/json' } : {}),
        },
        body: request.body ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    } finally {
      inFlight -= 1;
    }
    samples.push({ phase, second, status, ms: performance.now() - t0 });
  };

  /**
   * Sends `rate` requests a second for `seconds`, in 10 ms ticks; resolves when the last is sent,
   * with a promise of every answer (the next phase starts on time, not when the server catches up).
   */
  const phase = async (name: string, rate: number, seconds: number) => {
    console.error(`${new Date().toISOString()} ${name}: ${rate}/s for ${seconds} s`);
    const pending: Promise<void>[] = [];
    const phaseStart = performance.now();
    for (let tick = 0; tick < seconds * 100; tick += 1) {
      const due = Math.floor(((tick + 1) * rate) / 100) - Math.floor((tick * rate) / 100);
      for (let index = 0; index < due; index += 1) pending.push(send(name));
      if (tick % 1000 === 0) {
        // Read beside the load, not in its way: the schedule never waits for a sample.
        const second = Math.floor((Date.now() - started) / 1000);
        pending.push(
          residentMegabytes(server.baseUrl).then((mb) => {
            memory.push({ phase: name, second, mb });
          }),
        );
      }
      const wait = phaseStart + (tick + 1) * 10 - performance.now();
      if (wait > 0) await sleep(wait);
    }
    console.error(`${new Date().toISOString()} ${name}: sent, ${inFlight} in flight`);
    // Wrapped: an async function returning the promise itself would wait for it.
    return {
      answered: Promise.all(pending).then(() => {
        console.error(`${new Date().toISOString()} ${name}: every answer in`);
      }),
    };
  };

  await (await phase('warm-up', RATE, WARMUP_SECONDS)).answered;
  await (await phase('steady', RATE, STEADY_SECONDS)).answered;
  memory.push({
    phase: 'steady end',
    second: Math.floor((Date.now() - started) / 1000),
    mb: await residentMegabytes(server.baseUrl),
  });
  const spikeStart = Math.floor((Date.now() - started) / 1000);
  const spikeAnswered = (await phase('spike', RATE * 5, SPIKE_SECONDS)).answered;
  // The steady rate resumes the moment the spike ends, while its queue drains: recovery is
  // counted from there.
  const afterStart = Math.floor((Date.now() - started) / 1000);
  await Promise.all([spikeAnswered, (await phase('after', RATE, AFTER_SECONDS)).answered]);

  const report = (name: string) => {
    const of = samples.filter((sample) => sample.phase === name);
    const statuses: Record<string, number> = {};
    for (const sample of of) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
    const ok = of.filter((sample) => sample.status > 0 && sample.status < 400).map((s) => s.ms);
    return {
      phase: name,
      requests: of.length,
      statuses: JSON.stringify(statuses),
      errors: of.filter(failed).length,
      p50: percentile(ok, 50),
      p95: percentile(ok, 95),
      p99: percentile(ok, 99),
    };
  };
  console.table(['warm-up', 'steady', 'spike', 'after'].map(report));

  // Recovery (bench/load-recovery.ts), in 5-second windows and second by second, beside how
  // often the steady phase itself fails the same tests.
  const after = samples.filter((sample) => sample.phase === 'after');
  const steady = samples.filter((sample) => sample.phase === 'steady');
  const inSeconds = (value: number | undefined) =>
    value === undefined ? 'never' : `${value} s after it ended`;
  console.log(
    `spike from second ${spikeStart} to ${afterStart}; recovered ${inSeconds(recoveredAfter(after, afterStart, 5))} (5-second windows), ${inSeconds(recoveredAfter(after, afterStart, 1))} (second by second)`,
  );
  const failing = (of: Sample[], size: number) => {
    const judged = windows(of, size);
    return `${judged.filter((window) => !window.healthy).length} of ${judged.length}`;
  };
  console.log(
    `steady phase, failing the same test: ${failing(steady, 5)} five-second windows, ${failing(steady, 1)} seconds`,
  );
  // What kept it from recovering sooner: each unhealthy second after the spike.
  const unhealthy = windows(after, 1)
    .filter((window) => !window.healthy)
    .map(({ start: second }) => {
      const of = after.filter((sample) => sample.second === second);
      return {
        second: second - afterStart,
        requests: of.length,
        failed: of.filter(failed).length,
        p95: percentile(
          of.map((sample) => sample.ms),
          95,
        ),
        generatorLagMs: generatorLag.get(second) ?? 0,
      };
    });
  if (unhealthy.length) console.table(unhealthy);
  console.table(memory.sort((a, b) => a.second - b.second));
  console.log(`in flight at the end: ${inFlight}`);
  clearInterval(lagTimer);
  const lags = [...generatorLag.values()];
  console.log(
    `generator event-loop delay, worst second: ${Math.max(0, ...lags)} ms; seconds over 100 ms: ${lags.filter((ms) => ms > 100).length}`,
  );

  await server.stop();
  await postgres?.stop();
  fs.rmSync(pgDir, { recursive: true, force: true });
}

void main();
