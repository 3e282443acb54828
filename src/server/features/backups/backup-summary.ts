import { and, desc, eq, gt, min } from 'drizzle-orm';
import { HOUR_MS } from '../../../shared/constants';
import type { BackupSummary } from '../../../shared/schemas/admin';
import { backups, users } from '../../db/schema';
import type { ConfiguredDeps } from '../../service-deps';

// The last good backup and whether it is too old (record 051), read from the database so every
// instance answers alike: for the admin's Security tab, /api/health/ready and the metrics.

export async function backupSummary(deps: ConfiguredDeps): Promise<BackupSummary> {
  const { db } = deps.database;
  const { backups: settings } = deps.config;
  const [good] = await db
    .select()
    .from(backups)
    .where(eq(backups.status, 'ok'))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  const [failure] = await db
    .select()
    .from(backups)
    .where(
      and(
        eq(backups.status, 'failed'),
        good?.finishedAt ? gt(backups.finishedAt, good.finishedAt) : undefined,
      ),
    )
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  // With no backup yet, the clock starts with the installation: its first account (the system
  // accounts are created at the first start).
  const [installed] = good ? [] : await db.select({ at: min(users.createdAt) }).from(users);
  const since = good?.finishedAt ?? installed?.at;
  const overdue =
    since !== null &&
    since !== undefined &&
    deps.clock.now().getTime() - since.getTime() > settings.overdueHours * HOUR_MS;
  return {
    lastGood:
      good?.finishedAt && good.file
        ? { finishedAt: good.finishedAt.toISOString(), bytes: good.bytes ?? 0, file: good.file }
        : null,
    overdue,
    lastFailure: failure?.finishedAt
      ? { at: failure.finishedAt.toISOString(), reason: failure.reason ?? 'unknown' }
      : null,
    schedule: settings.time
      ? {
          time: settings.time,
          timeZone: settings.timeZone,
          keep: settings.keep,
          folder: settings.folder,
        }
      : null,
  };
}

/** How long readiness probes and metrics scrapes reuse one reading (by the app's clock). */
const SUMMARY_REUSED_MS = 30_000;

/**
 * The summary as probes and scrapes read it: once per 30 s per process, not once per probe (a
 * load balancer asks every few seconds) or per gauge. The admin's Security tab reads it fresh.
 */
export function reusedBackupSummary(deps: ConfiguredDeps): () => Promise<BackupSummary> {
  let reading: { at: number; summary: Promise<BackupSummary> } | undefined;
  return () => {
    const now = deps.clock.now().getTime();
    if (!reading || now - reading.at >= SUMMARY_REUSED_MS || now < reading.at) {
      const summary = backupSummary(deps);
      reading = { at: now, summary };
      // A failed reading is not kept.
      summary.catch(() => {
        if (reading?.summary === summary) reading = undefined;
      });
    }
    return reading.summary;
  };
}
