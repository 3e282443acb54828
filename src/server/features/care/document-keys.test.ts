import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDocumentKeys, LOCAL_KEY_FILE } from './document-keys';
import { openDocument, sealDocument } from './document-seal';

// The documents' master keys and the envelope they seal (decision record 082).

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-keys-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');

describe('the documents’ master keys', () => {
  it('come from DOCUMENT_KEYS: the first seals, every one opens (a rotation)', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DOCUMENT_KEYS: `new:${key(2)}, old:${key(1)}` });
    const keys = createDocumentKeys(config);
    expect((await keys.current())?.id).toBe('new');
    const oldKey = await keys.find('old');
    const sealedBefore = sealDocument(
      { id: 'old', key: Buffer.alloc(32, 1) },
      'doc-1',
      Buffer.from('x'),
    );
    expect(openDocument(oldKey as Buffer, 'doc-1', sealedBefore).toString()).toBe('x');
    expect(await keys.find('gone')).toBeUndefined();
  });

  it('refuse a malformed DOCUMENT_KEYS at start, without echoing it', () => {
    for (const value of ['k1:short', 'no-key', `a:${key(1)},a:${key(2)}`, `bad id!:${key(1)}`]) {
      expect(() => loadConfig({ NODE_ENV: 'test', DOCUMENT_KEYS: value })).toThrow(/DOCUMENT_KEYS/);
      try {
        loadConfig({ NODE_ENV: 'test', DOCUMENT_KEYS: value });
      } catch (error) {
        expect(String(error)).not.toContain(key(1));
      }
    }
  });

  it('are made once in the data folder for the app’s own PostgreSQL, readable by the app alone', async () => {
    const dataDir = tempDir();
    const first = await createDocumentKeys({
      documentKeys: undefined,
      databaseUrl: undefined,
      dataDir,
    }).current();
    const file = path.join(dataDir, LOCAL_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = await createDocumentKeys({
      documentKeys: undefined,
      databaseUrl: undefined,
      dataDir,
    }).current();
    expect(again?.key.equals(first?.key as Buffer)).toBe(true);
    expect(first?.key.length).toBe(32);
  });

  it('are not made up for an outside PostgreSQL: instances there must share one', async () => {
    const dataDir = tempDir();
    const keys = createDocumentKeys({
      documentKeys: undefined,
      databaseUrl: 'postgres://db/app',
      dataDir,
    });
    expect(await keys.current()).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, LOCAL_KEY_FILE))).toBe(false);
  });
});

describe('a sealed document', () => {
  const master = { id: 'k', key: Buffer.alloc(32, 7) };
  it('opens only with its master key and under its own id', () => {
    const sealed = sealDocument(master, 'doc-a', Buffer.from('Advance directive'));
    expect(openDocument(master.key, 'doc-a', sealed).toString()).toBe('Advance directive');
    expect(() => openDocument(Buffer.alloc(32, 8), 'doc-a', sealed)).toThrow();
    // Bytes moved onto another document's row do not open there.
    expect(() => openDocument(master.key, 'doc-b', sealed)).toThrow();
    const tampered = Buffer.from(sealed.sealed);
    tampered[14] = (tampered[14] ?? 0) ^ 1;
    expect(() => openDocument(master.key, 'doc-a', { ...sealed, sealed: tampered })).toThrow();
  });

  it('uses a fresh key and nonce for every file', () => {
    const one = sealDocument(master, 'doc-a', Buffer.from('same'));
    const two = sealDocument(master, 'doc-a', Buffer.from('same'));
    expect(one.sealed.equals(two.sealed)).toBe(false);
    expect(one.wrappedKey.equals(two.wrappedKey)).toBe(false);
  });
});
