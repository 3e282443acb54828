import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { JobQueue } from './lib/job-queue';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';

// What a service function takes first, its dependencies (`(deps, actor, input)`), named by what
// it does with them. The app passes its whole AppDeps, which has each of these; a test may pass
// only what the function names. Kept apart from app-deps.ts, which builds the features' own
// pieces (queues, streams), so a feature can name its needs without importing the app.

/** The process's base: what every other piece is built from. */
export type BaseDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  /** Key for code HMACs and signed links (see auth/auth-secret.ts). */
  authSecret: string;
  /** The process's pg-boss (lib/job-queue.ts): started by the first queue that needs it. */
  jobs: JobQueue;
};

/** Reads and writes the database at the clock's time: most services. */
export type DbDeps = Pick<BaseDeps, 'database' | 'clock'>;

/** The same, with the configuration: limits, the public address, the demo's. */
export type ConfiguredDeps = Pick<BaseDeps, 'database' | 'clock' | 'config'>;

/** Signs and checks links and codes: the secret, the configuration and the time. */
export type SigningDeps = Pick<BaseDeps, 'config' | 'clock' | 'authSecret'>;

/** Sends mail, logging a failure instead of failing the request. */
export type MailDeps = Pick<BaseDeps, 'mailer' | 'logger' | 'config'>;
