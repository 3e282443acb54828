import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { extract } from 'tar';
import { openPostgres } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { checkBackup } from './backup-check';
import {
  BackupError,
  damaged,
  feedTar,
  LEFT_OUT_TABLES,
  MANIFEST_FILE,
  type Manifest,
  quote,
  tableFile,
  tallyDifference,
  tallying,
} from './backup-format';
import { type BackupKeys, openBackup } from './backup-seal';

// Restoring a backup (record 051) into an empty database: the file is opened with its key (record
// 084) and checked whole before the database is touched; the schema is built by our own migrations up to the backup's, the rows
// are loaded in one transaction, then the migrations since bring it to this version. If any step
// fails, the database is emptied again, as it was found.

async function tableCount(client: pg.Client): Promise<number> {
  const result = await client.query<{ n: number }>(
    "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
  );
  return result.rows[0]?.n ?? 0;
}

/** Drops what the restore created: the database was empty when it began. */
async function emptyAgain(client: pg.Client) {
  const tables = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public'",
  );
  for (const { name } of tables.rows) {
    await client.query(`drop table if exists public.${quote(name)} cascade`);
  }
  await client.query('drop schema if exists drizzle cascade');
}

/** The tables to load: a format 1 backup's signing secret stays out (LEFT_OUT_TABLES). */
function tablesToLoad(manifest: Manifest) {
  return manifest.tables.filter((table) => !LEFT_OUT_TABLES.includes(table.name));
}

/**
 * Loads every table's rows in one transaction. Foreign keys are dropped for the load and added
 * again after it, which checks every row against them; each file is counted and hashed again as
 * it goes in.
 */
async function loadRows(client: pg.Client, manifest: Manifest, folder: string) {
  await client.query('begin');
  try {
    const keys = await client.query<{ owner: string; name: string; definition: string }>(
      `select format('%I.%I', n.nspname, c.relname) as owner, k.conname as name,
              pg_get_constraintdef(k.oid) as definition
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid
         join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
    );
    for (const key of keys.rows) {
      await client.query(`alter table ${key.owner} drop constraint ${quote(key.name)}`);
    }
    // The migrations seed some rows (the community's topics); the backup holds them as they were.
    const tables = await client.query<{ name: string }>(
      "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
    );
    await client.query(`truncate ${tables.rows.map((table) => table.name).join(', ')}`);
    for (const table of tablesToLoad(manifest)) {
      const tally = tallying();
      const columns = table.columns.map(quote).join(', ');
      await pipeline(
        fs.createReadStream(path.join(folder, tableFile(table.name))),
        tally,
        client.query(copyFrom(`COPY public.${quote(table.name)} (${columns}) FROM STDIN`)),
      );
      const difference = tallyDifference(table, tally.tally());
      if (difference)
        throw new BackupError(`The backup changed while it was restored (${difference}).`);
    }
    for (const key of keys.rows) {
      await client.query(
        `alter table ${key.owner} add constraint ${quote(key.name)} ${key.definition}`,
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * Restores `file`, opened with `keys`, into the empty database at `connectionString`. Refuses,
 * having changed nothing, a file that does not open with its key or is not a sound backup, one
 * from a newer schema, an unencrypted format 1 backup unless `unencrypted` is given, and a
 * database that holds tables.
 */
export async function restoreBackup(
  connectionString: string,
  file: string,
  options: { keys: BackupKeys; unencrypted?: boolean; log?: (message: string) => void },
): Promise<Manifest> {
  const log = options.log ?? (() => {});
  const manifest = await checkBackup(file, options.keys, options);
  const handle = openPostgres(connectionString, { poolSize: 2 });
  const client = handle.dedicatedClient();
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-restore-'));
  try {
    await client.connect();
    if ((await tableCount(client)) > 0) {
      throw new BackupError(
        'The database to restore into already holds data, and a restore never overwrites it. Restore into a new, empty DATA_DIR (or an empty database), as the README explains.',
      );
    }
    const expected = new Set([
      MANIFEST_FILE,
      ...tablesToLoad(manifest).map((t) => tableFile(t.name)),
    ]);
    // Opened and checked again as it is unpacked, whole, before the database is touched: a file
    // changed since the check above is refused here.
    await feedTar(
      await openBackup(file, options.keys, options),
      extract({ cwd: staging, strict: true, filter: (entry) => expected.has(entry) }),
      'close',
    ).catch((error: unknown) => {
      throw error instanceof BackupError ? error : damaged(file, (error as Error).message);
    });
    try {
      await runMigrations(handle, undefined, { upTo: manifest.migration.tag });
      await loadRows(client, manifest, staging);
      log('rows loaded; applying the migrations since the backup');
      await runMigrations(handle);
    } catch (error) {
      await emptyAgain(client).catch(() => undefined);
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `The restore failed, and the database was left empty again: ${(error as Error).message}`,
      );
    }
    // Rows loaded by COPY have no planner statistics until autovacuum reaches them, so the
    // restored family's first requests would be planned blind (as PostgreSQL's manual advises
    // after a restore). The same blindness was part of issue 34's benchmark gap.
    log('gathering the planner statistics');
    await client.query('analyze');
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await client.end().catch(() => undefined);
    await handle.close();
  }
}
