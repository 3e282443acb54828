import type { PasskeySummary } from '../../../shared/schemas/sign-in-factors';
import type { PasskeyRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// What the browser may know of a stored passkey, and the refusals every passkey ceremony shares.

/** A passkey as its owner's list shows it: its name and dates, never its key or credential id. */
export function passkeySummary(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/** A passkey answer that does not check out: one refusal, whatever failed (it tells no more). */
export const passkeyNotAccepted = () =>
  new AppError(
    400,
    'passkey_not_accepted',
    'Your passkey could not be checked. Please try again, or sign in with your email and password.',
  );

/** A passkey this site does not know (removed, or made for another site). */
export const passkeyNotRecognised = () =>
  new AppError(
    400,
    'passkey_not_recognised',
    'This passkey is not recognised. It may have been removed from your account. Please sign in with your email and password.',
  );

/** The user handle a passkey carries for an account: its id's 16 bytes, nothing personal. */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));
}
