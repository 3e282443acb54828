import fs from 'node:fs';
import path from 'node:path';
import type { ReadEntry } from 'tar';
import { list } from 'tar';
import { knownMigrations } from '../../db/migrate';
import {
  BACKUP_FORMAT_VERSION,
  BackupError,
  damaged,
  feedTar,
  MANIFEST_FILE,
  type Manifest,
  manifestSchema,
  newTally,
  type Tally,
  tableFile,
  tallyDifference,
} from './backup-format';
import { type BackupKeys, openBackup } from './backup-seal';

// Reading a backup back without a database (record 051): after each backup is written, and before
// a restore touches anything. The file is opened with its key (record 084), and every table's
// file is counted and hashed against the manifest.

/** A manifest far larger than ours is not one of ours; it is not read into memory. */
const MANIFEST_MAX_BYTES = 1024 * 1024;

async function readEntries(source: AsyncIterable<Buffer>) {
  const tallies = new Map<string, Tally>();
  let manifestText = '';
  let tooLarge = false;
  const reader = list({
    strict: true,
    onReadEntry(entry: ReadEntry) {
      if (entry.path === MANIFEST_FILE) {
        entry.on('data', (chunk: Buffer) => {
          if (manifestText.length + chunk.length > MANIFEST_MAX_BYTES) tooLarge = true;
          else manifestText += chunk.toString('utf8');
        });
        return;
      }
      const tally = newTally();
      entry.on('data', (chunk: Buffer) => tally.update(chunk));
      entry.on('end', () => tallies.set(entry.path, tally.result()));
    },
  });
  await feedTar(source, reader, 'end');
  return { tallies, manifestText: tooLarge ? undefined : manifestText };
}

/**
 * The manifest of a sound backup whose schema this version can restore, opened with `keys`; a
 * BackupError otherwise. An unencrypted format 1 backup is read only with `unencrypted`.
 */
export async function checkBackup(
  file: string,
  keys: BackupKeys,
  options: { unencrypted?: boolean } = {},
): Promise<Manifest> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new BackupError(`There is no backup file at ${file}.`);
  }
  let entries: Awaited<ReturnType<typeof readEntries>>;
  try {
    entries = await readEntries(await openBackup(file, keys, options));
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw damaged(file, (error as Error).message);
  }
  if (!entries.manifestText) throw damaged(file, `${MANIFEST_FILE} is missing`);
  let raw: unknown;
  try {
    raw = JSON.parse(entries.manifestText);
  } catch {
    throw damaged(file, `${MANIFEST_FILE} is not JSON`);
  }
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${path.basename(file)} was written by a newer version of PlanMyEldercare (backup format ${version}). Update the app, then restore.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw damaged(file, `${MANIFEST_FILE} is not as expected`);
  const manifest = parsed.data;
  for (const table of manifest.tables) {
    const tally = entries.tallies.get(tableFile(table.name));
    if (!tally) throw damaged(file, `table ${table.name} is missing`);
    const difference = tallyDifference(table, tally);
    if (difference) throw damaged(file, difference);
  }
  checkMigration(manifest);
  return manifest;
}

/** Refuses a backup of a schema newer than this version of the app knows. */
function checkMigration(manifest: Manifest) {
  const known = knownMigrations();
  const last = known.at(-1);
  if (known.some((migration) => migration.tag === manifest.migration.tag)) return;
  if (last && manifest.migration.when > last.when) {
    throw new BackupError(
      `This backup comes from a newer version of PlanMyEldercare: its database is at migration ${manifest.migration.tag}, and this version knows migrations up to ${last.tag}. Update the app, then restore.`,
    );
  }
  throw new BackupError(
    `This backup's database is at migration ${manifest.migration.tag}, which this version of PlanMyEldercare does not know, so it cannot restore it.`,
  );
}
