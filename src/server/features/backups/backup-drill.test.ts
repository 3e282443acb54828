import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../db/embedded-postgres';
import { lockDataDir } from '../../lib/data-dir-lock';
import { ApiClient } from '../../test/api-client';
import { smallPdf, uploadForm } from '../../test/care';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withDatabase } from '../../test/test-database';
import { throwawayPostgres } from '../../test/throwaway-postgres';
import { restoreBackup } from './backup-restore';

// The restore drill (issue #31, records 051 and 084), on the app's own PostgreSQL 18 and, in the
// node-pg15 project, on 15: the operator's `npm run backup` while the app writes, and the daily
// job's backup, each restored with `npm run restore` into a fresh DATA_DIR that the operator gave
// the key file kept apart; the app started on the restored folder finds every table equal (the
// signing secret aside: it makes its own) and its old sessions valid.

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** The operator's command, with the configuration a server on `dataDir` would have. */
function operator(command: string[], dataDir: string, env: Record<string, string> = {}) {
  return execFileAsync(tsx, [path.join(root, 'src/server/backup-cli.ts'), ...command], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DOCUMENT_KEYS: '', ...env },
    cwd: root,
  });
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Each table's rows counted and hashed in a fixed order, without the tables a backup leaves out
 * (the server's own backup history, the signing secret).
 */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname in ('public', 'drizzle') and tablename not in ('backups', 'app_secrets')
     order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: string; sum: string | null }>(
      url,
      `select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as sum from ${name} t`,
    );
    result[name] = `${row?.n} rows, ${row?.sum}`;
  }
  return result;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

function freshFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `pme-${prefix}-`));
  // As root, PostgreSQL runs as another account, which must pass through to the folder.
  fs.chmodSync(folder, 0o711);
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Starts the restored folder's PostgreSQL, as the server would. */
async function startRestored(dataDir: string): Promise<EmbeddedPostgres> {
  const postgres = await startEmbeddedPostgres({
    dataDir,
    binDir: process.env.POSTGRES_BIN_DIR,
    settings: { fsync: 'off' },
  });
  cleanups.push(() => postgres.stop('immediate'));
  return postgres;
}

/** The drill's document key: the source's app and the restored one's share it. */
const DRILL_KEYS = `drill:${randomBytes(32).toString('base64')}`;

describe('the restore drill', () => {
  it('backs up while the app writes, restores into a fresh folder, and the app finds every table equal and its sessions valid', async () => {
    const source = await throwawayPostgres('backup-source');
    cleanups.push(() => source.dispose());
    // The running server holds its DATA_DIR; `npm run backup` backs up alongside it.
    cleanups.push(async () => release());
    const release = lockDataDir(source.dataDir);
    const t: TestApp = await createTestApp({
      database: await source.database(),
      env: {
        THROTTLE_TASK_WRITES_PER_MINUTE: '10000',
        BACKUP_DIR: freshFolder('backups'),
        DOCUMENT_KEYS: DRILL_KEYS,
      },
    });
    cleanups.push(() => t.close());

    const family = [];
    for (let index = 0; index < 3; index += 1) {
      const member = await t.signedInUser();
      const created = await member.api.post('/api/tasks', { title: `Call the pharmacy ${index}` });
      const taskId = created.json.task.id;
      await member.api.post(`/api/tasks/${taskId}/subtasks`, { title: 'Ask about refills' });
      await member.api.post(`/api/tasks/${taskId}/toggle`);
      // Each keeps a document too: encrypted in the database, so the backup carries it.
      const planId = (await member.api.get('/api/plans')).json[0].id;
      const form = uploadForm(smallPdf(`Directive of family ${index}`), `directive-${index}.pdf`);
      const uploaded = await member.api.request('POST', `/api/plans/${planId}/documents`, form);
      expect(uploaded.status).toBe(201);
      family.push({ ...member, planId, documentId: uploaded.json.id as string });
    }

    // Writes go on while the operator backs up: one task at a time, each with its audit entry.
    const writer = await t.signedInUser();
    let written = 0;
    let writing = true;
    const writes = (async () => {
      while (writing || written < 5) {
        const response = await writer.api.post('/api/tasks', { title: `Write ${written}` });
        expect(response.status).toBe(201);
        written += 1;
      }
    })();
    while (written < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const duringWrites = path.join(freshFolder('backup-files'), 'during-writes.backup');
    // With the server's own settings: its DOCUMENT_KEYS seal the backup.
    const backedUp = await operator(['backup', '--file', duringWrites], source.dataDir, {
      DOCUMENT_KEYS: DRILL_KEYS,
    });
    expect(backedUp.stdout).toMatch(
      /^Backed up [\d,]+ rows to .+during-writes\.backup \([\d,]+ bytes\), encrypted with the key "drill" \(DOCUMENT_KEYS\), and checked it\. Keep a copy of that key apart from the backups: no backup restores without it\.$/m,
    );
    const writtenByThen = written;
    while (written < writtenByThen + 3) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await writes;

    // One moment of the database: the writer's tasks are a prefix, each with its audit entry.
    // (Restored into an empty database beside the source; the daily one below goes the whole
    // operator's way, into a fresh folder.)
    await query(source.adminUrl, 'create database during_writes');
    const during = { url: withDatabase(source.url, 'during_writes') };
    await restoreBackup(during.url, duringWrites, { keys: t.deps.documentKeys });
    const titles = await query<{ title: string; audited: boolean }>(
      during.url,
      `select t.title, exists (select 1 from audit_logs a where a.action = 'create_task'
         and a.resource_id = t.id::text) as audited
       from tasks t where t.title like 'Write %'`,
    );
    const numbers = titles
      .map((row) => Number(row.title.slice('Write '.length)))
      .sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThanOrEqual(5);
    expect(numbers.length).toBeLessThan(written);
    expect(numbers).toEqual([...numbers.keys()]);
    expect(titles.every((row) => row.audited)).toBe(true);
    const [entries] = await query<{ n: number }>(
      during.url,
      `select count(*)::int as n from audit_logs where action = 'create_task'
         and resource_id in (select id::text from tasks where title like 'Write %')`,
    );
    const [allCreations] = await query<{ n: number }>(
      during.url,
      `select count(*)::int as n from audit_logs a where action = 'create_task'
         and not exists (select 1 from tasks t where t.id::text = a.resource_id)`,
    );
    expect(entries?.n).toBe(numbers.length);
    expect(allCreations?.n).toBe(0);
    // The restore gathered the planner statistics of what it loaded (ANALYZE fills pg_stats).
    const analysed = await query<{ tablename: string }>(
      during.url,
      `select distinct tablename from pg_stats where schemaname = 'public'`,
    );
    expect(analysed.map((row) => row.tablename)).toEqual(
      expect.arrayContaining(['tasks', 'audit_logs', 'users']),
    );

    // Quiet now: the daily job's backup, restored, equals the source table for table.
    const daily = await t.deps.backups.runDaily();
    expect(daily.status).toBe('ok');
    if (daily.status !== 'ok') return;
    const before = await fingerprint(source.url);
    expect(Object.keys(before)).toContain('public.audit_logs');
    // The README's way: the key kept apart goes into the new folder as its document-keys file.
    const restoredFolder = freshFolder('restored');
    fs.writeFileSync(path.join(restoredFolder, 'document-keys'), `${DRILL_KEYS}\n`, {
      mode: 0o600,
    });
    const restoring = await operator(['restore', '--file', daily.file], restoredFolder);
    expect(restoring.stdout).toContain(
      'Restored. Start the server (npm start) with the same settings.',
    );
    const restored = await startRestored(restoredFolder);
    expect(await fingerprint(restored.url)).toEqual(before);
    // The old signing secret did not come back: the restored install makes its own at start.
    expect(await query(restored.url, 'select name from app_secrets')).toEqual([]);

    // The app on the restored folder: the family's sessions still work (a session is kept as its
    // token's hash, not signed), their tasks are there. With the same document keys, kept apart
    // from the backups (README: Backups), and a signing secret of its own.
    const again = await createTestApp({
      database: openPostgres(restored.url),
      env: { DOCUMENT_KEYS: DRILL_KEYS },
    });
    cleanups.push(() => again.close());
    expect(again.deps.authSecret).not.toBe(t.deps.authSecret);
    for (const [index, member] of family.entries()) {
      const replay = new ApiClient(again.app);
      for (const [name, value] of member.api.cookies) replay.cookies.set(name, value);
      const session = await replay.get('/api/auth/session');
      expect(session.json.session.status).toBe('active');
      const tasks = await replay.get('/api/tasks');
      expect(tasks.status).toBe(200);
      expect(JSON.stringify(tasks.json)).toContain(`Call the pharmacy ${index}`);
      const document = await replay.get(
        `/api/plans/${member.planId}/documents/${member.documentId}`,
      );
      expect(document.status).toBe(200);
      expect(document.text).toContain(`Directive of family ${index}`);
    }
  }, 180_000);
});
