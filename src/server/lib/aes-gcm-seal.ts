import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// The one AES-256-GCM seal of the server (decision record 082): documents and their keys
// (features/care/document-seal.ts) and an authenticator app's secret (record 096) are sealed
// with it. The associated data names what was sealed, so bytes moved onto another row do not
// open.

export const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Where sealed bytes' parts are: nonce | ciphertext | tag. */
export const SEALED_PARTS = { nonceBytes: NONCE_BYTES, tagBytes: TAG_BYTES } as const;

/** nonce | ciphertext | tag. */
export function seal(key: Buffer, plain: Buffer, associated: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  cipher.setAAD(Buffer.from(associated));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

/** Throws when the bytes, the key or the associated data are not what was sealed. */
export function open(key: Buffer, sealed: Buffer, associated: string): Buffer {
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
