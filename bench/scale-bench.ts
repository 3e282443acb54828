// Growth (issue 16): PostgreSQL is filled with 100, 10,000 and 100,000 accounts, each with the
// 22 library tasks and their subtasks, a session and audit entries, and at each size the same
// signed-in account is measured signing in, opening its dashboard and reading its audit log.
// The cost must not grow with the number of other families: PostgreSQL's own counters show
// whether any query read a big table from end to end (a per-user scan) while it was measured.
//   npm run bench:scale          SCALE_SIZES=100,10000 BENCH_SECONDS=5 npm run bench:scale

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { BENCH_PASSWORD, newBenchEmail, signIn, startApp } from './bench-app';
import { fill } from './fill-accounts';

const sizes = (process.env.SCALE_SIZES ?? '100,10000,100000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const binDir = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const BIG_TABLES = [
  'users',
  'care_plans',
  'plan_members',
  'tasks',
  'subtasks',
  'user_sessions',
  'audit_logs',
];

async function measure(url: string, options: Partial<autocannon.Options>) {
  const base = { url, connections, workers: 1, ...options } as autocannon.Options;
  await autocannon({ ...base, duration: 2 });
  const result = await autocannon({ ...base, duration: seconds });
  if (result.non2xx || result.errors) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return `${Math.round(result.requests.average)} rps, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-scale-'));
  fs.chmodSync(root, 0o711);
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(root, 'postgres'),
    binDir,
    settings: { shared_preload_libraries: 'pg_stat_statements', fsync: 'off' },
  });
  const app = await startApp(path.join(root, 'unused'), {
    DATABASE_URL: postgres.url,
    THROTTLE_SIGN_IN_PER_ACCOUNT: '100000000',
    THROTTLE_SIGN_IN_PER_ACCOUNT_TOTAL: '100000000',
    THROTTLE_SIGN_IN_PER_ADDRESS: '100000000',
  });
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  await db.query('create extension if not exists pg_stat_statements');

  const email = newBenchEmail();
  const cookie = await signIn(app.served.url, app.deps, email);
  const [template] = (
    await db.query<{ id: string }>('select id from users where email = $1', [email])
  ).rows;
  if (!template) throw new Error('the measured account was not created');

  const rows = [];
  let filled = 0;
  for (const size of sizes) {
    const started = Date.now();
    await fill(db, template.id, filled, size);
    filled = size;
    const fillSeconds = Math.round((Date.now() - started) / 1000);
    await db.query('select pg_stat_reset(), pg_stat_statements_reset()');

    const dashboard = await measure(`${app.served.url}/api/tasks`, { headers: { cookie } });
    const audit = await measure(`${app.served.url}/api/audit/logs`, { headers: { cookie } });
    const signInResult = await measure(`${app.served.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.served.url },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
      connections: 4,
    });
    // Counters are sent to the statistics a moment after each query.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const scans = (
      await db.query<{ relname: string; seq_tup_read: string }>(
        'select relname, seq_tup_read from pg_stat_user_tables where relname = any($1)',
        [BIG_TABLES],
      )
    ).rows;
    const [counts] = (
      await db.query<{ users: string; tasks: string; subtasks: string; audit: string }>(
        `select (select count(*) from users) users, (select count(*) from tasks) tasks,
                (select count(*) from subtasks) subtasks, (select count(*) from audit_logs) audit`,
      )
    ).rows;
    const slowest = (
      await db.query<{ query: string; calls: string; mean: number }>(
        `select left(regexp_replace(query, '\\s+', ' ', 'g'), 70) query, calls, round(mean_exec_time::numeric, 3)::float mean
         from pg_stat_statements where calls > 100 order by mean_exec_time desc limit 3`,
      )
    ).rows;
    rows.push({
      accounts: size,
      rows: `${counts?.tasks} tasks, ${counts?.subtasks} subtasks, ${counts?.audit} audit`,
      fillSeconds,
      dashboard,
      audit,
      signIn: signInResult,
      'rows read by full scans of the big tables': scans.reduce(
        (sum, row) => sum + Number(row.seq_tup_read),
        0,
      ),
      'slowest queries (mean ms)': slowest.map((row) => `${row.mean} ${row.query}`).join(' | '),
    });
    console.log(rows.at(-1));
  }
  console.table(rows.map(({ 'slowest queries (mean ms)': _slowest, ...row }) => row));

  await db.end();
  await app.served.close();
  await app.opened.close();
  await postgres.stop();
  fs.rmSync(root, { recursive: true, force: true });
  process.exit(0);
}

void main();
