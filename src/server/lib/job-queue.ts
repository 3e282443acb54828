import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import { type DatabaseHandle, poolOf } from '../db/client';
import type { Logger } from './logger';

// The process's one pg-boss (records 047 and 051), on the app's own database and pool, its tables
// in the `pgboss` schema: the reminders' sends and the daily backup are its queues. Every
// instance starts it; pg-boss's schedule runs a scheduled job once across all of them.

/** The advisory lock around pg-boss's set-up (next to the migrations' and system accounts'). */
const QUEUE_SETUP_LOCK_KEY = 7_201_946_113_802_556n;
/** How long a stop waits for a job in progress before failing it (to run again elsewhere). */
const STOP_TIMEOUT_MS = 10_000;

export type JobQueue = {
  /**
   * Starts pg-boss once; later calls answer the same one. `work: false` (tests) starts no
   * maintenance or schedule: the test runs the jobs itself.
   */
  start(options?: { work?: boolean }): Promise<PgBoss>;
  /** The started pg-boss, or undefined before start and after stop. */
  started(): PgBoss | undefined;
  /** Creates a queue unless it exists, one instance at a time. */
  ensureQueue(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void>;
  /**
   * pg-boss's `work`, with the handler's run tracked, so stop() can wait for it: always this,
   * never the started pg-boss's own.
   */
  work<T>(
    name: string,
    options: PgBoss.WorkOptions,
    handler: (jobs: PgBoss.Job<T>[]) => Promise<void>,
  ): Promise<string>;
  /**
   * Stops every worker, letting a job in progress finish (up to 10 s), then waits until nothing
   * of the queue's runs or queries any more; before the pool closes.
   */
  stop(): Promise<void>;
};

export function createJobQueue(deps: {
  database: DatabaseHandle;
  logger: Logger;
  config: Pick<Config, 'jobs'>;
  /** How long a stop waits for a job in progress before failing it; tests shorten it. */
  stopTimeoutMs?: number;
}): JobQueue {
  const stopTimeoutMs = deps.stopTimeoutMs ?? STOP_TIMEOUT_MS;
  let starting: Promise<PgBoss> | undefined;
  let boss: PgBoss | undefined;
  const pool = poolOf(deps.database);
  // pg-boss 10 marks a job done or failed without waiting for it (manager.js `watch`), so its
  // query can still be in flight when stop() resolves: stop() waits for every query it sent,
  // or the pool's close would turn that query into an unhandled rejection.
  // A handler that outlives pg-boss's stop (its 10 s ran out) still queries, and pg-boss then
  // marks its job: stop() waits for those too, until a turn passes with nothing left running.
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  };
  const executeSql = (text: string, values?: unknown[]) => track(pool.query(text, values));
  let stopped = false;
  // Instances starting together would deadlock in pg-boss's own set-up (found by the crash
  // test): one at a time, under an advisory lock of ours.
  const oneAtATime = <T>(fn: () => Promise<T>) =>
    deps.database.withAdvisoryLock(QUEUE_SETUP_LOCK_KEY, fn);

  return {
    start(options = {}) {
      starting ??= (async () => {
        stopped = false;
        const work = options.work ?? true;
        const created = new PgBoss({
          db: { executeSql },
          schema: 'pgboss',
          supervise: work,
          schedule: work,
          cronMonitorIntervalSeconds: deps.config.jobs.scheduleCheckSeconds,
        });
        // Its errors (a lost connection while polling) are logged, never thrown at the process.
        created.on('error', (error) => deps.logger.error({ err: error }, 'job queue error'));
        await oneAtATime(() => created.start());
        boss = created;
        return created;
      })();
      return starting;
    },
    started: () => boss,
    async work<T>(
      name: string,
      options: PgBoss.WorkOptions,
      handler: (jobs: PgBoss.Job<T>[]) => Promise<void>,
    ) {
      const started = boss;
      if (!started) throw new Error('the job queue is not started');
      return started.work<T>(name, options, (jobs) => {
        // A job fetched as the queue stops is failed, to run again elsewhere or after a restart.
        if (stopped) return Promise.reject(new Error('the job queue is stopping'));
        return track(handler(jobs));
      });
    },
    async ensureQueue(name, options) {
      const started = boss;
      if (!started) throw new Error('the job queue is not started');
      await oneAtATime(async () => {
        if (!(await started.getQueue(name))) await started.createQueue(name, { name, ...options });
      });
    },
    async stop() {
      const stopping = boss;
      boss = undefined;
      starting = undefined;
      if (!stopping) return;
      stopped = true;
      // Waits for a job in progress (failed after the timeout, to run again elsewhere).
      await stopping
        .stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs })
        .catch((error: unknown) =>
          deps.logger.error({ err: error }, 'stopping the job queue failed'),
        );
      // A query's end can start another (a handler's end marks its job): until none is left,
      // or as long again as pg-boss was given.
      const giveUp = Date.now() + stopTimeoutMs;
      while (inFlight.size && Date.now() < giveUp) {
        await Promise.race([
          Promise.allSettled([...inFlight]),
          sleep(giveUp - Date.now(), undefined, { ref: false }),
        ]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
