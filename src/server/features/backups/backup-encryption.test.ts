import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../auth/tokens';
import { openPostgres } from '../../db/client';
import { backups, users } from '../../db/schema';
import {
  emptyDatabase,
  keysElsewhere,
  packBackup,
  tableCount,
  unpackBackup,
} from '../../test/backups';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDocumentKeys } from '../care';
import { checkBackup } from './backup-check';
import { type Manifest, newTally, tableFile } from './backup-format';
import { restoreBackup } from './backup-restore';
import type { BackupKeys } from './backup-seal';
import { NO_BACKUP_KEY, takeBackup } from './take-backup';

// Backups hold nothing readable without their key (issue 54, record 084): not the signing secret,
// a password hash, an address, a task or a table's name. The signing secret is never in a backup:
// a restored install makes its own, and a reset link signed with the old one opens nothing. An
// unencrypted backup from before is restored only when asked for; with no key, no backup is
// written. What a restore refuses to open is in backup-unopenable.test.ts.

const TITLE = 'Collect the repeat prescription';

let t: TestApp;
let folder: string;
let sound: string;
let email: string;
const databases: { drop(): Promise<void> }[] = [];
const closing: TestApp[] = [];
const keys = (): BackupKeys => t.deps.documentKeys;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-backup-encryption-'));
  t = await createTestApp({ env: { BACKUP_DIR: folder } });
  const member = await t.signedInUser();
  email = member.email;
  await member.api.post('/api/tasks', { title: TITLE });
  const outcome = await takeBackup(t.deps, { folder });
  if (outcome.status !== 'ok') throw new Error('no backup');
  sound = outcome.file;
});

afterAll(async () => {
  for (const app of closing) await app.close();
  await t?.close();
  for (const database of databases) await database.drop().catch(() => undefined);
  fs.rmSync(folder, { recursive: true, force: true });
});

async function freshDatabase() {
  const database = await emptyDatabase();
  databases.push(database);
  return database.url;
}

/** Every way the file's bytes can be read without its key: as they are, and gunzipped. */
function readableWithoutKey(file: string): string {
  const bytes = fs.readFileSync(file);
  const views = [bytes];
  try {
    views.push(zlib.gunzipSync(bytes));
  } catch {
    // Not a gzip file: its bytes are all there is to read.
  }
  return views.map((view) => view.toString('latin1')).join('\n');
}

/** Restoring `file` is refused with `message`, and the database is left without a table. */
async function refused(file: string, message: string | RegExp, withKeys = keys()) {
  const url = await freshDatabase();
  await expect(restoreBackup(url, file, { keys: withKeys })).rejects.toThrow(message);
  expect(await tableCount(url)).toBe(0);
}

describe('a backup file', () => {
  it('holds no readable signing secret, password hash, address, task or table name', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const readable = readableWithoutKey(sound);
    expect(readable.startsWith('PlanMyEldercare encrypted backup\n')).toBe(true);
    for (const secret of [
      t.deps.authSecret,
      user?.passwordHash ?? 'no hash',
      '$argon2',
      email,
      TITLE,
      'app_secrets',
      'users',
      'user_sessions',
      'tasks',
      'manifest.json',
      'planmyeldercare-backup',
    ]) {
      expect(readable, secret).not.toContain(secret);
    }
  });

  it('opens with its key, and lists neither the signing secret nor the backup history', async () => {
    const manifest = await checkBackup(sound, keys());
    const names = manifest.tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'tasks', 'document_contents']));
    expect(names).not.toContain('app_secrets');
    expect(names).not.toContain('backups');
    expect(manifest.version).toBe(2);
  });
});

describe('a restored install', () => {
  it('has no copy of the old signing secret: it makes its own, and a link signed with the old one opens nothing', async () => {
    const url = await freshDatabase();
    await restoreBackup(url, sound, { keys: keys() });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const secrets = await client.query('select * from app_secrets');
    await client.end();
    expect(secrets.rows).toEqual([]);

    const again = await createTestApp({ database: openPostgres(url) });
    closing.push(again);
    expect(again.deps.authSecret).not.toBe(t.deps.authSecret);
    // A reset link forged with what the backup once held: the old secret and the hash's print.
    const [user] = await again.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('the account was not restored');
    const print = createHash('sha256').update(user.passwordHash).digest('base64url').slice(0, 22);
    const expires = new Date(again.clock.now().getTime() + 10 * 60_000);
    const reset = (secret: string) =>
      again.client().post('/api/auth/password-reset', {
        token: signToken(secret, `reset:${user.id}:${print}`, expires),
        password: 'Another#Pass2027',
        confirmPassword: 'Another#Pass2027',
      });
    const forged = await reset(t.deps.authSecret);
    expect(forged.status).toBe(400);
    expect(forged.json.error.code).toBe('reset_link_unusable');
    // The same link signed with the restored install's own secret is taken: the forgery was sound.
    expect((await reset(again.deps.authSecret)).status).toBe(200);
  });
});

describe('a backup from before backups were encrypted (format 1)', () => {
  /** The sound backup as format 1 wrote it: unencrypted, and holding the signing secret. */
  async function formatOne() {
    const unpacked = fs.mkdtempSync(path.join(folder, 'format-1-'));
    const manifest: Manifest = await unpackBackup(sound, keys(), unpacked);
    const secrets = `auth\t${t.deps.authSecret}\t2026-01-15 09:00:00+00\n`;
    fs.writeFileSync(path.join(unpacked, tableFile('app_secrets')), secrets);
    const tally = newTally();
    tally.update(Buffer.from(secrets));
    manifest.version = 1;
    manifest.tables.push({
      name: 'app_secrets',
      columns: ['name', 'value', 'created_at'],
      ...tally.result(),
    });
    fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const file = path.join(folder, 'planmyeldercare-2026-01-01T03-00-00-000Z.tar.gz');
    return packBackup(unpacked, file, 'unencrypted');
  }

  it('is refused unless asked for, and restored without its signing secret', async () => {
    const file = await formatOne();
    await refused(
      file,
      'planmyeldercare-2026-01-01T03-00-00-000Z.tar.gz is an unencrypted backup from before PlanMyEldercare encrypted its backups (format 1). Anyone who had the file could have changed it, so it is restored only when you ask: add --unencrypted to the restore command. Its signing secret is not restored.',
    );
    const url = await freshDatabase();
    await restoreBackup(url, file, { keys: keysElsewhere(folder, undefined), unencrypted: true });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const secrets = await client.query('select * from app_secrets');
    const tasks = await client.query('select 1 from tasks where title = $1', [TITLE]);
    await client.end();
    expect(secrets.rows).toEqual([]);
    expect(tasks.rowCount).toBe(1);
  });
});

describe('a daily backup without a key', () => {
  it('fails, saying so where the admin looks, and writes no file', async () => {
    t.clock.advance(60_000);
    const own = fs.mkdtempSync(path.join(folder, 'no-key-'));
    // An outside PostgreSQL without DOCUMENT_KEYS: no key is made up, so none seals a backup.
    const noKey = createDocumentKeys({
      documentKeys: undefined,
      databaseUrl: 'postgres://db/app',
      dataDir: own,
    });
    await expect(takeBackup({ ...t.deps, documentKeys: noKey }, { folder: own })).rejects.toThrow(
      NO_BACKUP_KEY,
    );
    expect(fs.readdirSync(own)).toEqual([]);
    const [failed] = await t.database.db.select().from(backups).where(eq(backups.status, 'failed'));
    expect(failed?.reason).toBe(NO_BACKUP_KEY);
    const { api } = await t.signedInAdmin();
    const dashboard = await api.get('/api/admin/security');
    expect(dashboard.json.backups.lastFailure.reason).toBe(
      "Backups are encrypted with the documents' key, and this server has none: set DOCUMENT_KEYS (README: Backups).",
    );
  });
});
