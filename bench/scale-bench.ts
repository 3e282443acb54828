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

const sizes = (process.env.SCALE_SIZES ?? '100,10000,100000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const binDir = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const BATCH = 5_000;
const BIG_TABLES = [
  'users',
  'care_plans',
  'plan_members',
  'tasks',
  'subtasks',
  'user_sessions',
  'audit_logs',
];

/**
 * Adds filler accounts, each owning a care plan copied from the template account's (the plan
 * takes the account's id, as the care-circle migration did), in batches, in SQL.
 */
async function fill(db: pg.Client, templateId: string, from: number, to: number) {
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH) - 1;
    await db.query(
      `with nu as (
         insert into users (email, password_hash, email_confirmed_at, accepted_terms)
         select 'fill-' || g || '@scale.test', (select password_hash from users where id = $1), now(), true
         from generate_series($2::int, $3::int) g
         returning id, email
       ),
       ns as (
         insert into user_sessions (user_id, session_token, ip_address, expires_at, mfa_verified_at, last_activity, created_at)
         select id, md5(random()::text || id::text), '127.0.0.1', now() + interval '1 day', now(), now(), now() from nu
       ),
       np as (
         insert into care_plans (id, name, created_at) select id, 'Care plan', now() from nu
       ),
       nm as (
         insert into plan_members (plan_id, user_id, role, joined_at)
         select id, id, 'owner', now() from nu
       ),
       na as (
         insert into audit_logs (user_id, user_email, action, resource_type, plan_id, created_at)
         select nu.id, nu.email, 'view_task', 'task', nu.id, now() - (g || ' minutes')::interval
         from nu cross join generate_series(1, 5) g
       ),
       template_plan as (
         select plan_id from plan_members where user_id = $1 and role = 'owner' limit 1
       ),
       nt as (
         insert into tasks (plan_id, category_id, title, description, notes, library_key, video_url, position, created_at, updated_at)
         select nu.id, t.category_id, t.title, t.description, t.notes, t.library_key, t.video_url, t.position, now(), now()
         from nu cross join tasks t where t.plan_id = (select plan_id from template_plan)
         returning id, library_key
       )
       insert into subtasks (task_id, title, position)
       select nt.id, s.title, s.position
       from nt join tasks t on t.plan_id = (select plan_id from template_plan)
         and t.library_key = nt.library_key
       join subtasks s on s.task_id = t.id`,
      [templateId, start, end],
    );
  }
  await db.query('vacuum analyze');
}

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
