import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { knownMigrations } from '../../db/migrate';
import { backups } from '../../db/schema';
import {
  emptyDatabase as emptyTestDatabase,
  packBackup,
  retally,
  tableCount,
  unpackBackup,
} from '../../test/backups';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabaseUrl } from '../../test/test-database';
import { checkBackup } from './backup-check';
import { type Manifest, tableFile } from './backup-format';
import { restoreBackup } from './backup-restore';
import { takeBackup } from './take-backup';

// What a backup and a restore refuse (issue #31, record 051): each refusal says what is wrong in
// words an operator can act on, and changes nothing: no file half written, no database touched.
// The files here are changed as someone holding the key would change them (record 084): what
// someone without it can do is in backup-encryption.test.ts.

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

let t: TestApp;
let folder: string;
let sound: string;
const databases: { drop(): Promise<void> }[] = [];
const keys = () => t.deps.documentKeys;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-backup-refusals-'));
  t = await createTestApp({ env: { BACKUP_DIR: folder } });
  const { api } = await t.signedInUser();
  await api.post('/api/tasks', { title: 'Renew the prescription' });
  const outcome = await takeBackup(t.deps, { folder });
  if (outcome.status !== 'ok') throw new Error('no backup');
  sound = outcome.file;
});

afterAll(async () => {
  await t?.close();
  for (const database of databases) await database.drop().catch(() => undefined);
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A copy of the sound backup, changed by `edit` in its unpacked folder, packed and sealed again. */
async function altered(name: string, edit: (unpacked: string, manifest: Manifest) => void) {
  const unpacked = fs.mkdtempSync(path.join(folder, 'unpacked-'));
  const manifest = await unpackBackup(sound, keys(), unpacked);
  edit(unpacked, manifest);
  fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
  return packBackup(unpacked, path.join(folder, name), keys());
}

async function emptyDatabase() {
  const database = await emptyTestDatabase();
  databases.push(database);
  return database.url;
}

describe('checking a backup before anything is touched', () => {
  it('reads a sound backup back and counts every table', async () => {
    const manifest = await checkBackup(sound, keys());
    expect(manifest.migration.tag).toBe(knownMigrations().at(-1)?.tag);
    expect(manifest.tables.find((table) => table.name === 'tasks')?.rows).toBeGreaterThan(0);
    expect(manifest.tables.map((table) => table.name)).not.toContain('backups');
  });

  it('says there is no file, or that a file is not a backup or is damaged', async () => {
    const missing = path.join(folder, 'missing.backup');
    await expect(checkBackup(missing, keys())).rejects.toThrow(
      `There is no backup file at ${missing}.`,
    );
    const noise = path.join(folder, 'noise.backup');
    fs.writeFileSync(noise, Buffer.from('not a backup at all, only words'));
    await expect(checkBackup(noise, keys())).rejects.toThrow(
      'noise.backup is not a PlanMyEldercare backup, or it is damaged (it does not begin as one). Use another backup file.',
    );
    const cut = path.join(folder, 'cut.backup');
    fs.writeFileSync(cut, fs.readFileSync(sound).subarray(0, 200));
    await expect(checkBackup(cut, keys())).rejects.toThrow(
      /^cut\.backup is not a PlanMyEldercare backup/,
    );
    const tampered = await altered('tampered.backup', (unpacked) => {
      fs.appendFileSync(path.join(unpacked, tableFile('tasks')), 'one more line\n');
    });
    await expect(checkBackup(tampered, keys())).rejects.toThrow(
      /^tampered\.backup is not a PlanMyEldercare backup, or it is damaged \(table tasks holds \d+ rows where its list says \d+\)/,
    );
  });

  it('refuses a backup from a newer version with what to do, before creating anything', async () => {
    const last = knownMigrations().at(-1);
    const newer = await altered('newer.backup', (_unpacked, manifest) => {
      manifest.migration = { tag: '0099_from_the_future', when: (last?.when ?? 0) + 1 };
    });
    const dataDir = path.join(folder, 'fresh-data');
    // The operator restores with the key the backup was sealed with.
    const key = await keys().current();
    const documentKeys = `${key?.id}:${key?.key.toString('base64')}`;
    const refused = await execFileAsync(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'src/server/backup-cli.ts'), 'restore', '--file', newer],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DOCUMENT_KEYS: documentKeys },
        cwd: root,
      },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr.trim()).toBe(
      `This backup comes from a newer version of PlanMyEldercare: its database is at migration 0099_from_the_future, and this version knows migrations up to ${last?.tag}. Update the app, then restore.`,
    );
    // Nothing was created for it: no database folder, no lock left behind.
    expect(fs.existsSync(dataDir)).toBe(false);

    // A newer format is said before the key is even looked for: its header says so.
    const laterFormat = path.join(folder, 'format-3.backup');
    const bytes = fs.readFileSync(sound);
    bytes['PlanMyEldercare encrypted backup\n'.length] = 3;
    fs.writeFileSync(laterFormat, bytes);
    await expect(checkBackup(laterFormat, keys())).rejects.toThrow(
      'format-3.backup was written by a newer version of PlanMyEldercare (backup format 3). Update the app, then restore.',
    );
    const laterManifest = await altered('manifest-3.backup', (_unpacked, manifest) => {
      manifest.version = 3;
    });
    await expect(checkBackup(laterManifest, keys())).rejects.toThrow(
      'manifest-3.backup was written by a newer version of PlanMyEldercare (backup format 3). Update the app, then restore.',
    );
  });
});

describe('restoring', () => {
  it('never overwrites a database that holds data', async () => {
    const { url, drop } = await createTestDatabaseUrl();
    databases.push({ drop });
    const before = await tableCount(url);
    await expect(restoreBackup(url, sound, { keys: keys() })).rejects.toThrow(
      'The database to restore into already holds data, and a restore never overwrites it. Restore into a new, empty DATA_DIR (or an empty database), as the README explains.',
    );
    expect(await tableCount(url)).toBe(before);
  });

  it('leaves the database empty again when the rows do not fit, as a forged backup would', async () => {
    // A subtask whose task is not in the backup: its file and list agree, the foreign key does not.
    const orphan = await altered('orphan.backup', (unpacked, manifest) => {
      const subtasks = path.join(unpacked, tableFile('subtasks'));
      const [first = ''] = fs.readFileSync(subtasks, 'utf8').split('\n');
      const fields = first.split('\t');
      const columns = manifest.tables.find((table) => table.name === 'subtasks')?.columns ?? [];
      fields[columns.indexOf('id')] = '00000000-0000-4000-8000-000000000001';
      fields[columns.indexOf('task_id')] = '00000000-0000-4000-8000-000000000002';
      fs.appendFileSync(subtasks, `${fields.join('\t')}\n`);
      retally(unpacked, manifest, 'subtasks');
    });
    await checkBackup(orphan, keys());
    const url = await emptyDatabase();
    await expect(restoreBackup(url, orphan, { keys: keys() })).rejects.toThrow(
      /^The restore failed, and the database was left empty again: .*foreign key/,
    );
    expect(await tableCount(url)).toBe(0);

    // The same empty database then takes the sound backup.
    await restoreBackup(url, sound, { keys: keys() });
    const restored = openPostgres(url);
    const [row] = await restored.db
      .execute<{ n: number }>(
        "select count(*)::int as n from tasks where title = 'Renew the prescription'",
      )
      .then((result) => result.rows);
    await restored.close();
    expect(row?.n).toBe(1);
  });
});

describe('a backup that fails', () => {
  it('leaves no file, half-written or whole, and records why', async () => {
    // The finished file cannot take its name: a folder of that name is in the way.
    const blocked = path.join(folder, 'blocked.backup');
    fs.mkdirSync(path.join(blocked, 'inside'), { recursive: true });
    await expect(takeBackup(t.deps, { folder, file: blocked })).rejects.toThrow();
    expect(fs.readdirSync(folder).filter((name) => name.includes('.partial'))).toEqual([]);
    const [failed] = await t.database.db.select().from(backups).where(eq(backups.status, 'failed'));
    expect(failed?.reason).toMatch(/blocked\.backup/);
  });
});
