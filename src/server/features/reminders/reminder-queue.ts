import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../lib/job-queue';
import type { BaseDeps } from '../../service-deps';
import {
  dispatchDigests,
  dispatchDueReminders,
  type EnqueueSends,
  sweepOwedDeliveries,
} from './reminder-dispatch';
import { sendDelivery } from './reminder-send';

// The reminder queue (decision record 047): two queues of the process's job queue
// (lib/job-queue.ts). Every instance starts it; pg-boss's schedule runs the dispatch once a
// minute across all of them, and each instance works the send jobs.

const DISPATCH = 'reminders-dispatch';
/** The queue of send jobs, one per delivery (its key); a test sends them itself (test/reminders.ts). */
export const SEND = 'reminders-send';

export type ReminderQueue = {
  /** Starts the job queue, its two queues, their workers, the minute's schedule and the sweep. */
  start(): Promise<void>;
  /** Dispatch what is due now: reminders and digests (what the minute's schedule runs). */
  dispatch(): Promise<number>;
  /** Queues again what is owed and older than `olderThanMs` (the sweep). */
  sweep(olderThanMs: number): Promise<number>;
  /** Send jobs waiting (created or retrying), for the metrics; 0 before the job queue starts. */
  waitingCount(): Promise<number>;
  /** Stops the sweep and this queue's polling; jobs.stop() follows and waits for a send in progress. */
  stop(): Promise<void>;
};

/** The two queues with their policies: a dispatch at a time; sends retried with backoff. */
export async function ensureReminderQueues(jobs: JobQueue): Promise<void> {
  await jobs.ensureQueue(DISPATCH, { policy: 'singleton', retryLimit: 0 });
  await jobs.ensureQueue(SEND, {
    policy: 'short',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  });
}

export function createReminderQueue(deps: BaseDeps): ReminderQueue {
  let boss: PgBoss | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  const log = deps.logger;

  const enqueue: EnqueueSends = async (keys, queueDb) => {
    // The process's pg-boss: a test that sends the jobs itself starts it without this queue's
    // workers (test/reminders.ts).
    const boss = deps.jobs.started();
    if (!boss) throw new Error('the job queue is not started');
    // The singleton key is the delivery's: a delivery is queued at most once at a time.
    const jobs = keys.map((key) => ({ name: SEND, data: { key }, singletonKey: key }));
    await boss.insert(jobs, queueDb ? { db: queueDb } : {});
  };

  const send = async (key: string) => {
    const outcome = await sendDelivery(deps, key);
    if (outcome === 'sent') log.info({ delivery: key }, 'reminder email sent');
  };

  const queue: ReminderQueue = {
    async start() {
      boss = await deps.jobs.start();
      await ensureReminderQueues(deps.jobs);
      await deps.jobs.work(DISPATCH, {}, async () => {
        await queue.dispatch();
      });
      // A few at a time, one after another: a crash leaves at most these to the sweep.
      await deps.jobs.work<{ key: string }>(
        SEND,
        { batchSize: 5, pollingIntervalSeconds: 1 },
        async (jobs) => {
          for (const job of jobs) await send(job.data.key);
        },
      );
      await boss.schedule(DISPATCH, '* * * * *');
      const sweepMs = deps.config.reminders.sweepSeconds * 1000;
      sweeper = setInterval(() => {
        queue
          .sweep(sweepMs)
          .catch((error: unknown) => log.error({ err: error }, 'reminder sweep failed'));
      }, sweepMs);
      sweeper.unref();
      // Once at start as well, so a reminder due while every instance was down goes out now.
      await queue
        .dispatch()
        .catch((error: unknown) => log.error({ err: error }, 'reminder dispatch failed'));
    },
    async dispatch() {
      const reminders = await dispatchDueReminders(deps, enqueue);
      const digests = await dispatchDigests(deps, enqueue);
      if (reminders + digests > 0) log.info({ reminders, digests }, 'reminders dispatched');
      return reminders + digests;
    },
    sweep: (olderThanMs) => sweepOwedDeliveries(deps, enqueue, olderThanMs),
    async waitingCount() {
      // The queue's depth is the database's, whoever started the process's pg-boss.
      const started = deps.jobs.started();
      return started ? started.getQueueSize(SEND) : 0;
    },
    async stop() {
      clearInterval(sweeper);
      const stopping = boss;
      boss = undefined;
      // offWork only stops the polling: jobs.stop() (index.ts) waits for a send in progress.
      await Promise.all([stopping?.offWork(DISPATCH), stopping?.offWork(SEND)]).catch(
        (error: unknown) => log.error({ err: error }, 'stopping the reminder queue failed'),
      );
    },
  };
  return queue;
}
