import { randomBytes } from 'node:crypto';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { WEBAUTHN_CHALLENGE_MINUTES } from '../../../shared/rules/sign-in-factors';
import type { Executor } from '../../db/client';
import { webauthnChallenges } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// A passkey ceremony's challenge (record 095): made by the server, kept in the database (so any
// instance can check it, and a restart loses nothing), answered once, within a few minutes. A
// sign-in's belongs to no one yet; an addition's and a re-proof's belong to the session that
// asked, so a challenge cannot be carried from one browser to another.

type Purpose = 'register' | 'sign_in' | 'reauthenticate';
type Owner = { userId: string; sessionId: string };

const LIFETIME_MS = WEBAUTHN_CHALLENGE_MINUTES * 60_000;

/** The refusal of an answer to a challenge that is unknown, used, expired or someone else's. */
export const staleChallenge = () =>
  new AppError(400, 'passkey_challenge_expired', 'That took too long. Please try again.');

/**
 * A new challenge for the ceremony (32 random bytes, the bytes the options carry; stored as the
 * base64url the browser's client data will hold); expired ones are swept as new ones are made.
 */
export async function issueChallenge(
  db: Executor,
  now: Date,
  input: { purpose: Purpose; owner?: Owner },
): Promise<Uint8Array<ArrayBuffer>> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  const bytes = new Uint8Array(randomBytes(32));
  const challenge = isoBase64URL.fromBuffer(bytes);
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose: input.purpose,
    userId: input.owner?.userId ?? null,
    sessionId: input.owner?.sessionId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
  return bytes;
}

/** The challenge the browser signed, as its client data says (checked again by the library). */
export function challengeOf(clientDataJSON: string): string {
  try {
    const parsed = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    if (typeof parsed.challenge === 'string') return parsed.challenge;
  } catch {
    // Falls through to the refusal.
  }
  throw staleChallenge();
}

/**
 * Uses the challenge: one conditional update, so two answers to it cannot both pass. Refused
 * (400 passkey_challenge_expired) unless it is this ceremony's, unused, unexpired and, for an
 * addition or a re-proof, this session's.
 */
export async function claimChallenge(
  db: Executor,
  now: Date,
  input: { challenge: string; purpose: Purpose; owner?: Owner },
): Promise<void> {
  const { owner } = input;
  const claimed = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, input.challenge),
        eq(webauthnChallenges.purpose, input.purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
        ...(owner
          ? [
              eq(webauthnChallenges.userId, owner.userId),
              eq(webauthnChallenges.sessionId, owner.sessionId),
            ]
          : [isNull(webauthnChallenges.userId)]),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  if (claimed.length === 0) throw staleChallenge();
}
