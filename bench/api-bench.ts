// Benchmark of the signed-in dashboard's first request, GET /api/tasks/overview, measured one
// setup after the other in one run, of a family's shared plan (5 members, 200 tasks) read by a
// caregiver (and the emergency sheet's read of its care profile), of a plan holding the whole
// eldercare library, and of a plan at its 1,000-task ceiling. Every setup is the app's own code: its database opener, its factory, its API.
//   (a) app + embedded: the app as `npm start` runs it, on its own PostgreSQL in a throwaway DATA_DIR
//   (b) app + external: the same app with DATABASE_URL, on a separate PostgreSQL server
//   (c) floor: a bare node:http server calling the app's own session lookup and overview query
//       on (a)'s database, with no framework or middleware: about as fast as this request can be
// See bench/README.md.   npm run bench:api      BENCH_SECONDS=5 npm run bench:api

import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../src/server/app-deps';
import { loadPlanAccess } from '../src/server/auth/plan-access';
import { findSession } from '../src/server/auth/sessions';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { tasks } from '../src/server/db/schema';
import { getOverview } from '../src/server/features/tasks/tasks.service';
import { fullProfile } from '../src/server/test/care';
import { library } from '../src/shared/content/library/library';
import { CATEGORY_PAGE_TASKS, PLAN_LIMITS } from '../src/shared/rules/limits';
import type { CareProfileAnswer } from '../src/shared/schemas/care';
import { closer, listen, newBenchEmail, type Served, signIn, startApp } from './bench-app';
import { SIGN_IN_BENCH_ENV, type SignInRow, signInCosts } from './sign-in-costs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** The servers run in this process: it is warmed once, unrecorded, before the first setup. */
const processWarmupSeconds = Number(process.env.BENCH_PROCESS_WARMUP_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** The external server: BENCH_DATABASE_URL, or a throwaway cluster of these binaries. */
const externalBinDir = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const EXPECTED_TASKS = 22;
/** The personal category of a full plan: its library tasks and all the family's own. */
const PERSONAL = PLAN_LIMITS.tasks - EXPECTED_TASKS + 3;

type Row = { setup: string; rps: number; p50: number; p99: number; bytes: number };

/** The shared plan of issue 17: five people, 200 tasks. */
const FAMILY = { members: 5, tasks: 200 };

/** The dashboard's first request: the overview, two tasks from each of the 7 categories. */
const OVERVIEW = { route: '/api/tasks/overview', tasks: 14 };

/** What a setup reads, and how its first answer is known to be the right one. */
type Read = { route: string; tasks: number } | { route: string; valid: (body: unknown) => boolean };

async function measure(setup: string, url: string, cookie: string, read: Read = OVERVIEW) {
  const { route } = read;
  const first = await fetch(`${url}${route}`, { headers: { cookie } });
  const body = (await first.json()) as { tasks?: unknown[] };
  const right = 'valid' in read ? read.valid(body) : body.tasks?.length === read.tasks;
  if (first.status !== 200 || !right) {
    throw new Error(`${setup}: expected 200 with the right answer, got ${first.status}`);
  }
  // One worker thread fires the requests, so the load does not share the server's event loop.
  const options = { url: `${url}${route}`, headers: { cookie }, connections, workers: 1 };
  await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx || result.errors)
    throw new Error(`${setup}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const row: Row = {
    setup,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / result.requests.average),
  };
  return row;
}

/**
 * Gathers the planner statistics of a setup's database once its rows are in, as autovacuum does
 * on a database in use: on a fresh one PostgreSQL plans the overview blind. Part of issue 34's
 * gap between the app's own PostgreSQL and a separate one was this (bench/README.md).
 */
const analyse = (deps: AppDeps) => deps.database.db.execute(sql`analyze`);

/** The plan the session's account owns. */
async function ownPlanOf(deps: AppDeps, cookie: string): Promise<string> {
  const auth = await findSession(deps.database.db, cookie.split('=')[1] ?? '');
  if (!auth) throw new Error('the bench account has no session');
  return (await loadPlanAccess(deps.database.db, auth.user.id)).id;
}

/** Fills a plan to `total` tasks straight in the database, as it would grow. */
async function fillPlan(deps: AppDeps, planId: string, total: number) {
  const now = new Date();
  const rows = Array.from({ length: total - EXPECTED_TASKS }, (_, index) => ({
    planId,
    categoryId: 'personal',
    title: `Family task ${index}`,
    description: 'Something the family added to the plan.',
    notes: 'Called the office on Tuesday; they will post the form. Ask about the deadline. '.repeat(
      3,
    ),
    position: 100 + index,
    createdAt: now,
    updatedAt: now,
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await deps.database.db.insert(tasks).values(rows.slice(start, start + 200));
  }
}

/**
 * A family's shared plan (issue 17): an owner invites four relatives through the API, each
 * accepts their emailed link, and the plan grows to 200 tasks. Answers a caregiver's cookie.
 */
async function familyPlan(url: string, deps: AppDeps) {
  const ownerCookie = await signIn(url, deps);
  const planId = await ownPlanOf(deps, ownerCookie);
  const call = async (route: string, cookie: string, body: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  };
  let caregiverCookie = '';
  for (let n = 0; n < FAMILY.members - 1; n += 1) {
    const email = newBenchEmail();
    const cookie = await signIn(url, deps, email);
    await call(`/api/plans/${planId}/invitations`, ownerCookie, { email, role: 'caregiver' });
    const token = deps.mailer.outbox
      .findLast((mail) => mail.to === email)
      ?.text.match(/\/join#([\w-]+)/)?.[1];
    await call('/api/invitations/accept', cookie, { token });
    caregiverCookie = cookie;
  }
  await fillPlan(deps, planId, FAMILY.tasks);
  return { planId, cookie: caregiverCookie };
}

/** A bare node:http server running the app's own queries: no Hono, no middleware. */
async function startFloor(deps: AppDeps): Promise<Served> {
  const server = http.createServer(async (request, response) => {
    const token = request.headers.cookie?.split('=')[1] ?? '';
    const auth = await findSession(deps.database.db, token);
    if (!auth) {
      response.writeHead(401).end();
      return;
    }
    // The same reads as the app's: the reader's plan and role, then the overview.
    const plan = await loadPlanAccess(deps.database.db, auth.user.id);
    const actor = {
      ...auth,
      plan,
      ipAddress: '127.0.0.1',
      userAgent: 'bench',
      locale: 'en-US' as const,
    };
    const dashboard = await getOverview(deps, actor);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(dashboard));
  });
  server.listen(0, '127.0.0.1');
  return { url: await listen(server), close: closer(server) };
}

async function external(root: string): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  if (process.env.BENCH_DATABASE_URL)
    return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  if (!(await fs.stat(externalBinDir).catch(() => undefined))) return undefined;
  return startEmbeddedPostgres({ dataDir: path.join(root, 'external'), binDir: externalBinDir });
}

async function main() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pme-bench-'));
  // As root, PostgreSQL runs as another account, which must pass through to the data folders.
  await fs.chmod(root, 0o711);
  const cleanups: (() => Promise<unknown>)[] = [
    () => fs.rm(root, { recursive: true, force: true }),
  ];
  const rows: Row[] = [];
  let signIns: SignInRow[] = [];
  try {
    const embedded = await startApp(path.join(root, 'embedded'), SIGN_IN_BENCH_ENV);
    cleanups.unshift(() => embedded.opened.close(), embedded.served.close);
    const cookie = await signIn(embedded.served.url, embedded.deps);
    await analyse(embedded.deps);
    // A cold process would charge its compiler's warm-up to the first setup measured.
    await autocannon({
      url: `${embedded.served.url}${OVERVIEW.route}`,
      headers: { cookie },
      connections,
      workers: 1,
      duration: processWarmupSeconds,
    });
    rows.push(await measure('app + embedded PostgreSQL', embedded.served.url, cookie));

    // A family's shared plan, read by one of its caregivers (issue 17).
    const family = await familyPlan(embedded.served.url, embedded.deps);
    await analyse(embedded.deps);
    const shared = (setup: string, route: string, tasks: number) =>
      measure(
        `app + embedded, a plan of ${FAMILY.members} members and ${FAMILY.tasks} tasks: ${setup}`,
        embedded.served.url,
        family.cookie,
        { route: `${route}${route.includes('?') ? '&' : '?'}plan=${family.planId}`, tasks },
      );
    rows.push(await shared('the overview, by a caregiver', OVERVIEW.route, OVERVIEW.tasks));
    rows.push(await shared('every task, by a caregiver', '/api/tasks', FAMILY.tasks));
    // The emergency sheet's read (issue 35): a full care profile, 8 medications and 6 contacts.
    const profilePath = `/api/plans/${family.planId}/care-profile`;
    const saved = await fetch(`${embedded.served.url}${profilePath}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: family.cookie },
      body: JSON.stringify({ version: 0, profile: fullProfile() }),
    });
    if (!saved.ok) throw new Error(`saving the care profile answered ${saved.status}`);
    rows.push(
      await measure(
        `app + embedded, a plan of ${FAMILY.members} members: the emergency sheet's read (its care profile), by a caregiver`,
        embedded.served.url,
        family.cookie,
        {
          route: profilePath,
          valid: (body) => (body as CareProfileAnswer).profile?.medications.length === 8,
        },
      ),
    );

    // A plan holding the whole library (issue 58, record 097): its starter tasks and every other
    // entry added through 'Add from library', each with its subtasks and guidance.
    const libraryCookie = await signIn(embedded.served.url, embedded.deps);
    const added = await fetch(`${embedded.served.url}/api/library/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: libraryCookie },
      body: JSON.stringify({
        keys: library.filter((entry) => !entry.starter).map((entry) => entry.key),
      }),
    });
    if (!added.ok) throw new Error(`adding the library answered ${added.status}`);
    await analyse(embedded.deps);
    const whole = (setup: string, route: string, tasks: number) =>
      measure(
        `app + embedded, a plan of the whole library (${library.length} tasks): ${setup}`,
        embedded.served.url,
        libraryCookie,
        { route, tasks },
      );
    rows.push(await whole('the overview', OVERVIEW.route, OVERVIEW.tasks));
    rows.push(await whole('every task', '/api/tasks', library.length));

    // A plan at its ceiling (decision record 042): 1,000 tasks with a few lines of notes each.
    const fullCookie = await signIn(embedded.served.url, embedded.deps);
    await fillPlan(embedded.deps, await ownPlanOf(embedded.deps, fullCookie), PLAN_LIMITS.tasks);
    await analyse(embedded.deps);
    const full = (setup: string, route: string, tasks: number) =>
      measure(`app + embedded, a plan of 1,000 tasks: ${setup}`, embedded.served.url, fullCookie, {
        route,
        tasks,
      });
    rows.push(await full('the overview', OVERVIEW.route, OVERVIEW.tasks));
    // What the dashboard asks for as the category opens: its first page (issue 32).
    rows.push(
      await full(
        'its biggest category opened',
        `/api/tasks?category=personal&limit=${CATEGORY_PAGE_TASKS}`,
        CATEGORY_PAGE_TASKS,
      ),
    );
    rows.push(
      await full('its biggest category, every task', '/api/tasks?category=personal', PERSONAL),
    );
    rows.push(await full('every task at once (GET /api/tasks)', '/api/tasks', PLAN_LIMITS.tasks));

    const server = await external(root);
    if (server) {
      cleanups.unshift(() => server.stop());
      const app = await startApp(path.join(root, 'unused'), { DATABASE_URL: server.url });
      cleanups.unshift(() => app.opened.close(), app.served.close);
      const externalCookie = await signIn(app.served.url, app.deps);
      await analyse(app.deps);
      rows.push(await measure('app + external PostgreSQL', app.served.url, externalCookie));
      await app.served.close();
      // The first setup again, after the run's load on its database (bench/README.md).
      rows.push(await measure('app + embedded PostgreSQL, again', embedded.served.url, cookie));
    }

    // What one sign-in costs: a password and its emailed code beside a passkey (issue 57).
    signIns = await signInCosts(embedded.served.url, embedded.deps);

    const floor = await startFloor(embedded.deps);
    cleanups.unshift(floor.close);
    rows.push(await measure('floor (node:http + app queries)', floor.url, cookie));
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
  const floorRps = rows.at(-1)?.rps ?? 1;
  console.log(
    `\nthe dashboard's first request (GET /api/tasks/overview) unless named, ${connections} connections, ${seconds} s, ${os.cpus().length} cores`,
  );
  console.table(rows.map((row) => ({ ...row, 'vs floor': `${(row.rps / floorRps).toFixed(2)}x` })));
  console.log('\none sign-in, end to end over HTTP, one after another (ms)');
  console.table(signIns);
}

await main();
// autocannon's worker and the pools are closed; exit so a stray handle cannot hold the run open.
process.exit(0);
