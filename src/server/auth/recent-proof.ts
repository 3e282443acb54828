import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { REPROOF_WINDOW_MINUTES } from '../../shared/rules/sign-in-factors';
import type { Executor } from '../db/client';
import { type UserSessionRow, userSessions } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { SignedInEnv } from './require-user';

// Adding or removing a way to sign in asks the person to prove it is them again unless they did
// so in the last few minutes (the session's two-factor step, or a re-proof: the password, a
// passkey or the authenticator app). A session left open on a shared computer cannot quietly
// add an attacker's passkey.

const WINDOW_MS = REPROOF_WINDOW_MINUTES * 60_000;

/** The latest time the session proved who it is: its two-factor step or its latest re-proof. */
function lastProof(session: Pick<UserSessionRow, 'mfaVerifiedAt' | 'reprovedAt'>): number {
  return Math.max(session.mfaVerifiedAt?.getTime() ?? 0, session.reprovedAt?.getTime() ?? 0);
}

export function hasRecentProof(
  session: Pick<UserSessionRow, 'mfaVerifiedAt' | 'reprovedAt'>,
  now: Date,
): boolean {
  return now.getTime() - lastProof(session) <= WINDOW_MS;
}

/** The refusal the client answers by asking for the password (or another factor) first. */
export const reproofRequired = () =>
  new AppError(403, 'reproof_required', 'Please confirm it is you first.');

/** A step after requireUser: the route goes on only with a recent proof. */
export function requireRecentProof(clock: Clock): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    if (!hasRecentProof(c.get('actor').session, clock.now())) throw reproofRequired();
    await next();
  };
}

/** Records a re-proof on the session (the caller has checked the password or the factor). */
export async function markReproved(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(userSessions).set({ reprovedAt: now }).where(eq(userSessions.id, sessionId));
}
