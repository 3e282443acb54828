import { createHash } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { Parser } from 'tar';
import { z } from 'zod';

// What a backup holds (records 051 and 084): a gzipped tar of `manifest.json` and one file per
// table of our schema, in COPY's text format (one line per row, which is what makes a backup
// countable without a database), sealed whole by backup-seal.ts. The manifest names the
// schema's migration, each table's columns, and each file's row count, byte count and SHA-256.

export class BackupError extends Error {}

export const BACKUP_FORMAT = 'planmyeldercare-backup';
/** 2: sealed with AES-256-GCM and without the signing secret (record 084); 1: neither. */
export const BACKUP_FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';

/**
 * Tables a backup leaves out: the server's own backup history (a restored server starts its own),
 * and the signing secret (a restored install makes its own, or is given AUTH_SECRET): a backup
 * must never be enough to sign a reset link. A format 1 backup held the secret; a restore skips it.
 */
export const LEFT_OUT_TABLES: readonly string[] = ['backups', 'app_secrets'];

/**
 * planmyeldercare-2026-11-27T03-00-00-000Z.backup: sorts by time, and nothing else matches. The
 * format 1 name (`.tar.gz`, unencrypted) still matches, so those files age out of the folder too.
 */
export const BACKUP_FILE_PATTERN = /^planmyeldercare-\d{4}-\d\d-\d\dT[\d-]+Z\.(backup|tar\.gz)$/;

export function backupFileName(at: Date): string {
  return `planmyeldercare-${at.toISOString().replace(/[:.]/g, '-')}.backup`;
}

/** A file that is not one of ours, or was changed, in words an operator can act on. */
export function damaged(file: string, why: string): BackupError {
  return new BackupError(
    `${path.basename(file)} is not a PlanMyEldercare backup, or it is damaged (${why}). Use another backup file.`,
  );
}

/** A table or column name as SQL spells it, quoted ('"user_sessions"'). */
export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function tableFile(table: string): string {
  return `tables/${table}.copy`;
}

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  postgresVersion: z.string(),
  /** The newest migration applied to the database the backup was taken from. */
  migration: z.object({ tag: z.string(), when: z.number() }),
  tables: z.array(
    z.object({
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = Manifest['tables'][number];

/** What a table's file held as it streamed past: its rows (lines), bytes and SHA-256. */
export type Tally = { rows: number; bytes: number; sha256: string };

/** Counts lines (rows) and bytes and hashes them, chunk by chunk. */
export function newTally() {
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  let digest: string | undefined;
  return {
    update(chunk: Buffer) {
      hash.update(chunk);
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) rows++;
    },
    result(): Tally {
      digest ??= hash.digest('hex');
      return { rows, bytes, sha256: digest };
    },
  };
}

/** Passes bytes through unchanged while tallying them. */
export function tallying(): Transform & { tally(): Tally } {
  const counter = newTally();
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.update(chunk);
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { tally: () => counter.result() });
}

/** The same numbers, or the first difference in words an operator understands. */
export function tallyDifference(table: TableEntry, tally: Tally): string | undefined {
  if (tally.rows !== table.rows) {
    return `table ${table.name} holds ${tally.rows} rows where its list says ${table.rows}`;
  }
  if (tally.bytes !== table.bytes || tally.sha256 !== table.sha256) {
    return `table ${table.name} does not match its checksum`;
  }
  return undefined;
}

/**
 * Feeds a backup's opened bytes (backup-seal.ts) to tar's reader, `list` or `extract` without a
 * file, and waits until it is done (`end` for a list, `close` for an extract). A source that
 * fails (a chunk that does not open) fails it too, before the reader has seen the end.
 */
export async function feedTar(
  source: AsyncIterable<Buffer>,
  reader: Parser,
  done: 'end' | 'close',
) {
  let failure: unknown;
  const finished = new Promise<void>((resolve, reject) => {
    reader.on(done, () => resolve());
    reader.on('error', (error: unknown) => {
      failure ??= error;
      reject(error);
    });
  });
  finished.catch(() => undefined);
  for await (const chunk of source) {
    if (failure) break;
    if (!reader.write(chunk)) await Promise.race([once(reader, 'drain'), finished]);
  }
  if (!failure) reader.end();
  await finished;
}
