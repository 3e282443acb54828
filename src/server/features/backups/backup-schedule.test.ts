import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { backups } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabaseUrl } from '../../test/test-database';
import { BACKUP_FILE_PATTERN } from './backup-format';

// The daily backup across instances (issue #31, record 051): two servers on one database both
// work the job queue and both start with no backup for the day; pg-boss's schedule fires at the
// set time; one backup is taken between them. (On PostgreSQL 18 only: it tests pg-boss's
// schedule and our claim, which no PostgreSQL version changes; vitest.config.ts.)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const instances: TestApp[] = [];
let folder: string | undefined;
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await drop?.();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the daily backup', () => {
  it('is taken once across two instances at the set time', async () => {
    // The set time is this minute: pg-boss's schedule sends a job for a time that passed less
    // than a minute ago. Too near the minute's end, wait for the next one.
    if (new Date().getUTCSeconds() > 40) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const now = new Date();
    const time = `${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`;
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-daily-'));
    const database = await createTestDatabaseUrl();
    drop = database.drop;
    const env = {
      BACKUP_TIME: time,
      BACKUP_TIME_ZONE: 'UTC',
      BACKUP_DIR: folder,
      JOB_SCHEDULE_CHECK_SECONDS: '1',
    };
    for (let index = 0; index < 2; index += 1) {
      const instance = await createTestApp({ env, database: openPostgres(database.url) });
      instances.push(instance);
    }
    const [first, second] = instances as [TestApp, TestApp];
    await Promise.all([first.deps.backups.start(), second.deps.backups.start()]);

    // Both instances sent a catch-up job at start, and the schedule sends one for the time set.
    let jobs: { singletonKey: string | null; state: string }[] = [];
    for (let waited = 0; waited < 30_000; waited += 500) {
      await sleep(500);
      const found = await first.database.db.execute<{ singletonKey: string | null; state: string }>(
        sql`select singleton_key as "singletonKey", state from pgboss.job
            where name = 'backups-daily' order by created_on`,
      );
      jobs = found.rows;
      const scheduled = jobs.filter((job) => job.singletonKey === null);
      if (jobs.length >= 2 && jobs.every((job) => job.state === 'completed') && scheduled.length) {
        break;
      }
    }
    expect(jobs.filter((job) => job.singletonKey === 'catch-up')).toHaveLength(1);
    expect(jobs.filter((job) => job.singletonKey === null)).toHaveLength(1);
    expect(jobs.map((job) => job.state)).toEqual(['completed', 'completed']);

    const rows = await first.database.db.select().from(backups);
    expect(rows.map((row) => [row.slot, row.status])).toEqual([['2026-01-15', 'ok']]);
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(BACKUP_FILE_PATTERN);
    expect(rows[0]?.file).toBe(files[0]);
  }, 120_000);
});
