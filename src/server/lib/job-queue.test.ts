import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { createJobQueue } from './job-queue';
import { createLogger } from './logger';

// pg-boss marks a job done or failed without awaiting the query (its manager's `watch`), and a
// job can outlive pg-boss's stop: stopping the queue must still wait for both, or closing the
// pool after it rejects their queries as unhandled errors (seen in CI while a backup job was
// stopped; the second, the likeliest cause of one seen later while a demo test ran).

let database: DatabaseHandle;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  database = await createTestDatabase();
  process.on('unhandledRejection', onUnhandled);
});

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
});

describe('the job queue', () => {
  it('waits, when stopped, for the query marking a job failed, so the pool can close after it', async () => {
    const jobs = createJobQueue({
      database,
      logger: createLogger({ logLevel: 'silent' }),
      config: { jobs: { scheduleCheckSeconds: 30 } },
    });
    const boss = await jobs.start();
    await jobs.ensureQueue('stopping-test', { policy: 'standard', retryLimit: 0 });

    let release: () => void = () => undefined;
    const handlerStarted = new Promise<void>((started) => {
      void boss.work('stopping-test', { pollingIntervalSeconds: 0.5 }, async () => {
        started();
        // The job ends in failure once the queue is being stopped, as a stopped backup does.
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        throw new Error('stopped while working');
      });
    });
    const jobId = await boss.send('stopping-test', {});
    await handlerStarted;

    const stopping = jobs.stop();
    release();
    await stopping;
    const failed = await boss.getJobById('stopping-test', jobId as string);
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(unhandled).toEqual([]);
    expect(failed?.state).toBe('failed');
  });

  it('waits for a job that outlives its stop, and what marks it, before the pool closes', async () => {
    const own = await createTestDatabase();
    const jobs = createJobQueue({
      database: own,
      logger: createLogger({ logLevel: 'silent' }),
      config: { jobs: { scheduleCheckSeconds: 30 } },
      // pg-boss gives a job in progress this long, then marks it failed and stops waiting.
      stopTimeoutMs: 1_000,
    });
    await jobs.start();
    await jobs.ensureQueue('outliving-test', { policy: 'standard', retryLimit: 0 });
    let finished = false;
    const handlerStarted = new Promise<void>((started) => {
      void jobs.work('outliving-test', { pollingIntervalSeconds: 0.5 }, async () => {
        started();
        // Longer than the stop waits; then it still reads the database, as a backup's last step.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await own.db.execute(sql`select 1`);
        finished = true;
      });
    });
    await jobs.started()?.send('outliving-test', {});
    await handlerStarted;

    await jobs.stop();
    expect(finished).toBe(true);
    await own.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unhandled).toEqual([]);
  });
});
