import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../../shared/constants';
import { backups } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pruneBackups, takeBackup } from './take-backup';

// One backup a day, kept to a count, and told when too old (issue #31, record 051): through
// /api/health/ready, the metrics, the server's log and the admin's Security tab.

const TOKEN = 'operator-token-0123456789-0123456789-abcdef';
let t: TestApp;
let folder: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-backup-status-'));
  t = await createTestApp({
    env: {
      BACKUP_DIR: folder,
      BACKUP_KEEP: '2',
      BACKUP_TIME: '03:00',
      BACKUP_TIME_ZONE: 'UTC',
      METRICS_TOKEN: TOKEN,
    },
  });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const rows = () => t.database.db.select().from(backups).orderBy(asc(backups.startedAt));
const files = () => fs.readdirSync(folder).sort();
const ready = async () => (await t.client().get('/api/health/ready')).json;
async function metric(name: string) {
  const scraped = await t.client({ Authorization: `Bearer ${TOKEN}` }).get('/api/metrics');
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(scraped.text)?.[1]);
}

describe('the daily backup', () => {
  it('is taken once for a day however many start it at once, then again the next day', async () => {
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => t.deps.backups.runDaily()));
    expect(outcomes.filter((outcome) => outcome.status === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'skipped')).toHaveLength(5);
    expect((await rows()).map((row) => [row.slot, row.status])).toEqual([['2026-01-15', 'ok']]);
    expect(await t.deps.backups.runDaily()).toEqual({ status: 'skipped' });

    t.clock.advance(DAY_MS);
    expect((await t.deps.backups.runDaily()).status).toBe('ok');
    expect((await rows()).map((row) => row.slot)).toEqual(['2026-01-15', '2026-01-16']);
  });

  it('takes over a day whose instance died while writing it, an hour on', async () => {
    t.clock.advance(DAY_MS);
    await t.database.db.insert(backups).values({
      slot: '2026-01-17',
      status: 'running',
      startedAt: new Date(t.clock.now().getTime() - 2 * HOUR_MS),
    });
    expect((await t.deps.backups.runDaily()).status).toBe('ok');
    const day = (await rows()).filter((row) => row.slot === '2026-01-17');
    expect(day.map((row) => [row.status, row.reason])).toEqual([
      ['failed', 'The instance writing it stopped.'],
      ['ok', null],
    ]);
  });

  it('keeps the newest BACKUP_KEEP files and nothing else of the folder is touched', async () => {
    // Three days were backed up with BACKUP_KEEP=2: the first file is gone.
    const kept = files();
    expect(kept).toHaveLength(2);
    const byDay = await rows();
    expect(kept).toEqual(
      byDay
        .filter((row) => row.status === 'ok')
        .slice(-2)
        .map((row) => row.file),
    );

    fs.writeFileSync(path.join(folder, 'notes.txt'), 'the family keeps its own things here');
    fs.writeFileSync(path.join(folder, 'planmyeldercare-2020-01-01T00-00-00-000Z.tar.gz'), 'old');
    expect(pruneBackups(folder, 2)).toEqual(['planmyeldercare-2020-01-01T00-00-00-000Z.tar.gz']);
    expect(files()).toEqual(['notes.txt', ...kept]);
  });
  it('stops a backup in progress when the server stops: recorded as failed, no file left', async () => {
    t.clock.advance(DAY_MS);
    const before = files();
    const running = t.deps.backups.runDaily();
    await t.deps.backups.stop();
    await expect(running).rejects.toThrow();
    expect(files()).toEqual(before);
    const day = (await rows()).filter((row) => row.slot === '2026-01-18');
    expect(day.map((row) => [row.status, row.reason])).toEqual([
      ['failed', 'The server stopped while writing it.'],
    ]);
  });
});

describe('when the last good backup is too old', () => {
  it('is told by readiness (still ready), the metrics, the log and the admin', async () => {
    const last = (await rows()).filter((row) => row.status === 'ok').at(-1);
    const lastGoodAt = last?.finishedAt?.toISOString();
    expect(await ready()).toMatchObject({ status: 'ready', backup: { status: 'ok', lastGoodAt } });
    expect(await metric('backup_overdue')).toBe(0);
    expect(await metric('backup_last_success_timestamp_seconds')).toBe(
      Date.parse(lastGoodAt ?? '') / 1000,
    );
    expect(await metric('backup_last_success_bytes')).toBe(last?.bytes);

    // An hour on, a failed attempt; 27 hours with no good backup (BACKUP_OVERDUE_HOURS is 26).
    t.clock.advance(HOUR_MS);
    const blocked = path.join(folder, 'blocked');
    fs.mkdirSync(path.join(blocked, 'inside'), { recursive: true });
    await expect(takeBackup(t.deps, { folder, file: blocked })).rejects.toThrow();
    fs.rmSync(blocked, { recursive: true });
    t.clock.advance(26 * HOUR_MS);
    const answer = await t.client().get('/api/health/ready');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      status: 'ready',
      backup: { status: 'overdue', lastGoodAt },
    });
    expect(await metric('backup_overdue')).toBe(1);

    const { api } = await t.signedInAdmin();
    const dashboard = await api.get('/api/admin/security');
    expect(dashboard.json.backups).toEqual({
      lastGood: { finishedAt: lastGoodAt, bytes: last?.bytes, file: last?.file },
      overdue: true,
      lastFailure: { at: expect.any(String), reason: expect.stringMatching(/blocked/) },
      schedule: { time: '03:00', timeZone: 'UTC', keep: 2, folder },
    });
    const member = await t.signedInUser();
    expect((await member.api.get('/api/admin/security')).status).toBe(403);

    // The log says so at start (and every hour after).
    await t.deps.backups.start();
    expect(t.logs.join('')).toContain('the last good backup is too old');
  });
});
