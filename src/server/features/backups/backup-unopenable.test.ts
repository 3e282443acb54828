import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, keysElsewhere, tableCount } from '../../test/backups';
import { storeDocument } from '../../test/care';
import { createTestApp, type TestApp } from '../../test/test-app';
import { restoreBackup } from './backup-restore';
import { type BackupKeys, CHUNK_BYTES } from './backup-seal';
import { takeBackup } from './take-backup';

// A restore opens a backup only with the key it was sealed with, whole and unchanged (issue 54,
// record 084): it refuses anything else with words an operator can act on, having created
// nothing. The backup here is several chunks long (a document of random bytes), so a chunk can
// be swapped or cut off.

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

let t: TestApp;
let folder: string;
let sound: string;
const databases: { drop(): Promise<void> }[] = [];
const keys = (): BackupKeys => t.deps.documentKeys;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-backup-unopenable-'));
  t = await createTestApp({ env: { BACKUP_DIR: folder } });
  const member = await t.signedInUser();
  const planId = (await member.api.get('/api/plans')).json[0].id;
  await storeDocument(t, planId, randomBytes(4 * CHUNK_BYTES));
  const outcome = await takeBackup(t.deps, { folder });
  if (outcome.status !== 'ok') throw new Error('no backup');
  sound = outcome.file;
});

afterAll(async () => {
  await t?.close();
  for (const database of databases) await database.drop().catch(() => undefined);
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A copy of the sound backup with `change` made to its bytes. */
function changed(name: string, change: (bytes: Buffer) => Buffer): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, change(Buffer.from(fs.readFileSync(sound))));
  return file;
}

/** Restoring `file` is refused with `message`, and the database is left without a table. */
async function refused(file: string, message: string | RegExp, withKeys = keys()) {
  const database = await emptyDatabase();
  databases.push(database);
  await expect(restoreBackup(database.url, file, { keys: withKeys })).rejects.toThrow(message);
  expect(await tableCount(database.url)).toBe(0);
}

describe('a restore refuses, having created nothing,', () => {
  it('a backup without its key: none at all, another of that name, or another name', async () => {
    const key = await keys().current();
    const id = key?.id ?? '';
    await refused(
      sound,
      `${path.basename(sound)} is encrypted with the key named "${id}", which this installation does not have. Bring back the document-keys file you kept into DATA_DIR, or set DOCUMENT_KEYS to include that key, then try again (README: Backups).`,
      keysElsewhere(folder, undefined),
    );
    await refused(
      sound,
      `${path.basename(sound)} does not open with the key named "${id}" here: it is another key than the one the backup was encrypted with, or the file was changed. Use the key that was in use when the backup was taken, or another backup file (README: Backups).`,
      keysElsewhere(folder, [{ id, key: randomBytes(32) }]),
    );
    await refused(
      sound,
      /is encrypted with the key named ".+", which this installation does not have/,
      keysElsewhere(folder, [{ id: 'another', key: key?.key ?? randomBytes(32) }]),
    );
  });

  it('a backup with a byte changed anywhere, cut short anywhere, or lengthened', async () => {
    const size = fs.statSync(sound).size;
    const frame = CHUNK_BYTES + 16;
    expect(size).toBeGreaterThan(3 * frame);
    const id = (await keys().current())?.id ?? '';
    const header = 'PlanMyEldercare encrypted backup\n'.length + 2 + id.length + 32 + 16;
    const damaged = (name: string) =>
      `${name} is not a PlanMyEldercare backup, or it is damaged (it was changed or cut short after it was written). Use another backup file.`;
    const flip = (name: string, at: number) =>
      changed(name, (bytes) => {
        bytes[at] = (bytes[at] as number) ^ 0x01;
        return bytes;
      });
    // The header's version, key id, salt and key check: said before any chunk is opened.
    await refused(flip('version.backup', header - 48 - id.length - 2), /^version\.backup /);
    await refused(flip('key-id.backup', header - 49), /^key-id\.backup /);
    for (const at of [header - 40, header - 1]) {
      await refused(
        flip(`salt-${at}.backup`, at),
        `salt-${at}.backup does not open with the key named "${id}" here: it is another key than the one the backup was encrypted with, or the file was changed. Use the key that was in use when the backup was taken, or another backup file (README: Backups).`,
      );
    }
    // The first chunk, one in the middle, the last tag.
    for (const at of [header, header + frame + 5, size - 1]) {
      await refused(flip(`flipped-${at}.backup`, at), damaged(`flipped-${at}.backup`));
    }
    // Two chunks swapped: each opens alone, but not in the other's place.
    const swapped = changed('swapped.backup', (bytes) =>
      Buffer.concat([
        bytes.subarray(0, header),
        bytes.subarray(header + frame, header + 2 * frame),
        bytes.subarray(header, header + frame),
        bytes.subarray(header + 2 * frame),
      ]),
    );
    await refused(swapped, damaged('swapped.backup'));
    // Cut at a chunk's end (every chunk before it opens), inside a chunk, by one byte.
    for (const cut of [header + 2 * frame, header + CHUNK_BYTES, size - 1]) {
      await refused(
        changed(`cut-${cut}.backup`, (bytes) => bytes.subarray(0, cut)),
        damaged(`cut-${cut}.backup`),
      );
    }
    const longer = changed('longer.backup', (bytes) => Buffer.concat([bytes, Buffer.alloc(16)]));
    await refused(longer, damaged('longer.backup'));
  });

  it('a file that is not a backup, or its header alone', async () => {
    const words = changed('words.backup', () => Buffer.from('PlanMyEldercare, but no backup'));
    await refused(
      words,
      'words.backup is not a PlanMyEldercare backup, or it is damaged (it does not begin as one). Use another backup file.',
    );
    const empty = changed('empty.backup', () => Buffer.alloc(0));
    await refused(empty, /^empty\.backup is not a PlanMyEldercare backup, or it is damaged/);
    const headerOnly = changed('header.backup', (bytes) => bytes.subarray(0, 60));
    await refused(headerOnly, /^header\.backup is not a PlanMyEldercare backup, or it is damaged/);
  });

  it('through npm run restore: no key, the folder is not even made', async () => {
    const dataDir = path.join(folder, 'fresh-data');
    const answer = await execFileAsync(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'src/server/backup-cli.ts'), 'restore', '--file', sound],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DOCUMENT_KEYS: '' },
        cwd: root,
      },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(answer?.code).toBe(1);
    expect(answer?.stderr.trim()).toMatch(
      /^planmyeldercare-.+\.backup is encrypted with the key named "test-1", which this installation does not have\. Bring back the document-keys file you kept into DATA_DIR, or set DOCUMENT_KEYS to include that key, then try again \(README: Backups\)\.$/,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
