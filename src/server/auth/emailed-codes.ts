import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { twoFactorChallenges } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { MailMessage } from '../mail/mailer';
import type { DbDeps, MailDeps, SigningDeps } from '../service-deps';
import { hmacCode, newCode } from './tokens';

// A code emailed to an account's owner: the second step of signing in (purpose 'sign_in') and the
// proof that the owner asks to delete the account ('delete_account'). Only an HMAC bound to its
// row is stored; a code is claimed once, before it expires, within OTP_MAX_ATTEMPTS guesses.

type Challenge = typeof twoFactorChallenges.$inferSelect;
const codes = twoFactorChallenges;

/** How many minutes a code is valid, as the emails say it. */
export const codeValidMinutes = (deps: Pick<SigningDeps, 'config'>) =>
  Math.round(deps.config.otp.validityMs / 60_000);

/**
 * Stores a new code and voids the ones it replaces, in one transaction; the code itself is
 * returned only to be mailed. A sign-in code replaces its session's unused codes; a deletion
 * code replaces every earlier deletion code of the account, whichever session asked for it.
 */
export async function storeCode(
  deps: SigningDeps,
  db: Executor,
  input: {
    userId: string;
    sessionId: string;
    referenceId: string;
    purpose: Challenge['purpose'];
    isAdminLogin?: boolean;
    replaces: 'session' | 'account';
  },
) {
  const now = deps.clock.now();
  const id = randomUUID();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + deps.config.otp.validityMs);
  const replaced =
    input.replaces === 'session'
      ? and(eq(codes.sessionId, input.sessionId), eq(codes.used, false))
      : and(eq(codes.userId, input.userId), eq(codes.purpose, input.purpose));
  await db.transaction(async (tx) => {
    await tx.update(codes).set({ used: true }).where(replaced);
    await tx.insert(codes).values({
      id,
      userId: input.userId,
      sessionId: input.sessionId,
      referenceId: input.referenceId,
      purpose: input.purpose,
      isAdminLogin: input.isAdminLogin ?? false,
      codeHmac: hmacCode(deps.authSecret, id, code),
      expiresAt,
      createdAt: now,
    });
  });
  return { id, code, expiresAt };
}

/**
 * Mails a stored code. When the mail server fails, the code is voided (it reached nobody) and the
 * request answers 502 'Failed to send verification code' (spec section 8).
 */
export async function mailCode(
  deps: DbDeps & MailDeps,
  input: { challengeId: string; userId: string; mail: MailMessage; what: string },
) {
  try {
    await deps.mailer.send(input.mail);
  } catch (error) {
    deps.logger.error({ err: error, userId: input.userId }, `sending the ${input.what} failed`);
    await deps.database.db.update(codes).set({ used: true }).where(eq(codes.id, input.challengeId));
    throw new AppError(502, 'mail_failed', 'Failed to send verification code');
  }
}

/** The newest code of a purpose a session asked for (under a reference id, if given). */
export async function latestCode(
  db: Executor,
  input: { sessionId: string; purpose: Challenge['purpose']; referenceId?: string },
): Promise<Challenge | undefined> {
  const [challenge] = await db
    .select()
    .from(codes)
    .where(
      and(
        eq(codes.sessionId, input.sessionId),
        eq(codes.purpose, input.purpose),
        input.referenceId === undefined ? undefined : eq(codes.referenceId, input.referenceId),
      ),
    )
    .orderBy(desc(codes.createdAt))
    .limit(1);
  return challenge;
}

/** Why a code can no longer be claimed, if it cannot (in the order the spec's words check). */
export function whyUnusable(
  deps: SigningDeps,
  challenge: Challenge,
): 'attempts' | 'used' | 'expired' | undefined {
  if (challenge.attempts >= deps.config.otp.maxAttempts) return 'attempts';
  if (challenge.used) return 'used';
  if (challenge.expiresAt <= deps.clock.now()) return 'expired';
  return undefined;
}

/** The code can still be claimed or guessed at: checked inside each update, not before it. */
const live = (deps: SigningDeps, challengeId: string) =>
  and(
    eq(codes.id, challengeId),
    eq(codes.used, false),
    lt(codes.attempts, deps.config.otp.maxAttempts),
    gt(codes.expiresAt, deps.clock.now()),
  );

/**
 * Claims the code if it is the right one, by a single conditional update: of two simultaneous
 * right answers, one claims it.
 */
export async function claimCode(
  deps: SigningDeps,
  db: Executor,
  input: { challengeId: string; code: string },
): Promise<boolean> {
  const codeHmac = hmacCode(deps.authSecret, input.challengeId, input.code);
  const [claimed] = await db
    .update(codes)
    .set({ used: true })
    .where(and(live(deps, input.challengeId), eq(codes.codeHmac, codeHmac)))
    .returning({ id: codes.id });
  return Boolean(claimed);
}

/**
 * Counts a wrong guess by a conditional increment, so a flood of guesses checks at most
 * OTP_MAX_ATTEMPTS. False when the code could no longer be guessed at (claimed, used up or
 * expired since it was read). `anyCode` counts the right code as well: a sign-up decoy's code
 * is never claimed (decision record 018).
 */
export async function countWrongGuess(
  deps: SigningDeps,
  db: Executor,
  input: { challengeId: string; code: string; anyCode?: boolean },
): Promise<boolean> {
  const codeHmac = hmacCode(deps.authSecret, input.challengeId, input.code);
  const [counted] = await db
    .update(codes)
    .set({ attempts: sql`${codes.attempts} + 1` })
    .where(
      input.anyCode
        ? live(deps, input.challengeId)
        : and(live(deps, input.challengeId), ne(codes.codeHmac, codeHmac)),
    )
    .returning({ id: codes.id });
  return Boolean(counted);
}
