import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../db/client';
import { headerOf } from '../../test/reminders';
import { dropTestDatabase, TEMPLATE_DATABASE, withDatabase } from '../../test/test-database';
import { insertUser } from '../auth';

// Exactly once across two instances and a crash (issue 18, decision record 047). Two real
// processes work the reminder queue on one PostgreSQL. Instance A's mail server is slow (it
// accepts its first two emails after 2 s each) and then never answers DATA: A is SIGKILLed while
// a send is open. B's mail server answers after 200 ms. Meanwhile B's sweep (every second)
// queues again whatever A has in progress. Every due reminder must arrive once, none twice:
// - were a delivery marked sent before its email went out, the one A held would be lost;
// - were it never queued again, it would stay owed.
// (A send without the row lock is caught by reminders.test.ts, which holds the lock itself.)

const N = 30;
const PER_USER = 10;

type Accepted = { to: string; subject: string; messageId: string };

/** A real SMTP server whose answer to each message's DATA `decide` chooses. */
async function mailServer(decide: (index: number) => number | 'hold') {
  const accepted: Accepted[] = [];
  let arrived = 0;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const verdict = decide(++arrived);
        if (verdict === 'hold') {
          held++;
          return; // never answered: the sender waits until it dies
        }
        setTimeout(() => {
          accepted.push({
            to: session.envelope.rcptTo[0]?.address.toLowerCase() ?? '',
            subject: headerOf(raw, 'Subject') ?? '',
            messageId: headerOf(raw, 'Message-ID') ?? '',
          });
          callback();
        }, verdict);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function startInstance(name: string, env: Record<string, string>) {
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    // tsx as a loader in this one process (its command line would run the script in a child,
    // which a SIGKILL of the parent would leave running).
    ['--import', 'tsx', 'src/server/test/reminder-instance.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        REMINDER_SWEEP_SECONDS: '1',
        ...env,
      },
    },
  );
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { name, child, exited, output: () => output };
}

async function until(
  what: string | (() => string),
  check: () => boolean | Promise<boolean>,
  ms = 60_000,
) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
}

let adminUrl: string;
let dbName: string;
let databaseUrl: string;
let database: DatabaseHandle;
const instances: ReturnType<typeof startInstance>[] = [];
const servers: Awaited<ReturnType<typeof mailServer>>[] = [];

beforeAll(async () => {
  adminUrl = inject('postgresUrl');
  dbName = `pme_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  databaseUrl = withDatabase(adminUrl, dbName);
  database = openPostgres(databaseUrl, { poolSize: 2 });
});
afterAll(async () => {
  for (const instance of instances) {
    instance.child.kill('SIGKILL');
    await instance.exited;
  }
  for (const server of servers) await server.close();
  await database?.close();
  if (dbName) await dropTestDatabase(adminUrl, dbName);
});

describe('reminders across two instances and a crash', () => {
  it('sends every due reminder exactly once when an instance is killed in the middle of a send', async () => {
    // N due reminders: the first PER_USER library tasks of three accounts' own plans.
    const emails: string[] = [];
    for (let index = 0; index < N / PER_USER; index++) {
      const email = `crash-${index}-${randomBytes(3).toString('hex')}@example.com`;
      emails.push(email);
      const user = await insertUser(database.db, { email, password: 'Caregiver#2026' });
      await database.db.execute(sql`
        update tasks set due_date = (now() at time zone 'UTC')::date, reminder_lead = 'on_day',
          remind_at = now() - interval '1 minute'
        where id in (
          select t.id from tasks t join plan_members m on m.plan_id = t.plan_id
          where m.user_id = ${user.id} order by t.position limit ${PER_USER}
        )
      `);
    }

    const slow = await mailServer((index) => (index <= 2 ? 2_000 : 'hold'));
    const fast = await mailServer(() => 200);
    servers.push(slow, fast);
    const a = startInstance('A', { DATABASE_URL: databaseUrl, SMTP_URL: slow.url });
    const b = startInstance('B', { DATABASE_URL: databaseUrl, SMTP_URL: fast.url });
    instances.push(a, b);

    // A holds an unfinished send (its third email's DATA is never answered): kill it there.
    await until('instance A to hold a send', () => slow.held() >= 1);
    expect(slow.accepted).toHaveLength(2);
    a.child.kill('SIGKILL');
    await a.exited;

    await until(
      () =>
        `every delivery to be sent (A accepted ${slow.accepted.length}, B ${fast.accepted.length}); B said:\n${b.output().slice(-3000)}`,
      async () => {
        const { rows } = await database.db.execute<{ owed: number }>(
          sql`select count(*)::int as owed from reminder_deliveries where sent_at is null`,
        );
        return fast.accepted.length + slow.accepted.length >= N && rows[0]?.owed === 0;
      },
      30_000,
    );
    // Whatever B still had queued for A's deliveries runs and finds them sent.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const all = [...slow.accepted, ...fast.accepted];
    const counts = new Map<string, number>();
    for (const mail of all) {
      const key = `${mail.to} ${mail.subject}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.values()].filter((count) => count > 1)).toEqual([]);
    expect(counts.size).toBe(N);
    expect(all).toHaveLength(N);
    expect(new Set(all.map((mail) => mail.messageId)).size).toBe(N);
    expect(new Set(all.map((mail) => mail.to))).toEqual(new Set(emails));
  }, 150_000);
});
