import fs from 'node:fs';
import path from 'node:path';
import { and, eq, lt, sql } from 'drizzle-orm';
import { HOUR_MS } from '../../../shared/constants';
import { backups } from '../../db/schema';
import type { BaseDeps, DbDeps } from '../../service-deps';
import { checkBackup } from './backup-check';
import { exportBackup } from './backup-export';
import { BACKUP_FILE_PATTERN, BackupError, backupFileName } from './backup-format';
import type { BackupKeys } from './backup-seal';

// One backup, taken, checked, recorded and pruned (record 051): by the daily job or by
// `npm run backup`. A daily backup first claims its day, so instances on one database take one
// between them. It is sealed with the documents' key (record 084), which stays outside it.

type Deps = DbDeps & Pick<BaseDeps, 'logger'> & { documentKeys: BackupKeys };

/** Why there is no backup without a key: the admin's card and the log say it as it is. */
export const NO_BACKUP_KEY =
  "Backups are encrypted with the documents' key, and this server has none: set DOCUMENT_KEYS (README: Backups).";

export type BackupOutcome =
  | { status: 'ok'; file: string; bytes: number; rows: number; ms: number; keyId: string }
  | { status: 'skipped' };

/** A claim older than this belongs to an instance that died while writing: it is failed. */
const STALE_CLAIM_MS = HOUR_MS;

/** Removes the oldest backup files beyond `keep` (only files our name pattern matches). */
export function pruneBackups(folder: string, keep: number): string[] {
  const files = fs
    .readdirSync(folder)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort();
  const removed = files.slice(0, Math.max(0, files.length - keep));
  for (const name of removed) fs.rmSync(path.join(folder, name), { force: true });
  return removed;
}

/** Claims the slot (a daily backup) or opens a row (a manual one); undefined if taken. */
async function claim(deps: Deps, slot: string | undefined, now: Date) {
  const { db } = deps.database;
  if (slot) {
    await db
      .update(backups)
      .set({ status: 'failed', finishedAt: now, reason: 'The instance writing it stopped.' })
      .where(
        and(
          eq(backups.slot, slot),
          eq(backups.status, 'running'),
          lt(backups.startedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      );
  }
  const [row] = await db
    .insert(backups)
    .values({ slot, status: 'running', startedAt: now })
    .onConflictDoNothing({
      target: backups.slot,
      where: sql`${backups.status} in ('running', 'ok')`,
    })
    .returning({ id: backups.id });
  return row?.id;
}

/**
 * Writes a backup into `folder` (or `file`), reads it back to check it, records the outcome and
 * keeps the newest `keep` files. A failure is recorded and thrown; it leaves no file behind.
 */
export async function takeBackup(
  deps: Deps,
  options: { folder: string; keep?: number; slot?: string; file?: string; signal?: AbortSignal },
): Promise<BackupOutcome> {
  const now = deps.clock.now();
  const id = await claim(deps, options.slot, now);
  if (!id) return { status: 'skipped' };
  const started = performance.now();
  const file = options.file ?? path.join(options.folder, backupFileName(now));
  const client = deps.database.dedicatedClient();
  try {
    const key = await deps.documentKeys.current();
    if (!key) throw new BackupError(NO_BACKUP_KEY);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    await client.connect();
    const written = await exportBackup(client, file, { now, key, signal: options.signal });
    try {
      await checkBackup(file, deps.documentKeys);
    } catch (error) {
      fs.rmSync(file, { force: true });
      throw error;
    }
    await deps.database.db
      .update(backups)
      .set({
        status: 'ok',
        finishedAt: deps.clock.now(),
        file: path.basename(file),
        bytes: written.bytes,
        rowCount: written.rows,
      })
      .where(eq(backups.id, id));
    if (options.keep) {
      const removed = pruneBackups(path.dirname(file), options.keep);
      if (removed.length) deps.logger.info({ removed }, 'removed the oldest backups');
    }
    const ms = Math.round(performance.now() - started);
    deps.logger.info(
      { file, bytes: written.bytes, rows: written.rows, ms, keyId: key.id },
      'backup written and checked',
    );
    return { status: 'ok', file, bytes: written.bytes, rows: written.rows, ms, keyId: key.id };
  } catch (error) {
    const reason = options.signal?.aborted
      ? 'The server stopped while writing it.'
      : (error as Error).message;
    await deps.database.db
      .update(backups)
      .set({ status: 'failed', finishedAt: deps.clock.now(), reason })
      .where(eq(backups.id, id))
      .catch(() => undefined);
    deps.logger.error({ reason }, 'backup failed');
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
