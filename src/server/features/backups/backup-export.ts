import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { create as createTar } from 'tar';
import { knownMigrations } from '../../db/migrate';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  LEFT_OUT_TABLES,
  MANIFEST_FILE,
  type Manifest,
  quote,
  type TableEntry,
  tableFile,
  tallying,
} from './backup-format';
import { type BackupKey, sealing } from './backup-seal';

// Writing a backup (record 051): every table of our schema through COPY, in one repeatable-read
// transaction, so the file is one consistent moment of the database while the app keeps
// writing. It needs only a connection: no pg_dump, no access to the database's own folder. The
// tables wait in a staging folder of the machine's temporary folder, readable by this account
// alone and removed at the end; the file is sealed as it is packed (record 084), so nothing of
// it reaches BACKUP_DIR in the clear.

export type WrittenBackup = { file: string; bytes: number; rows: number; manifest: Manifest };

/**
 * Our tables (schema `public`) and their stored columns, generated ones left out as COPY does,
 * and without the tables a backup leaves out (`LEFT_OUT_TABLES`: the server's own backup history,
 * the signing secret).
 */
async function tablesOf(client: pg.Client) {
  const result = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r' and a.attgenerated = ''
        and c.relname <> all($1::text[])
      group by c.relname order by c.relname`,
    [LEFT_OUT_TABLES],
  );
  return result.rows;
}

async function migrationOf(client: pg.Client): Promise<Manifest['migration']> {
  const result = await client
    .query<{ when: string }>(
      'select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1',
    )
    .catch(() => ({ rows: [] }));
  const when = Number(result.rows[0]?.when);
  if (!when) throw new BackupError('The database has no PlanMyEldercare schema to back up.');
  const tag = knownMigrations().find((migration) => migration.when === when)?.tag;
  return { tag: tag ?? `unknown-${when}`, when };
}

/**
 * Writes a backup of the database `client` is connected to into `file` (its folder must exist),
 * sealed under `key`: under `<file>.partial` until complete, readable by its owner only, and
 * nothing left behind when it fails. `signal` stops it between tables (the server is stopping).
 */
export async function exportBackup(
  client: pg.Client,
  file: string,
  options: { now: Date; key: BackupKey; signal?: AbortSignal },
): Promise<WrittenBackup> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-backup-'));
  const partial = `${file}.partial`;
  try {
    fs.mkdirSync(path.join(staging, 'tables'), { mode: 0o700 });
    await client.query('begin isolation level repeatable read, read only');
    // On a failure the connection is left as it is (a COPY cut short may still be streaming):
    // the caller ends it, which ends the transaction.
    const [migration, version, found] = [
      await migrationOf(client),
      await client.query<{ v: string }>("select current_setting('server_version') as v"),
      await tablesOf(client),
    ];
    const tables: TableEntry[] = [];
    for (const { name, columns } of found) {
      options.signal?.throwIfAborted();
      const tally = tallying();
      const columnList = columns.map(quote).join(', ');
      await pipeline(
        client.query(copyTo(`COPY public.${quote(name)} (${columnList}) TO STDOUT`)),
        tally,
        fs.createWriteStream(path.join(staging, tableFile(name)), { mode: 0o600 }),
        { signal: options.signal },
      );
      tables.push({ name, columns, ...tally.tally() });
    }
    // Read only: nothing to keep.
    await client.query('rollback');
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: options.now.toISOString(),
      postgresVersion: version.rows[0]?.v ?? 'unknown',
      migration,
      tables,
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2), {
      mode: 0o600,
    });
    const packed = createTar({ gzip: true, portable: true, cwd: staging }, [
      MANIFEST_FILE,
      ...tables.map((table) => tableFile(table.name)),
    ]);
    await pipeline(packed, sealing(options.key), fs.createWriteStream(partial, { mode: 0o600 }));
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    return { file, bytes: fs.statSync(file).size, rows, manifest };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
