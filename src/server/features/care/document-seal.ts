import { createDecipheriv, randomBytes } from 'node:crypto';
import { ALGORITHM, open, SEALED_PARTS, seal } from '../../lib/aes-gcm-seal';
import type { MasterKey } from './document-keys';

// How a document is encrypted at rest (decision record 082): AES-256-GCM (lib/aes-gcm-seal.ts)
// under a random key of its own, that key itself sealed with the master key (envelope
// encryption). Both seals name the document as associated data, so bytes moved onto another
// document's row do not open.

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
export { SEALED_PARTS };

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
