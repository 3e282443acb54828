import { HOUR_MS } from '../../../shared/constants';
import { todayIn } from '../../../shared/format';
import type { BaseDeps, ConfiguredDeps } from '../../service-deps';
import type { BackupKeys } from './backup-seal';
import { backupSummary, reusedBackupSummary } from './backup-summary';
import { takeBackup } from './take-backup';

// The daily backup (record 051): a queue and a schedule of the process's job queue. pg-boss's
// schedule sends one job a day across all instances, and the job claims its day in the `backups`
// table, so a second job for the same day (a retry, the catch-up at start) takes nothing. An
// instance that starts with no backup for today takes it at once: a server that was off at the
// set time catches up.

const DAILY = 'backups-daily';

type Deps = ConfiguredDeps & Pick<BaseDeps, 'logger' | 'jobs'> & { documentKeys: BackupKeys };

export type BackupSchedule = {
  /** Registers (or, with BACKUP_TIME=off, removes) the schedule and works the queue. */
  start(): Promise<void>;
  /** The backup for today, unless one is done or in progress: what the daily job runs. */
  runDaily(): ReturnType<typeof takeBackup>;
  /** The last good backup and whether it is too old, reused for 30 s (readiness, metrics). */
  summary(): ReturnType<typeof backupSummary>;
  /** Stops a backup in progress (it is recorded as failed, for a retry) and the overdue check. */
  stop(): Promise<void>;
};

export function createBackupSchedule(deps: Deps): BackupSchedule {
  const settings = deps.config.backups;
  let stopping = new AbortController();
  let watcher: NodeJS.Timeout | undefined;

  const warnIfOverdue = async () => {
    const summary = await backupSummary(deps);
    if (summary.overdue) {
      deps.logger.warn(
        { lastGoodAt: summary.lastGood?.finishedAt ?? null, overdueHours: settings.overdueHours },
        'the last good backup is too old',
      );
    }
  };

  const schedule: BackupSchedule = {
    summary: reusedBackupSummary(deps),
    async start() {
      stopping = new AbortController();
      const boss = await deps.jobs.start();
      await deps.jobs.ensureQueue(DAILY, {
        // One at a time; a failed backup is tried again twice, ten minutes apart.
        policy: 'singleton',
        retryLimit: 2,
        retryDelay: 600,
        expireInSeconds: 3600,
      });
      if (settings.time) {
        const [hours, minutes] = settings.time.split(':').map(Number);
        await boss.schedule(DAILY, `${minutes} ${hours} * * *`, {}, { tz: settings.timeZone });
        await deps.jobs.work(DAILY, {}, async () => {
          await schedule.runDaily();
        });
        await boss.send(DAILY, {}, { singletonKey: 'catch-up', singletonSeconds: 600 });
      } else {
        await boss.unschedule(DAILY);
      }
      // Told at start and every hour after, also when backups are taken by other means.
      await warnIfOverdue().catch(() => undefined);
      watcher = setInterval(() => {
        warnIfOverdue().catch(() => undefined);
      }, HOUR_MS);
      watcher.unref();
    },
    runDaily: () =>
      takeBackup(deps, {
        folder: settings.folder,
        keep: settings.keep,
        slot: todayIn(settings.timeZone, deps.clock.now()),
        signal: stopping.signal,
      }),
    async stop() {
      clearInterval(watcher);
      stopping.abort();
      await deps.jobs.started()?.offWork(DAILY);
    },
  };
  return schedule;
}
