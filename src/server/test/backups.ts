import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { create as createTar, extract } from 'tar';
import { type Manifest, newTally, tableFile } from '../features/backups/backup-format';
import { type BackupKeys, openBackup, sealing } from '../features/backups/backup-seal';
import { createDocumentKeys } from '../features/care';
import { createTestDatabaseUrl } from './test-database';

// What the backups' tests share (records 051 and 084): a backup unpacked with its key, changed as
// a forger holding the key would change it, and packed and sealed again; an empty database to
// restore into, and how many tables a database holds.

/** Unpacks `file`, opened with `keys`, into the folder `into`; returns its manifest. */
export async function unpackBackup(file: string, keys: BackupKeys, into: string) {
  const plain = path.join(into, '..', `${path.basename(into)}.tar.gz`);
  await pipeline(await openBackup(file, keys), fs.createWriteStream(plain));
  await extract({ file: plain, cwd: into });
  fs.rmSync(plain);
  return JSON.parse(fs.readFileSync(path.join(into, 'manifest.json'), 'utf8')) as Manifest;
}

/** Packs the folder `from` (manifest and tables) into `file`: sealed under `keys`' key, or not. */
export async function packBackup(from: string, file: string, keys: BackupKeys | 'unencrypted') {
  const packed = createTar({ gzip: true, cwd: from }, fs.readdirSync(from));
  if (keys === 'unencrypted') {
    await pipeline(packed, fs.createWriteStream(file));
    return file;
  }
  const key = await keys.current();
  if (!key) throw new Error('no key to seal the backup with');
  await pipeline(packed, sealing(key), fs.createWriteStream(file));
  return file;
}

/** Makes a table's entry in the manifest match its (edited) file, as a careful forger would. */
export function retally(unpacked: string, manifest: Manifest, table: string) {
  const tally = newTally();
  tally.update(fs.readFileSync(path.join(unpacked, tableFile(table))));
  const entry = manifest.tables.find((candidate) => candidate.name === table);
  if (entry) Object.assign(entry, tally.result());
}

/** An empty database (no tables at all), dropped by `drop`. */
export async function emptyDatabase() {
  const database = await createTestDatabaseUrl();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('drop schema drizzle cascade');
  await client.query('drop schema public cascade');
  await client.query('create schema public');
  await client.end();
  return database;
}

/** How many tables of ours (`public`, `drizzle`) the database holds. */
export async function tableCount(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query<{ n: number }>(
    "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
  );
  await client.end();
  return result.rows[0]?.n;
}

/**
 * The keys of an install other than the one that took the backup (`documentKeys` as its
 * DOCUMENT_KEYS, or none), read as `npm run restore` reads them: never made.
 */
export function keysElsewhere(
  folder: string,
  documentKeys: { id: string; key: Buffer }[] | undefined,
): BackupKeys {
  return createDocumentKeys(
    { documentKeys, databaseUrl: undefined, dataDir: path.join(folder, 'elsewhere') },
    { make: false },
  );
}
