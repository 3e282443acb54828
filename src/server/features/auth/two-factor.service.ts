import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../auth/require-user';
import { type AuthContext, endSession } from '../../auth/sessions';
import { type RequestInfo, startSession } from '../../auth/start-session';
import { hmacCode, newCode } from '../../auth/tokens';
import { twoFactorChallenges, users } from '../../db/schema';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error';
import { codeEmail } from '../../mail/templates';
import { recordAudit } from '../audit/record-audit';
import { recordSecurityEvent } from '../security/record-security-event';

// The verify messages carry the words the client maps to the spec's texts:
// 'Invalid', 'expired' and 'attempts' (spec section 8).
const invalidCode = () => badRequest('Invalid code', { reason: 'invalid' });
const expiredCode = () => badRequest('Code has expired', { reason: 'expired' });
const tooManyAttempts = () => badRequest('Too many attempts', { reason: 'attempts' });

/**
 * Emails a new code for the session's user. The same reference id again is a no-op (the page
 * may ask twice); a new reference id voids the older code, but only once the resend wait is over.
 */
export async function sendCode(deps: AppDeps, { session, user }: AuthContext, referenceId: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const [latest] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.sessionId, session.id),
        eq(twoFactorChallenges.purpose, 'sign_in'),
      ),
    )
    .orderBy(desc(twoFactorChallenges.createdAt))
    .limit(1);
  const resendAt = latest ? latest.createdAt.getTime() + deps.config.otp.resendMs : 0;
  if (latest && latest.referenceId === referenceId && !latest.used && latest.expiresAt > now) {
    return { expiresAt: latest.expiresAt, resendAvailableAt: new Date(resendAt), sent: false };
  }
  if (now.getTime() < resendAt) {
    throw tooManyRequests(
      'Please wait before requesting a new code.',
      Math.ceil((resendAt - now.getTime()) / 1000),
    );
  }

  const id = randomUUID();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + deps.config.otp.validityMs);
  await db
    .update(twoFactorChallenges)
    .set({ used: true })
    .where(and(eq(twoFactorChallenges.sessionId, session.id), eq(twoFactorChallenges.used, false)));
  await db.insert(twoFactorChallenges).values({
    id,
    userId: user.id,
    sessionId: session.id,
    referenceId,
    codeHmac: hmacCode(deps.authSecret, id, code),
    expiresAt,
    isAdminLogin: session.isAdminLogin,
    createdAt: now,
  });
  // A sign-up decoy keeps a code nobody receives, so every answer is a real one's (record 018).
  const resendAvailableAt = new Date(now.getTime() + deps.config.otp.resendMs);
  if (session.signUpDecoy) return { expiresAt, resendAvailableAt, sent: true };
  try {
    const minutes = Math.round(deps.config.otp.validityMs / 60_000);
    await deps.mailer.send({ to: user.email, ...codeEmail(code, minutes, session.isAdminLogin) });
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'sending the verification code failed');
    await db.update(twoFactorChallenges).set({ used: true }).where(eq(twoFactorChallenges.id, id));
    throw new AppError(502, 'mail_failed', 'Failed to send verification code');
  }
  return { expiresAt, resendAvailableAt, sent: true };
}

/** Counts a wrong code against the account; enough in a row lock verification for a while. */
async function countAccountFailure(deps: AppDeps, auth: AuthContext, request: RequestInfo) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const [counted] = await db
    .update(users)
    .set({ otpFailedCount: sql`${users.otpFailedCount} + 1` })
    .where(eq(users.id, auth.user.id))
    .returning({ failures: users.otpFailedCount });
  if (!counted || counted.failures < deps.config.otp.lockoutFailures) return false;
  await db
    .update(users)
    .set({
      otpFailedCount: 0,
      otpLockedUntil: new Date(now.getTime() + deps.config.otp.lockoutMs),
    })
    .where(eq(users.id, auth.user.id));
  await db
    .update(twoFactorChallenges)
    .set({ used: true })
    .where(eq(twoFactorChallenges.userId, auth.user.id));
  await recordSecurityEvent(db, now, {
    eventType: 'suspicious_activity',
    description: `Code verification locked for ${auth.user.email} after ${deps.config.otp.lockoutFailures} wrong codes in a row`,
    severity: 'warning',
    ipAddress: request.ipAddress,
    userId: auth.user.id,
  });
  return true;
}

function lockedError(lockedUntil: Date, now: Date) {
  return new AppError(429, 'locked', 'Too many attempts', {
    reason: 'attempts',
    retryAfterSeconds: Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000),
  });
}

/**
 * Checks a code. The right one is claimed by a single conditional update, so two simultaneous
 * right answers verify once; a wrong one is counted by a conditional increment, so a flood of
 * guesses checks at most OTP_MAX_ATTEMPTS. Success ends the pending session and starts a new
 * one with a new token.
 */
export async function verifyCode(
  deps: AppDeps,
  actor: Actor,
  input: { referenceId: string; code: string },
) {
  const auth = actor;
  const request = { ipAddress: actor.ipAddress, userAgent: actor.userAgent };
  const { db } = deps.database;
  const now = deps.clock.now();
  const { maxAttempts } = deps.config.otp;

  const [user] = await db.select().from(users).where(eq(users.id, auth.user.id));
  if (user?.otpLockedUntil && user.otpLockedUntil > now)
    throw lockedError(user.otpLockedUntil, now);

  const [challenge] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.sessionId, auth.session.id),
        eq(twoFactorChallenges.referenceId, input.referenceId),
        eq(twoFactorChallenges.purpose, 'sign_in'),
      ),
    )
    .orderBy(desc(twoFactorChallenges.createdAt))
    .limit(1);
  if (!challenge) throw invalidCode();
  if (challenge.attempts >= maxAttempts) throw tooManyAttempts();
  if (challenge.used) throw invalidCode();
  if (challenge.expiresAt <= now) throw expiredCode();

  const codeHmac = hmacCode(deps.authSecret, challenge.id, input.code);
  const live = and(
    eq(twoFactorChallenges.id, challenge.id),
    eq(twoFactorChallenges.used, false),
    lt(twoFactorChallenges.attempts, maxAttempts),
    gt(twoFactorChallenges.expiresAt, now),
  );
  // A decoy's code can never be claimed, even if guessed.
  const [claimed] = auth.session.signUpDecoy
    ? []
    : await db
        .update(twoFactorChallenges)
        .set({ used: true })
        .where(and(live, eq(twoFactorChallenges.codeHmac, codeHmac)))
        .returning({ id: twoFactorChallenges.id });

  if (!claimed) {
    const [counted] = await db
      .update(twoFactorChallenges)
      .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
      .where(
        auth.session.signUpDecoy ? live : and(live, ne(twoFactorChallenges.codeHmac, codeHmac)),
      )
      .returning({ attempts: twoFactorChallenges.attempts });
    if (!counted) {
      // Someone else claimed or exhausted the code between our read and our update.
      const [current] = await db
        .select({ attempts: twoFactorChallenges.attempts })
        .from(twoFactorChallenges)
        .where(eq(twoFactorChallenges.id, challenge.id));
      throw (current?.attempts ?? 0) >= maxAttempts ? tooManyAttempts() : invalidCode();
    }
    // A decoy's wrong codes must not lock the real owner out.
    if (!auth.session.signUpDecoy && (await countAccountFailure(deps, auth, request))) {
      throw lockedError(new Date(now.getTime() + deps.config.otp.lockoutMs), now);
    }
    throw invalidCode();
  }

  // The code was right: a new session with a new token replaces the pending one. A code that
  // reached the address proves it, as the confirmation link does (decision record 017).
  await db
    .update(users)
    .set({
      otpFailedCount: 0,
      otpLockedUntil: null,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})`,
    })
    .where(eq(users.id, auth.user.id));
  const adminLogin = auth.session.isAdminLogin;
  if (adminLogin && auth.user.role !== 'admin') {
    await endSession(db, auth.session.id);
    throw new AppError(403, 'not_admin', "You don't have permission to access the admin panel.");
  }
  const started = await db.transaction(async (tx) => {
    await endSession(tx, auth.session.id);
    const session = await startSession(deps, tx, {
      user: auth.user,
      request,
      verified: true,
      isAdminLogin: adminLogin,
    });
    await recordAudit(tx, now, {
      userId: auth.user.id,
      userEmail: auth.user.email,
      action: 'login',
      details: { method: adminLogin ? 'admin_password_and_code' : 'password_and_code' },
      ipAddress: request.ipAddress,
    });
    if (adminLogin) {
      await recordSecurityEvent(tx, now, {
        eventType: 'admin_access',
        description: `Administrator ${auth.user.email} signed in`,
        severity: 'info',
        ipAddress: request.ipAddress,
        userId: auth.user.id,
      });
    }
    return session;
  });
  return started;
}
