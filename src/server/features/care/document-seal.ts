import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { MasterKey } from './document-keys';

// How a document is encrypted at rest (decision record 082): AES-256-GCM under a random key of
// its own, that key itself sealed with the master key (envelope encryption). Both seals name the
// document as associated data, so bytes moved onto another document's row do not open.

const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** nonce | ciphertext | tag. */
function seal(key: Buffer, plain: Buffer, associated: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  cipher.setAAD(Buffer.from(associated));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

/** Throws when the bytes, the key or the associated data are not what was sealed. */
function open(key: Buffer, sealed: Buffer, associated: string): Buffer {
  const nonce = sealed.subarray(0, NONCE_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = createDecipheriv(ALGORITHM, key, nonce);
  decipher.setAAD(Buffer.from(associated));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

export type SealedDocument = { keyId: string; wrappedKey: Buffer; sealed: Buffer };

export function sealDocument(master: MasterKey, documentId: string, plain: Buffer): SealedDocument {
  const fileKey = randomBytes(32);
  try {
    return {
      keyId: master.id,
      wrappedKey: seal(master.key, fileKey, `document-key:${documentId}`),
      sealed: seal(fileKey, plain, `document:${documentId}`),
    };
  } finally {
    fileKey.fill(0);
  }
}

export function openDocument(
  masterKey: Buffer,
  documentId: string,
  stored: { wrappedKey: Buffer; sealed: Buffer },
): Buffer {
  const fileKey = open(masterKey, stored.wrappedKey, `document-key:${documentId}`);
  try {
    return open(fileKey, stored.sealed, `document:${documentId}`);
  } finally {
    fileKey.fill(0);
  }
}

/** Where a sealed document's parts are: nonce | ciphertext | tag. */
export const SEALED_PARTS = { nonceBytes: NONCE_BYTES, tagBytes: TAG_BYTES } as const;

/**
 * A document opened from its ciphertext read in pieces, so its sealed bytes are never held whole
 * ('Download my data', decision record 085). Its bytes are answered, in pieces, only once the tag
 * has been checked: nothing unverified leaves, as with openDocument.
 */
export async function openDocumentInPieces(
  masterKey: Buffer,
  documentId: string,
  stored: { wrappedKey: Buffer; nonce: Buffer; tag: Buffer },
  ciphertext: AsyncIterable<Buffer>,
): Promise<Buffer[]> {
  const fileKey = open(masterKey, stored.wrappedKey, `document-key:${documentId}`);
  try {
    const decipher = createDecipheriv(ALGORITHM, fileKey, stored.nonce);
    decipher.setAAD(Buffer.from(`document:${documentId}`));
    decipher.setAuthTag(stored.tag);
    const plain: Buffer[] = [];
    for await (const piece of ciphertext) plain.push(decipher.update(piece));
    plain.push(decipher.final());
    return plain;
  } finally {
    fileKey.fill(0);
  }
}
