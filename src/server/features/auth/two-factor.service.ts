import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import {
  claimCode,
  codeValidMinutes,
  countWrongGuess,
  latestCode,
  mailCode,
  storeCode,
  whyUnusable,
} from '../../auth/emailed-codes';
import type { Actor } from '../../auth/require-user';
import { endSession } from '../../auth/sessions';
import { startSession } from '../../auth/start-session';
import { twoFactorChallenges, users } from '../../db/schema';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error';
import { codeEmail } from '../../mail/templates';
import { recordAudit } from '../audit/record-audit';
import { recordSecurityEvent } from '../security/record-security-event';

// The verify messages carry the words the client maps to the spec's texts:
// 'Invalid', 'expired' and 'attempts' (spec section 8).
const invalidCode = () => badRequest('Invalid code', { reason: 'invalid' });
const expiredCode = () => badRequest('Code has expired', { reason: 'expired' });
const tooManyAttempts = () => badRequest('Too many attempts', { reason: 'attempts' });

/** A verified session (the demo's included) has nothing to verify: no code is sent or checked. */
function refuseVerifiedSession(actor: Actor) {
  if (actor.session.mfaVerifiedAt) throw conflict('This session is already verified.');
}

/**
 * Emails a new code for the session's user. The same reference id again is a no-op (the page
 * may ask twice); a new reference id voids the older code, but only once the resend wait is over.
 */
export async function sendCode(deps: AppDeps, actor: Actor, input: { referenceId: string }) {
  refuseVerifiedSession(actor);
  const { session, user } = actor;
  const now = deps.clock.now();
  const latest = await latestCode(deps.database.db, { sessionId: session.id, purpose: 'sign_in' });
  const resendAt = latest ? latest.createdAt.getTime() + deps.config.otp.resendMs : 0;
  if (
    latest &&
    latest.referenceId === input.referenceId &&
    !latest.used &&
    latest.expiresAt > now
  ) {
    return { expiresAt: latest.expiresAt, resendAvailableAt: new Date(resendAt), sent: false };
  }
  if (now.getTime() < resendAt) {
    throw tooManyRequests(
      'Please wait before requesting a new code.',
      Math.ceil((resendAt - now.getTime()) / 1000),
    );
  }

  const stored = await storeCode(deps, deps.database.db, {
    userId: user.id,
    sessionId: session.id,
    referenceId: input.referenceId,
    purpose: 'sign_in',
    isAdminLogin: session.isAdminLogin,
    replaces: 'session',
  });
  const answer = {
    expiresAt: stored.expiresAt,
    resendAvailableAt: new Date(now.getTime() + deps.config.otp.resendMs),
    sent: true,
  };
  // A sign-up decoy keeps a code nobody receives, so every answer is a real one's (record 018).
  if (session.signUpDecoy) return answer;
  const mail = codeEmail(stored.code, codeValidMinutes(deps), session.isAdminLogin);
  await mailCode(deps, {
    challengeId: stored.id,
    userId: user.id,
    mail: { to: user.email, ...mail },
    what: 'verification code',
  });
  return answer;
}

/** Counts a wrong code against the account; enough in a row lock verification for a while. */
async function countAccountFailure(deps: AppDeps, actor: Actor) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const [counted] = await db
    .update(users)
    .set({ otpFailedCount: sql`${users.otpFailedCount} + 1` })
    .where(eq(users.id, actor.user.id))
    .returning({ failures: users.otpFailedCount });
  if (!counted || counted.failures < deps.config.otp.lockoutFailures) return false;
  await db
    .update(users)
    .set({
      otpFailedCount: 0,
      otpLockedUntil: new Date(now.getTime() + deps.config.otp.lockoutMs),
    })
    .where(eq(users.id, actor.user.id));
  await db
    .update(twoFactorChallenges)
    .set({ used: true })
    .where(eq(twoFactorChallenges.userId, actor.user.id));
  await recordSecurityEvent(db, now, {
    eventType: 'suspicious_activity',
    description: `Code verification locked for ${actor.user.email} after ${deps.config.otp.lockoutFailures} wrong codes in a row`,
    severity: 'warning',
    ipAddress: actor.ipAddress,
    userId: actor.user.id,
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
 * A wrong code: counted against the code and, unless the session is a sign-up decoy, against the
 * account. Always throws, with the words the client maps to the spec's texts.
 */
async function refuseWrongCode(
  deps: AppDeps,
  actor: Actor,
  input: { challengeId: string; code: string },
): Promise<never> {
  const { db } = deps.database;
  const decoy = actor.session.signUpDecoy;
  if (!(await countWrongGuess(deps, db, { ...input, anyCode: decoy }))) {
    // Someone else claimed or exhausted the code between our read and our update.
    const [current] = await db
      .select({ attempts: twoFactorChallenges.attempts })
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.id, input.challengeId));
    throw (current?.attempts ?? 0) >= deps.config.otp.maxAttempts
      ? tooManyAttempts()
      : invalidCode();
  }
  // A decoy's wrong codes must not lock the real owner out.
  if (!decoy && (await countAccountFailure(deps, actor))) {
    const now = deps.clock.now();
    throw lockedError(new Date(now.getTime() + deps.config.otp.lockoutMs), now);
  }
  throw invalidCode();
}

/**
 * Checks a code (claimed once, guesses counted: see emailed-codes.ts). Success ends the pending
 * session and starts a new one with a new token.
 */
export async function verifyCode(
  deps: AppDeps,
  actor: Actor,
  input: { referenceId: string; code: string },
) {
  refuseVerifiedSession(actor);
  const { db } = deps.database;
  const now = deps.clock.now();

  const [user] = await db.select().from(users).where(eq(users.id, actor.user.id));
  if (user?.otpLockedUntil && user.otpLockedUntil > now)
    throw lockedError(user.otpLockedUntil, now);

  const challenge = await latestCode(db, {
    sessionId: actor.session.id,
    purpose: 'sign_in',
    referenceId: input.referenceId,
  });
  if (!challenge) throw invalidCode();
  const unusable = whyUnusable(deps, challenge);
  if (unusable === 'attempts') throw tooManyAttempts();
  if (unusable === 'used') throw invalidCode();
  if (unusable === 'expired') throw expiredCode();

  const attempt = { challengeId: challenge.id, code: input.code };
  // A decoy's code can never be claimed, even if guessed.
  const claimed = !actor.session.signUpDecoy && (await claimCode(deps, db, attempt));
  if (!claimed) await refuseWrongCode(deps, actor, attempt);

  // The code was right: a new session with a new token replaces the pending one. A code that
  // reached the address proves it, as the confirmation link does (decision record 017).
  await db
    .update(users)
    .set({
      otpFailedCount: 0,
      otpLockedUntil: null,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})`,
    })
    .where(eq(users.id, actor.user.id));
  const adminLogin = actor.session.isAdminLogin;
  if (adminLogin && actor.user.role !== 'admin') {
    await endSession(db, actor.session.id);
    throw new AppError(403, 'not_admin', "You don't have permission to access the admin panel.");
  }
  const started = await db.transaction(async (tx) => {
    await endSession(tx, actor.session.id);
    const session = await startSession(deps, tx, {
      user: actor.user,
      request: actor,
      verified: true,
      isAdminLogin: adminLogin,
    });
    await recordAudit(tx, now, {
      userId: actor.user.id,
      userEmail: actor.user.email,
      action: 'login',
      details: { method: adminLogin ? 'admin_password_and_code' : 'password_and_code' },
      ipAddress: actor.ipAddress,
    });
    if (adminLogin) {
      await recordSecurityEvent(tx, now, {
        eventType: 'admin_access',
        description: `Administrator ${actor.user.email} signed in`,
        severity: 'info',
        ipAddress: actor.ipAddress,
        userId: actor.user.id,
      });
    }
    return session;
  });
  return started;
}
