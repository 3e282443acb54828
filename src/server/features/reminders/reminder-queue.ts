import type PgBoss from 'pg-boss';
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
const SEND = 'reminders-send';

export type ReminderQueue = {
  /**
   * Starts the job queue and its two queues. `work: false` (tests) starts no worker, schedule
   * or sweep: the test runs `dispatch()` and `drain()` itself.
   */
  start(options?: { work?: boolean }): Promise<void>;
  /** Dispatch what is due now: reminders and digests (what the minute's schedule runs). */
  dispatch(): Promise<number>;
  /** Runs every queued send job here and now (tests); answers how many ran. */
  drain(): Promise<number>;
  /** Queues again what is owed and older than `olderThanMs` (the sweep). */
  sweep(olderThanMs: number): Promise<number>;
  /** Send jobs waiting (created or retrying), for the metrics; 0 when not started. */
  waitingCount(): Promise<number>;
  /** Stops the sweep and this queue's polling; jobs.stop() follows and waits for a send in progress. */
  stop(): Promise<void>;
};

export function createReminderQueue(deps: BaseDeps): ReminderQueue {
  let boss: PgBoss | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  const log = deps.logger;

  const enqueue: EnqueueSends = async (keys, queueDb) => {
    if (!boss) throw new Error('the reminder queue is not started');
    // The singleton key is the delivery's: a delivery is queued at most once at a time.
    const jobs = keys.map((key) => ({ name: SEND, data: { key }, singletonKey: key }));
    await boss.insert(jobs, queueDb ? { db: queueDb } : {});
  };

  const send = async (key: string) => {
    const outcome = await sendDelivery(deps, key);
    if (outcome === 'sent') log.info({ delivery: key }, 'reminder email sent');
  };

  const queue: ReminderQueue = {
    async start(options = {}) {
      const work = options.work ?? true;
      boss = await deps.jobs.start(options);
      await deps.jobs.ensureQueue(DISPATCH, { policy: 'singleton', retryLimit: 0 });
      await deps.jobs.ensureQueue(SEND, {
        policy: 'short',
        retryLimit: 5,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 120,
      });
      if (!work) return;
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
    async drain() {
      if (!boss) throw new Error('the reminder queue is not started');
      let ran = 0;
      for (;;) {
        const jobs = await boss.fetch<{ key: string }>(SEND, { batchSize: 50 });
        if (jobs.length === 0) return ran;
        for (const job of jobs) {
          try {
            await send(job.data.key);
            await boss.complete(SEND, job.id);
          } catch (error) {
            await boss.fail(SEND, job.id, { message: String(error) });
            throw error;
          }
          ran++;
        }
      }
    },
    sweep: (olderThanMs) => sweepOwedDeliveries(deps, enqueue, olderThanMs),
    async waitingCount() {
      return boss ? boss.getQueueSize(SEND) : 0;
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
