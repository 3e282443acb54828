import { eq } from 'drizzle-orm';
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
import { twoFactorChallenges } from '../../db/schema';
import { badRequest, conflict, tooManyRequests } from '../../lib/app-error';
import { mailLocale } from '../../mail/mail-words';
import { codeEmail, signUpAttemptEmail } from '../../mail/templates';
import type { BaseDeps } from '../../service-deps';
import { countCodeFailure, lockedError, lockedUntil } from './code-lockout';
import { finishSignIn } from './finish-sign-in';
import { takeOverAddress, type Verified } from './unconfirmed-accounts';

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
export async function sendCode(deps: BaseDeps, actor: Actor, input: { referenceId: string }) {
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
  // A sign-up decoy keeps a code nobody receives, so every answer is a real one's; the owner is
  // told of the attempt instead, so this path too awaits one email (record 018).
  const locale = mailLocale(user, actor);
  const mail = session.signUpDecoy
    ? signUpAttemptEmail(locale, `${deps.config.publicUrl}/login`)
    : codeEmail(locale, stored.code, codeValidMinutes(deps), session.isAdminLogin);
  await mailCode(deps, {
    challengeId: stored.id,
    userId: user.id,
    mail: { to: user.email, ...mail },
    what: 'verification code',
  });
  return answer;
}

/**
 * A wrong code: counted against the code and against the account (a sign-up stand-in's own count,
 * see code-lockout.ts). Always throws, with the words the client maps to the spec's texts.
 */
async function refuseWrongCode(
  deps: BaseDeps,
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
  if (await countCodeFailure(deps, actor)) {
    const now = deps.clock.now();
    throw lockedError(new Date(now.getTime() + deps.config.otp.lockoutMs), now);
  }
  throw invalidCode();
}

/**
 * Checks a code (claimed once, guesses counted: see emailed-codes.ts). Success ends the pending
 * session and starts a new one with a new token; an account with no plan yet (made through an
 * invitation) joins its plan in the same transaction (record 077).
 */
export async function verifyCode(
  deps: BaseDeps,
  actor: Actor,
  input: { referenceId: string; code: string },
): Promise<Verified> {
  refuseVerifiedSession(actor);
  const { db } = deps.database;
  const now = deps.clock.now();

  const locked = await lockedUntil(db, actor);
  if (locked && locked > now) throw lockedError(locked, now);

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
  const decoy = actor.session.signUpDecoy;
  // A decoy's code can never be claimed, even if guessed: it runs the same claim with a code no
  // stored one can match, so its refusal costs what a new account's does (record 018).
  const claimed = (await claimCode(deps, db, decoy ? { ...attempt, code: '' } : attempt)) && !decoy;
  if (!claimed) await refuseWrongCode(deps, actor, attempt);
  if (actor.session.claimPasswordHash) {
    // A claim's code reached the address: the unconfirmed account is replaced (record 018).
    // Confirmed, taken over or expired since: the claim is void.
    const started = await takeOverAddress(deps, actor);
    if (!started) throw invalidCode();
    return started;
  }

  // The code was right: a new session with a new token replaces the pending one. A code that
  // reached the address proves it, as the confirmation link does (decision record 017).
  return finishSignIn(deps, {
    user: actor.user,
    request: actor,
    endsSessionId: actor.session.id,
    isAdminLogin: actor.session.isAdminLogin,
    method: 'password_and_code',
    provesAddress: true,
  });
}
