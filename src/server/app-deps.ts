import { loadAuthSecret } from './auth/auth-secret';
import { type BackupSchedule, createBackupSchedule } from './features/backups';
import { createDocumentKeys, type DocumentKeys } from './features/care';
import { createPlanReaders, type PlanReaders } from './features/plans';
import { createReminderQueue, type ReminderQueue } from './features/reminders';
import type { BuiltClient } from './html/built-client';
import { createJobQueue } from './lib/job-queue';
import { createMetrics, type Metrics } from './lib/metrics';
import { createPlanEvents, type PlanEvents } from './lib/plan-events';
import { createMailer, type Mailer } from './mail/mailer';
import type { BaseDeps } from './service-deps';

/**
 * What the app and its services are built from; tests pass real ones on a throwaway database.
 * The base (service-deps.ts), and the pieces built from it that the features own.
 */
export type AppDeps = BaseDeps & {
  /** The built client: its folder (for assets), its index.html and the pre-rendered pages. */
  client?: BuiltClient;
  /** Request and pool figures for GET /api/metrics. */
  metrics: Metrics;
  /** The process's one LISTEN connection for live plan changes; stopped by the graceful stop. */
  planEvents: PlanEvents;
  /** The live streams open in this process, grouped by reader and capped per session and account. */
  planReaders: PlanReaders;
  /** Email reminders through pg-boss (record 047): started by index.ts, or by a test that needs it. */
  reminders: ReminderQueue;
  /** The daily backup (record 051): started by index.ts, or by a test that needs it. */
  backups: BackupSchedule;
  /**
   * The master keys of the plans' documents (record 082), which seal the backups too (record
   * 084), read or made at the first use.
   */
  documentKeys: DocumentKeys;
};

/** Builds the dependencies shared by the server, the command line and the tests. */
export async function createAppDeps(
  base: Pick<AppDeps, 'config' | 'database' | 'logger' | 'clock' | 'client'> & {
    mailer?: Mailer;
  },
): Promise<AppDeps> {
  // Lazy: the connection opens with the first stream, so the command line never holds one.
  const planEvents = createPlanEvents(base);
  const planReaders = createPlanReaders({ ...base, planEvents });
  const mailer = base.mailer ?? createMailer(base.config, base.logger);
  const authSecret = await loadAuthSecret(base.database.db, base.config.authSecret);
  // Not started here: the command line and most tests never need them.
  const jobs = createJobQueue(base);
  const reminders = createReminderQueue({ ...base, mailer, authSecret, jobs });
  // The documents' keys seal the backups too (record 084): one key for an operator to keep.
  const documentKeys = createDocumentKeys(base.config);
  const backups = createBackupSchedule({ ...base, jobs, documentKeys });
  return {
    ...base,
    mailer,
    authSecret,
    metrics: createMetrics(base.database, {
      planReaders,
      reminders,
      backups: () => backups.summary(),
    }),
    planEvents,
    planReaders,
    jobs,
    reminders,
    backups,
    documentKeys,
  };
}
