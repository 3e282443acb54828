import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/require-user';
import { isStandIn } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { twoFactorChallenges, userSessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BaseDeps } from '../../service-deps';
import { recordSecurityEvent } from '../security';

// Wrong codes in a row (OTP_LOCKOUT_FAILURES) lock code verification for OTP_LOCKOUT_MS. An
// account counts them on its row. A sign-up stand-in (decoy or claim, record 018) counts them on
// its session, the same way: its guesses never lock out the account its row belongs to, and it
// locks exactly when a new account would, so the lock cannot tell the two apart.

/** Until when code verification is locked for the actor, if it was ever locked. */
export async function lockedUntil(db: Executor, actor: Actor): Promise<Date | null> {
  if (isStandIn(actor.session)) {
    const [row] = await db
      .select({ until: userSessions.standInLockedUntil })
      .from(userSessions)
      .where(eq(userSessions.id, actor.session.id));
    return row?.until ?? null;
  }
  const [row] = await db
    .select({ until: users.otpLockedUntil })
    .from(users)
    .where(eq(users.id, actor.user.id));
  return row?.until ?? null;
}

export function lockedError(until: Date, now: Date) {
  return new AppError(429, 'locked', 'Too many attempts', {
    reason: 'attempts',
    retryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
  });
}

/** One more wrong code in a row; the run's last one locks verification. True when it locked. */
export async function countCodeFailure(deps: BaseDeps, actor: Actor): Promise<boolean> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const standIn = isStandIn(actor.session);
  const [counted] = standIn
    ? await db
        .update(userSessions)
        .set({ standInFailedCodes: sql`${userSessions.standInFailedCodes} + 1` })
        .where(eq(userSessions.id, actor.session.id))
        .returning({ failures: userSessions.standInFailedCodes })
    : await db
        .update(users)
        .set({ otpFailedCount: sql`${users.otpFailedCount} + 1` })
        .where(eq(users.id, actor.user.id))
        .returning({ failures: users.otpFailedCount });
  const { lockoutFailures, lockoutMs } = deps.config.otp;
  if (!counted || counted.failures < lockoutFailures) return false;

  const until = new Date(now.getTime() + lockoutMs);
  if (standIn) {
    await db
      .update(userSessions)
      .set({ standInFailedCodes: 0, standInLockedUntil: until })
      .where(eq(userSessions.id, actor.session.id));
    await db
      .update(twoFactorChallenges)
      .set({ used: true })
      .where(eq(twoFactorChallenges.sessionId, actor.session.id));
  } else {
    await db
      .update(users)
      .set({ otpFailedCount: 0, otpLockedUntil: until })
      .where(eq(users.id, actor.user.id));
    // The account's own codes: a stand-in's on its row are not (its own lock voids those).
    const standIns = db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.userId, actor.user.id), isNotNull(userSessions.standInUserId)));
    await db
      .update(twoFactorChallenges)
      .set({ used: true })
      .where(
        and(
          eq(twoFactorChallenges.userId, actor.user.id),
          notInArray(twoFactorChallenges.sessionId, standIns),
        ),
      );
  }
  const whose = standIn
    ? `a sign-up with the address of ${actor.user.email} (the account itself is not locked)`
    : actor.user.email;
  await recordSecurityEvent(db, now, {
    eventType: 'suspicious_activity',
    description: `Code verification locked for ${whose} after ${lockoutFailures} wrong codes in a row`,
    severity: 'warning',
    ipAddress: actor.ipAddress,
    userId: actor.user.id,
  });
  return true;
}
