// Benchmark of the signed-in dashboard request, GET /api/tasks, in three setups measured one after
// the other in one run: the real app on PGlite, the real app on PostgreSQL 15, and a floor (bare
// node:http + pg running the same SQL on the same PostgreSQL database). See bench/README.md.
//
//   npm run bench:api                 BENCH_SECONDS=5 npm run bench:api
//
// Settings (environment): BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (20),
// PG_BIN (/usr/lib/postgresql/15/bin).

import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { createApp } from '../src/server/app';
import { createAppDeps } from '../src/server/app-deps';
import { loadConfig } from '../src/server/config';
import {
  createPgliteClient,
  type DatabaseHandle,
  openPglite,
  openPostgres,
} from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { systemClock } from '../src/server/lib/clock';
import { createLogger } from '../src/server/lib/logger';
import type { MailMessage } from '../src/server/mail/mailer';
import { categories } from '../src/shared/content/task-library';
import { progressSummary } from '../src/shared/rules/tasks';
import type { Dashboard, Task } from '../src/shared/schemas/tasks';

// ---------------------------------------------------------------------------------------------
// Settings

function numberFromEnv(name: string, fallback: number, integer = false): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number (got "${raw}")`);
  }
  return value;
}

const seconds = numberFromEnv('BENCH_SECONDS', 10);
const warmupSeconds = numberFromEnv('BENCH_WARMUP_SECONDS', 2);
const connections = numberFromEnv('BENCH_CONNECTIONS', 20, true);
const pgBin = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

const HOST = '127.0.0.1';
const PATH = '/api/tasks';
const COOKIE_NAME = 'pme_session';
const PASSWORD = 'Bench#Pass2026';
/** The default library every new account gets (src/shared/content/task-library.ts). */
const EXPECTED_TASKS = 22;
/** openPostgres' default, which the server uses; the floor gets the same pool. */
const POOL_SIZE = 10;

// The floor reuses the session made for (b), so the session must outlive (b)'s run and the
// floor's. The GET does not count as activity, so raise the idle limit when runs are long.
const idleSeconds = Math.max(15 * 60, Math.ceil(3 * (seconds + warmupSeconds)) + 5 * 60);

/** The app's configuration, as the environment would give it; throttles out of the way. */
const appEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HOST,
  THROTTLE_SIGN_IN_PER_ADDRESS: '100000',
  THROTTLE_SIGN_UP_PER_ADDRESS: '100000',
  THROTTLE_SEND_CODE_PER_ADDRESS: '100000',
  SESSION_IDLE_TIMEOUT_SECONDS: String(idleSeconds),
};

// ---------------------------------------------------------------------------------------------
// Clean-up: every resource registers how to release it as soon as it exists, so a failure or
// Ctrl-C at any point still stops the servers and deletes the temporary cluster.

const cleanups: (() => Promise<void>)[] = [];

/** Registers a clean-up step; the returned function runs it now (once) for early release. */
function onCleanup(step: () => Promise<unknown> | unknown): () => Promise<void> {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    await step();
  };
  cleanups.push(run);
  return run;
}

let cleaning: Promise<void> | undefined;
let interrupted = false;

/** Runs the steps newest first; one shared promise, so the signal handler and finally agree. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let step = cleanups.pop(); step; step = cleanups.pop()) {
      try {
        await step();
      } catch (error) {
        console.error('clean-up step failed:', error);
      }
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // once: a second Ctrl-C falls back to Node's default and ends the process at once.
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping servers and deleting the temporary database...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * Runs a command to its end and fails with its output if it fails. `detached` puts it in its own
 * process group, so a Ctrl-C in the terminal does not reach it (or a postmaster it starts).
 */
function run(command: string, args: string[], detached = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
        reject(new Error(`${command} ${args.join(' ')} ${how}: ${output.trim().slice(-1000)}`));
      }
    });
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, HOST, resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function listening(server: Server): Promise<void> {
  if (server.listening) return;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
}

/**
 * Counts the requests being handled. When autocannon stops it drops its sockets, but requests
 * the server already took go on querying; the database may close only after they finish.
 */
function inFlight() {
  let active = 0;
  let waiters: (() => void)[] = [];
  return {
    async track<T>(work: Promise<T>): Promise<T> {
      active += 1;
      try {
        return await work;
      } finally {
        active -= 1;
        if (active === 0) {
          for (const wake of waiters) wake();
          waiters = [];
        }
      }
    },
    drained(): Promise<void> {
      return active === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
  };
}

async function closeServer(server: Server, requests: ReturnType<typeof inFlight>): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets (autocannon's, fetch's) would otherwise hold close() open.
  server.closeAllConnections();
  await closed;
  await requests.drained();
}

type Reply = { status: number; text: string; setCookies: string[] };

async function postJson(baseUrl: string, route: string, body: unknown, cookie?: string) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // What a browser sends with a same-origin fetch (the app checks it for CSRF).
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const reply: Reply = {
    status: response.status,
    text: await response.text(),
    setCookies: response.headers.getSetCookie(),
  };
  return reply;
}

function expectStatus(reply: Reply, status: number, step: string): void {
  if (reply.status !== status) {
    throw new Error(
      `${step}: expected ${status}, got ${reply.status}: ${reply.text.slice(0, 300)}`,
    );
  }
}

/** The `pme_session=<token>` pair the answer sets. */
function sessionCookie(reply: Reply, step: string): string {
  for (const header of reply.setCookies) {
    const pair = header.split(';')[0]?.trim() ?? '';
    if (pair.startsWith(`${COOKIE_NAME}=`) && pair.length > COOKIE_NAME.length + 1) return pair;
  }
  throw new Error(`${step}: the answer set no ${COOKIE_NAME} cookie`);
}

/**
 * Signs up and passes two-factor through the API, as a user does, reading the code from the
 * development outbox. Answers the cookie of the verified session.
 */
async function signIn(baseUrl: string, outbox: MailMessage[]): Promise<string> {
  const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
  const signUp = await postJson(baseUrl, '/api/auth/sign-up', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  expectStatus(signUp, 201, 'sign-up');
  const pending = sessionCookie(signUp, 'sign-up');

  const referenceId = randomBytes(12).toString('base64url');
  expectStatus(
    await postJson(baseUrl, '/api/auth/code/send', { referenceId }, pending),
    200,
    'send code',
  );
  const mail = outbox.findLast((message) => message.to.toLowerCase() === email);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`send code: no 6-digit code was mailed to ${email}`);

  const verified = await postJson(baseUrl, '/api/auth/code/verify', { referenceId, code }, pending);
  expectStatus(verified, 200, 'verify code');
  return sessionCookie(verified, 'verify code');
}

type Shape = { tasks: number; subtasks: number; bytes: number };

/** Fails loudly unless the setup answers 200 with the 22 library tasks. */
async function assertDashboard(label: string, url: string, cookie: string): Promise<Shape> {
  const response = await fetch(url, { headers: { cookie } });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${label}: GET ${PATH} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  let body: Partial<Dashboard>;
  try {
    body = JSON.parse(text) as Partial<Dashboard>;
  } catch {
    throw new Error(`${label}: GET ${PATH} did not answer JSON: ${text.slice(0, 300)}`);
  }
  const tasks = Array.isArray(body.tasks) ? body.tasks : undefined;
  if (tasks?.length !== EXPECTED_TASKS) {
    throw new Error(
      `${label}: expected ${EXPECTED_TASKS} tasks, got ${tasks ? tasks.length : 'no tasks array'}`,
    );
  }
  const subtasks = tasks.reduce((sum, task) => sum + (task.subtasks?.length ?? 0), 0);
  return { tasks: tasks.length, subtasks, bytes: Buffer.byteLength(text) };
}

type Measurement = {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  shape: Shape;
};

async function measure(label: string, url: string, cookie: string): Promise<Measurement> {
  const shape = await assertDashboard(label, url, cookie);
  // One worker thread fires the requests, so the load generator does not share the event loop
  // of the server it measures (the servers run in this process).
  const options = { url, headers: { cookie }, connections, workers: 1, title: label };
  const check = (result: autocannon.Result, phase: string) => {
    if (result.non2xx + result.errors + result.timeouts > 0) {
      throw new Error(
        `${label} (${phase}): ${result.non2xx} non-2xx answers, ${result.errors} errors, ` +
          `${result.timeouts} timeouts; status codes ${JSON.stringify(result.statusCodeStats)}`,
      );
    }
  };
  process.stdout.write(`  ${label}: warm-up ${warmupSeconds}s`);
  check(await autocannon({ ...options, duration: warmupSeconds }), 'warm-up');
  process.stdout.write(`, measuring ${seconds}s`);
  const result = await autocannon({ ...options, duration: seconds });
  check(result, 'run');
  process.stdout.write(' done\n');
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    shape,
  };
}

// ---------------------------------------------------------------------------------------------
// Setups

type RealApp = { baseUrl: string; outbox: MailMessage[]; stop: () => Promise<void> };

/** The real app in this process, as src/server/index.ts builds it (without the web client). */
async function startRealApp(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<RealApp> {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const config = loadConfig({
    ...appEnv,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  const steps: (() => Promise<void>)[] = [];
  let database: DatabaseHandle;
  if (kind === 'pglite') {
    // On disk in a fresh folder, like the server's DATA_DIR/pglite.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pme-bench-pglite-'));
    steps.push(onCleanup(() => rm(dataDir, { recursive: true, force: true })));
    database = openPglite(await createPgliteClient(path.join(dataDir, 'pglite')));
  } else {
    if (!databaseUrl) throw new Error('startRealApp: postgres needs a database URL');
    database = openPostgres(databaseUrl, POOL_SIZE);
  }
  steps.push(onCleanup(() => database.close()));
  await runMigrations(database);

  const logger = createLogger(config);
  const deps = await createAppDeps({ config, database, logger, clock: systemClock });
  const app = createApp(deps);
  const requests = inFlight();
  const server = serve({
    fetch: (request, env) => requests.track(Promise.resolve(app.fetch(request, env))),
    port,
    hostname: HOST,
  }) as Server;
  steps.push(onCleanup(() => closeServer(server, requests)));
  await listening(server);

  return {
    baseUrl,
    outbox: deps.mailer.outbox,
    // Server first, then the database, then its folder.
    stop: async () => {
      for (const step of steps.reverse()) await step();
    },
  };
}

type Cluster = { url: string; stop: () => Promise<void> };

/** A throwaway PostgreSQL cluster on a temporary folder and port, as .ci/run starts one. */
async function startPostgres(): Promise<Cluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pme-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root, so root runs it as the postgres user.
  const asRoot = process.getuid?.() === 0;
  // Detached: Ctrl-C reaches this script, which stops the cluster cleanly, not the postmaster.
  const asPostgres = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(pgBin, command), ...args], true)
      : run(path.join(pgBin, command), args, true);

  const removeDir = onCleanup(() => rm(dir, { recursive: true, force: true }));
  if (asRoot) await run('chown', ['postgres', dir]);
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  // Registered before the start: a start that fails half-way may still leave a postmaster.
  const stopServer = onCleanup(() =>
    asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {}),
  );
  await asPostgres('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=${HOST}`,
    'start',
  ]);
  return {
    url: `postgres://postgres@${HOST}:${port}/postgres`,
    stop: async () => {
      await stopServer();
      await removeDir();
    },
  };
}

// The floor: the least any server must do for this request. It runs the app's queries
// (src/server/auth/sessions.ts findSession, then src/server/features/tasks/tasks.service.ts
// getDashboard: the tasks with their subtasks gathered as JSON), so the ratio measures what
// Hono, the middleware, Drizzle and validation cost on top of them, not a different query plan.

const sessionSql = `
  select s.id, s.user_id, s.is_active, s.expires_at, s.mfa_verified_at, s.last_activity,
         u.subscription_tier, u.role, u.is_demo
  from user_sessions s
  inner join users u on u.id = s.user_id
  where s.session_token = $1
  limit 1`;

const tasksSql = `
  select id, category_id, title, description, notes, video_url, completed, created_at, updated_at,
    coalesce((
      select json_agg(json_build_object('id', s.id, 'title', s.title, 'completed', s.completed)
        order by s.position)
      from subtasks s where s.task_id = tasks.id
    ), '[]'::json) as subtasks
  from tasks
  where user_id = $1
  order by position asc, created_at asc`;

type SessionRow = {
  id: string;
  user_id: string;
  is_active: boolean;
  expires_at: Date;
  mfa_verified_at: Date | null;
  last_activity: Date;
  subscription_tier: 'basic' | 'premium';
};
type TaskRow = {
  id: string;
  category_id: Task['categoryId'];
  title: string;
  description: string;
  notes: string;
  video_url: string | null;
  completed: boolean;
  created_at: Date;
  updated_at: Date;
  subtasks: { id: string; title: string; completed: boolean }[];
};

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function floorHandler(
  pool: pg.Pool,
  idleMs: number,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method !== 'GET' || request.url !== PATH) {
    return sendJson(response, 404, { error: { code: 'not_found' } });
  }
  const token = readCookie(request.headers.cookie, COOKIE_NAME);
  if (!token) return sendJson(response, 401, { error: { code: 'unauthorized' } });
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const { rows: sessions } = await pool.query<SessionRow>(sessionSql, [tokenHash]);
  const session = sessions[0];
  // The app's checks: active, not expired, not idle, two-factor done.
  const now = Date.now();
  if (
    !session?.is_active ||
    now >= session.expires_at.getTime() ||
    now - session.last_activity.getTime() > idleMs ||
    session.mfa_verified_at === null
  ) {
    return sendJson(response, 401, { error: { code: 'unauthorized' } });
  }
  const { rows: taskRows } = await pool.query<TaskRow>(tasksSql, [session.user_id]);
  const premium = session.subscription_tier === 'premium';
  const tasks: Task[] = taskRows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    completed: row.completed,
    categoryId: row.category_id,
    notes: row.notes,
    hasVideo: row.video_url !== null,
    videoUrl: premium ? row.video_url : null,
    subtasks: row.subtasks.map(({ id, title, completed }) => ({ id, title, completed })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
  const body: Dashboard = { categories, tasks, progress: progressSummary(categories, tasks) };
  response.setHeader('cache-control', 'no-store');
  return sendJson(response, 200, body);
}

async function startFloor(
  databaseUrl: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const closePool = onCleanup(() => pool.end());
  const idleMs = idleSeconds * 1000;
  const requests = inFlight();
  const server = createServer((request, response) => {
    requests.track(floorHandler(pool, idleMs, request, response)).catch((error: unknown) => {
      console.error('floor: request failed:', error);
      if (!response.headersSent) sendJson(response, 500, { error: { code: 'internal' } });
      else response.destroy();
    });
  });
  const closeFloor = onCleanup(() => closeServer(server, requests));
  const port = await freePort();
  server.listen(port, HOST);
  await listening(server);
  return {
    url: `http://${HOST}:${port}${PATH}`,
    stop: async () => {
      await closeFloor();
      await closePool();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Report

function printTable(results: Measurement[], floor: Measurement | undefined): void {
  const ratio = (value: number, base: number | undefined) =>
    base ? `${(value / base).toFixed(2)}x` : 'n/a';
  const header = [
    'setup',
    'req/s',
    'p50 ms',
    'p99 ms',
    'req/s vs floor',
    'p50 vs floor',
    'p99 vs floor',
    'tasks/subtasks',
    'body bytes',
  ];
  const rows = results.map((m) => [
    m.label,
    m.requestsPerSecond.toFixed(0),
    m.p50.toFixed(1),
    m.p99.toFixed(1),
    ratio(m.requestsPerSecond, floor?.requestsPerSecond),
    ratio(m.p50, floor?.p50),
    ratio(m.p99, floor?.p99),
    `${m.shape.tasks}/${m.shape.subtasks}`,
    String(m.shape.bytes),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${line(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  if (floor) {
    console.log(
      '\nvs floor: req/s below 1.00x and latency above 1.00x are what the app costs over the floor.',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Run

const results: Measurement[] = [];
let floorResult: Measurement | undefined;
let failed = false;

console.log(
  `GET ${PATH}, ${connections} connections, ${seconds}s each after a ${warmupSeconds}s warm-up ` +
    `(Node ${process.version}, ${os.availableParallelism()} cores)`,
);

const havePostgres =
  existsSync(path.join(pgBin, 'pg_ctl')) && existsSync(path.join(pgBin, 'initdb'));
if (!havePostgres) {
  console.log(
    `PostgreSQL binaries not found in ${pgBin} (set PG_BIN to their folder): ` +
      'measuring only (a); (b) and (c) need PostgreSQL 15.',
  );
}

try {
  {
    console.log('(a) real app on PGlite: starting');
    const app = await startRealApp('pglite');
    const cookie = await signIn(app.baseUrl, app.outbox);
    results.push(await measure('(a) app + PGlite', `${app.baseUrl}${PATH}`, cookie));
    await app.stop();
  }

  if (havePostgres) {
    console.log('(b) real app on PostgreSQL 15: starting a temporary cluster');
    const cluster = await startPostgres();
    const app = await startRealApp('postgres', cluster.url);
    const cookie = await signIn(app.baseUrl, app.outbox);
    results.push(await measure('(b) app + PostgreSQL', `${app.baseUrl}${PATH}`, cookie));
    await app.stop();

    // Same database, same user and the same session the app just served.
    console.log('(c) floor: node:http + pg on the same database');
    const floor = await startFloor(cluster.url);
    floorResult = await measure('(c) floor', floor.url, cookie);
    results.push(floorResult);
    await floor.stop();
    await cluster.stop();
  }

  printTable(results, floorResult);
} catch (error) {
  failed = true;
  // After Ctrl-C the steps fail because their servers were stopped: nothing worth showing.
  if (interrupted) await cleanUp().finally(() => process.exit(130));
  console.error('\nbenchmark failed:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  if (results.length > 0) printTable(results, floorResult);
} finally {
  await cleanUp();
}

// pg pools, PGlite and autocannon's workers are closed, but exit explicitly so a stray handle
// cannot keep the process (and the terminal) waiting.
process.exit(failed ? 1 : 0);
