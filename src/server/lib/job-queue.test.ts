import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { createJobQueue } from './job-queue';
import { createLogger } from './logger';

// pg-boss marks a job done or failed without awaiting the query (its manager's `watch`): stopping
// the queue must still wait for that query, or closing the pool after it rejects the query as an
// unhandled error (seen in CI while a backup job was stopped).

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
});
