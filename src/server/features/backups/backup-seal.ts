import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_FORMAT_VERSION, BackupError, damaged } from './backup-format';

// How a backup file is encrypted (record 084): AES-256-GCM through Node's crypto, in chunks, so
// a backup of any size streams through a fixed amount of memory. The key is the install's
// document key (DOCUMENT_KEYS or DATA_DIR/document-keys), never stored in the backup; each file
// gets a key of its own from it (HKDF-SHA256 with a random salt), so the chunks' nonces can
// simply count. Every chunk authenticates the header, its place and whether it is the last:
// a changed, reordered, cut-short or lengthened file does not open.
//
//   header: MAGIC | version (1 byte) | key id length (1) | key id | salt (32) | key check (16)
//   then:   chunks of CHUNK_BYTES plaintext + 16-byte tag; the last one shorter or equal, marked
//           final in its nonce (11-byte counter, then 1 for the last chunk, 0 otherwise)

/** A master key as the document keys give it: its id goes into the header, the key never does. */
export type BackupKey = { id: string; key: Buffer };

/** Where backups find their key: the app's document keys (features/care) fit it as they are. */
export type BackupKeys = {
  /** The key new backups are sealed with; undefined when none is set up. */
  current(): Promise<BackupKey | undefined>;
  /** The key named `id`, to open a backup sealed with it; undefined when it is not known. */
  find(id: string): Promise<Buffer | undefined>;
};

/** What a file begins with: `head -c 33` says what it is, in words. */
const MAGIC = Buffer.from('PlanMyEldercare encrypted backup\n', 'latin1');
/** A format 1 backup was a bare gzip file (record 051). */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const SALT_BYTES = 32;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const HEADER_MAX_BYTES = MAGIC.length + 2 + 255 + SALT_BYTES + CHECK_BYTES;
export const CHUNK_BYTES = 64 * 1024;
const FRAME_BYTES = CHUNK_BYTES + TAG_BYTES;

/** The file's own key, and a check that tells a wrong key apart from a damaged file. */
function derive(master: Buffer, salt: Buffer) {
  const bytes = Buffer.from(hkdfSync('sha256', master, salt, 'planmyeldercare backup 2', 48));
  return { key: bytes.subarray(0, 32), check: bytes.subarray(32) };
}

function nonce(counter: number, final: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUIntBE(counter, 5, 6);
  bytes[11] = final ? 1 : 0;
  return bytes;
}

/** Bytes as they arrive, taken out a chunk at a time (copied once per chunk, not per arrival). */
function pendingBytes() {
  let pieces: Buffer[] = [];
  let length = 0;
  return {
    get length() {
      return length;
    },
    push(chunk: Buffer) {
      pieces.push(chunk);
      length += chunk.length;
    },
    take(count: number): Buffer {
      const all = pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces, length);
      const rest = all.subarray(count);
      pieces = rest.length ? [rest] : [];
      length = rest.length;
      return all.subarray(0, count);
    },
  };
}

/** A pipeline step that seals a backup's bytes under `master` (its header first). */
export function sealing(master: BackupKey) {
  return async function* seal(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const id = Buffer.from(master.id, 'latin1');
    if (!KEY_ID.test(master.id)) throw new BackupError('The backup key has an unusable id.');
    const salt = randomBytes(SALT_BYTES);
    const { key, check } = derive(master.key, salt);
    const header = Buffer.concat([
      MAGIC,
      Buffer.from([BACKUP_FORMAT_VERSION, id.length]),
      id,
      salt,
      check,
    ]);
    const frame = (counter: number, plain: Buffer, final: boolean) => {
      const cipher = createCipheriv('aes-256-gcm', key, nonce(counter, final));
      cipher.setAAD(header);
      return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    };
    try {
      yield header;
      const pending = pendingBytes();
      let counter = 0;
      for await (const chunk of source) {
        pending.push(chunk);
        while (pending.length > CHUNK_BYTES)
          yield frame(counter++, pending.take(CHUNK_BYTES), false);
      }
      yield frame(counter, pending.take(pending.length), true);
    } finally {
      key.fill(0);
    }
  };
}

type Header =
  | { kind: 'unencrypted' }
  | { kind: 'sealed'; bytes: Buffer; keyId: string; salt: Buffer; check: Buffer };

async function readHeader(file: string): Promise<Header> {
  const start = Buffer.alloc(HEADER_MAX_BYTES);
  const handle = await fs.promises.open(file, 'r');
  let bytes: Buffer;
  try {
    bytes = start.subarray(0, (await handle.read(start, 0, HEADER_MAX_BYTES, 0)).bytesRead);
  } finally {
    await handle.close();
  }
  if (bytes.subarray(0, 2).equals(GZIP_MAGIC)) return { kind: 'unencrypted' };
  if (bytes.length < MAGIC.length + 2 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw damaged(file, 'it does not begin as one');
  }
  const version = bytes[MAGIC.length] as number;
  if (version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${path.basename(file)} was written by a newer version of PlanMyEldercare (backup format ${version}). Update the app, then restore.`,
    );
  }
  const idLength = bytes[MAGIC.length + 1] as number;
  const idStart = MAGIC.length + 2;
  const saltStart = idStart + idLength;
  const end = saltStart + SALT_BYTES + CHECK_BYTES;
  const keyId = bytes.subarray(idStart, saltStart).toString('latin1');
  if (version !== BACKUP_FORMAT_VERSION || bytes.length < end || !KEY_ID.test(keyId)) {
    throw damaged(file, 'its header is not as expected');
  }
  return {
    kind: 'sealed',
    bytes: bytes.subarray(0, end),
    keyId,
    salt: bytes.subarray(saltStart, saltStart + SALT_BYTES),
    check: bytes.subarray(saltStart + SALT_BYTES, end),
  };
}

/**
 * A backup file's bytes as they were before sealing, chunk by chunk, each given out only once
 * its tag is checked; the last one only once the file is known to be whole. Refused before
 * anything is read past the header: a file that is not a backup, a newer format, a key this
 * install does not have or that is not the one it was sealed with, and an unencrypted format 1
 * backup unless `unencrypted` is given (the operator's `--unencrypted`).
 */
export async function openBackup(
  file: string,
  keys: BackupKeys,
  options: { unencrypted?: boolean } = {},
): Promise<AsyncIterable<Buffer>> {
  const name = path.basename(file);
  const header = await readHeader(file);
  if (header.kind === 'unencrypted') {
    if (!options.unencrypted) {
      throw new BackupError(
        `${name} is an unencrypted backup from before PlanMyEldercare encrypted its backups (format 1). Anyone who had the file could have changed it, so it is restored only when you ask: add --unencrypted to the restore command. Its signing secret is not restored.`,
      );
    }
    return fs.createReadStream(file);
  }
  const master = await keys.find(header.keyId);
  if (!master) {
    throw new BackupError(
      `${name} is encrypted with the key named "${header.keyId}", which this installation does not have. Bring back the document-keys file you kept into DATA_DIR, or set DOCUMENT_KEYS to include that key, then try again (README: Backups).`,
    );
  }
  const { key, check } = derive(master, header.salt);
  if (!timingSafeEqual(check, header.check)) {
    key.fill(0);
    throw new BackupError(
      `${name} does not open with the key named "${header.keyId}" here: it is another key than the one the backup was encrypted with, or the file was changed. Use the key that was in use when the backup was taken, or another backup file (README: Backups).`,
    );
  }
  return (async function* open() {
    const frame = (counter: number, sealed: Buffer, final: boolean) => {
      if (sealed.length < TAG_BYTES) throw damaged(file, 'it was cut short');
      const decipher = createDecipheriv('aes-256-gcm', key, nonce(counter, final));
      decipher.setAAD(header.bytes);
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
      try {
        return Buffer.concat([plain, decipher.final()]);
      } catch {
        throw damaged(file, 'it was changed or cut short after it was written');
      }
    };
    try {
      const pending = pendingBytes();
      let counter = 0;
      for await (const chunk of fs.createReadStream(file, { start: header.bytes.length })) {
        pending.push(chunk as Buffer);
        // A whole chunk is known not to be the last only once more bytes follow it.
        while (pending.length > FRAME_BYTES)
          yield frame(counter++, pending.take(FRAME_BYTES), false);
      }
      yield frame(counter, pending.take(pending.length), true);
    } finally {
      key.fill(0);
    }
  })();
}
