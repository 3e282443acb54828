import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

// The master keys that wrap each document's own key (decision record 082). They come from
// DOCUMENT_KEYS: the first encrypts, every one decrypts, so a key is rotated by putting a new
// one first. With the app's own PostgreSQL and no DOCUMENT_KEYS (the default install), the app
// keeps a key of its own in DATA_DIR/document-keys, made at the first upload (or the first backup):
// outside the database, so a backup holds documents but never the key that opens them. The same
// key encrypts the backups (record 084): an operator keeps one key safe, not two. With an outside
// PostgreSQL, several instances must share one key, so nothing is made up: documents are refused
// until the operator sets DOCUMENT_KEYS.

export type MasterKey = { id: string; key: Buffer };

export type DocumentKeys = {
  /** The key new documents are sealed with; undefined when none is set up. */
  current(): Promise<MasterKey | undefined>;
  /** The key named `id`, to open a document sealed with it; undefined when it is not known. */
  find(id: string): Promise<Buffer | undefined>;
};

export const LOCAL_KEY_FILE = 'document-keys';

/** `id:base64` lines, as DOCUMENT_KEYS lists them with commas. */
function parseKeyFile(text: string, file: string): MasterKey[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [id, encoded] = line.split(':');
      const key = Buffer.from(encoded ?? '', 'base64');
      if (!id || key.length !== 32) throw new Error(`${file} holds a line that is not id:key`);
      return { id, key };
    });
}

/** The app's own key file: read, or made once (only this process uses its data folder). */
async function localKeys(dataDir: string): Promise<MasterKey[]> {
  const file = path.join(dataDir, LOCAL_KEY_FILE);
  // An id of its own: a key made again after the file was lost is told apart from the lost one,
  // so its documents are refused as 'key not known', never opened with the wrong key.
  const made = `local-${randomBytes(4).toString('hex')}:${randomBytes(32).toString('base64')}\n`;
  await fs.mkdir(dataDir, { recursive: true });
  // Written whole under another name, then linked into place: `npm run backup` beside a running
  // server may make it too, and neither ever reads a half-written file. link fails when the file
  // exists: a key once made is never replaced.
  const draft = `${file}.${randomBytes(4).toString('hex')}.new`;
  await fs.writeFile(draft, made, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(draft, file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
  } finally {
    await fs.rm(draft, { force: true });
  }
  return readLocalKeys(dataDir);
}

/** The app's own key file as it is: none when it is missing (nothing is made). */
async function readLocalKeys(dataDir: string): Promise<MasterKey[]> {
  const file = path.join(dataDir, LOCAL_KEY_FILE);
  const text = await fs.readFile(file, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  });
  return parseKeyFile(text, file);
}

/**
 * The install's master keys. `make: false` only reads them: a restore (record 084) needs the key
 * the operator brought back, and must not make a new one, or the folder, when it is missing.
 */
export function createDocumentKeys(
  config: Pick<Config, 'documentKeys' | 'databaseUrl' | 'dataDir'>,
  options: { make?: boolean } = {},
): DocumentKeys {
  const local = options.make === false ? readLocalKeys : localKeys;
  let loaded: Promise<MasterKey[]> | undefined;
  const keys = () => {
    if (config.documentKeys) return Promise.resolve(config.documentKeys);
    if (config.databaseUrl) return Promise.resolve([]);
    loaded ??= local(config.dataDir).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    current: async () => (await keys())[0],
    find: async (id) => (await keys()).find((known) => known.id === id)?.key,
  };
}
