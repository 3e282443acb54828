// The backup drill at size (issue #31, records 051 and 084): PostgreSQL filled with 10,000
// accounts (each with its plan's tasks and subtasks, a session and audit entries), then the daily
// job's backup (written and sealed, read back and checked) and a restore into a fresh PostgreSQL
// folder, timed, with the file's size. Figures go to docs/reliability.md.
//   npm run bench:backup          BACKUP_ACCOUNTS=10000 PG_BIN=/usr/lib/postgresql/15/bin

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { LEFT_OUT_TABLES } from '../src/server/features/backups/backup-format';
import { restoreBackup } from '../src/server/features/backups/backup-restore';
import { takeBackup } from '../src/server/features/backups/take-backup';
import { newBenchEmail, signIn, startApp } from './bench-app';
import { fill } from './fill-accounts';
import { loadAverage } from './machine-quiet';

const accounts = Number(process.env.BACKUP_ACCOUNTS ?? 10_000);
const binDir = process.env.PG_BIN;

/** Rows of the tables a backup holds (not its own history, not the signing secret). */
async function rowCount(url: string): Promise<number> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const tables = (
    await db.query<{ name: string }>(
      "select format('%I', tablename) as name from pg_tables where schemaname = 'public' and tablename <> all($1::text[])",
      [LEFT_OUT_TABLES],
    )
  ).rows;
  let total = 0;
  for (const { name } of tables) {
    total += Number((await db.query(`select count(*) as n from ${name}`)).rows[0].n);
  }
  await db.end();
  return total;
}

async function main() {
  console.log(`load average: ${loadAverage()}`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-backup-bench-'));
  fs.chmodSync(root, 0o711);
  // The source is only filled: fsync off spares the machine's disk.
  const settings = { fsync: 'off' };
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(root, 'source'),
    binDir,
    settings,
  });
  // Backups are sealed with the documents' key (record 084), which an outside PostgreSQL's
  // server is given.
  const app = await startApp(path.join(root, 'unused'), {
    DATABASE_URL: postgres.url,
    DOCUMENT_KEYS: `bench:${randomBytes(32).toString('base64')}`,
  });
  const email = newBenchEmail();
  await signIn(app.served.url, app.deps, email);
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const [template] = (
    await db.query<{ id: string }>('select id from users where email = $1', [email])
  ).rows;
  if (!template) throw new Error('the template account was not created');
  await fill(db, template.id, 0, accounts - 1);
  const [{ version }] = (
    await db.query<{ version: string }>("select current_setting('server_version') as version")
  ).rows as [{ version: string }];
  await db.end();
  const rows = await rowCount(postgres.url);

  const backedUp = await takeBackup(app.deps, { folder: path.join(root, 'backups') });
  if (backedUp.status !== 'ok') throw new Error('the backup was skipped');

  // The restored folder as the server runs it (fsync on): the time a family would wait.
  const restoredPostgres = await startEmbeddedPostgres({
    dataDir: path.join(root, 'restored'),
    binDir,
  });
  const started = performance.now();
  await restoreBackup(restoredPostgres.url, backedUp.file, { keys: app.deps.documentKeys });
  const restoreMs = Math.round(performance.now() - started);
  const restoredRows = await rowCount(restoredPostgres.url);

  console.table([
    {
      postgres: version,
      accounts,
      rows,
      'backup file': `${(backedUp.bytes / 1024 / 1024).toFixed(1)} MB`,
      'backup (write and check)': `${(backedUp.ms / 1000).toFixed(1)} s`,
      'restore into a fresh folder': `${(restoreMs / 1000).toFixed(1)} s`,
      'rows restored': restoredRows,
    },
  ]);
  await restoredPostgres.stop();
  await app.served.close();
  await app.opened.close();
  await postgres.stop();
  fs.rmSync(root, { recursive: true, force: true });
  process.exit(restoredRows === rows ? 0 : 1);
}

void main();
