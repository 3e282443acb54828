import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../shared/constants';

/** A 256-bit random token: a session's (sent only in the HttpOnly cookie), an invitation link's. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of such a token: its SHA-256 hash. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A uniformly random code of OTP_LENGTH digits. */
export function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** What the database keeps of a code: an HMAC bound to the challenge it belongs to. */
export function hmacCode(secret: string, challengeKey: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeKey}:${code}`).digest('hex');
}

/** A signed, expiring token (email confirmation links): payload.expiry.signature. */
export function signToken(secret: string, payload: string, expiresAt: Date): string {
  const body = `${Buffer.from(payload).toString('base64url')}.${expiresAt.getTime()}`;
  const signature = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

export function verifySignedToken(secret: string, token: string, now: Date): string | undefined {
  const [payload, expiry, signature] = token.split('.');
  if (!payload || !expiry || !signature) return undefined;
  const expected = createHmac('sha256', secret).update(`${payload}.${expiry}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(expiry) < now.getTime()) return undefined;
  return Buffer.from(payload, 'base64url').toString();
}
