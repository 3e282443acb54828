import { eq } from 'drizzle-orm';
import type { PremiumSignUpInput, SignUpInput } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../auth/passwords';
import type { RequestInfo } from '../../auth/require-user';
import { startSession } from '../../auth/start-session';
import { signToken, verifySignedToken } from '../../auth/tokens';
import { type UserRow, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sendQuietly } from '../../mail/send-quietly';
import { confirmEmail, signUpAttemptEmail } from '../../mail/templates';
import { findUserByEmail, refuseReservedEmail } from './find-user';
import { insertUser, type NewUser } from './insert-user';

// Sign-up answers alike whether or not the address has an account (decision record 018).
// Like every service, each takes (deps, who acts, input); before an account exists, who acts is
// the request (its address and browser).

const CONFIRMATION_LINK_DAYS = 7;

function sendConfirmation(deps: AppDeps, user: UserRow) {
  const expires = new Date(deps.clock.now().getTime() + CONFIRMATION_LINK_DAYS * 86_400_000);
  const token = signToken(deps.authSecret, `confirm:${user.id}`, expires);
  const link = `${deps.config.publicUrl}/api/auth/confirm-email?token=${encodeURIComponent(token)}`;
  const mail = { to: user.email, ...confirmEmail(link) };
  return sendQuietly(deps, { mail, what: 'confirmation', userId: user.id });
}

/**
 * A sign-up with an address that has an account: the same work and the same answer as a new
 * account, and the owner hears of it by email.
 */
async function existingOwnerTriedAgain(deps: AppDeps, existing: UserRow, password: string) {
  await hashPassword(password);
  const mail = { to: existing.email, ...signUpAttemptEmail(`${deps.config.publicUrl}/login`) };
  await sendQuietly(deps, { mail, what: 'sign-up attempt', userId: existing.id });
}

/** Inserts the account, or tells whose address it was when the address is taken. */
async function insertOrFindExisting(deps: AppDeps, fields: NewUser & { password: string }) {
  refuseReservedEmail(deps.config, fields.email);
  const email = fields.email.toLowerCase();
  const existing = await findUserByEmail(deps.database.db, email);
  if (existing) return { existing };
  try {
    return { user: await insertUser(deps.database.db, { ...fields, email }) };
  } catch (error) {
    // Two sign-ups with one address at once: the other one won.
    const again = await findUserByEmail(deps.database.db, email);
    if (error instanceof AppError && error.code === 'email_taken' && again)
      return { existing: again };
    throw error;
  }
}

/** Basic sign-up: the account, a confirmation email, and a session pending two-factor. */
export async function signUp(deps: AppDeps, request: RequestInfo, input: SignUpInput) {
  const { db } = deps.database;
  const inserted = await insertOrFindExisting(deps, {
    email: input.email,
    password: input.password,
    acceptedTerms: true,
    acceptedPrivacy: true,
  });
  if (inserted.existing) {
    await existingOwnerTriedAgain(deps, inserted.existing, input.password);
    return startSession(deps, db, {
      user: inserted.existing,
      request,
      verified: false,
      signUpDecoy: true,
    });
  }
  await sendConfirmation(deps, inserted.user);
  return startSession(deps, db, { user: inserted.user, request, verified: false });
}

/**
 * Premium sign-up after purchase: the account with its three consents; sign-in comes next, so
 * no session starts and nothing of the request is kept.
 */
export async function signUpPremium(
  deps: AppDeps,
  _request: RequestInfo,
  input: PremiumSignUpInput,
) {
  const inserted = await insertOrFindExisting(deps, {
    email: input.email,
    password: input.password,
    subscriptionTier: 'premium',
    acceptedTerms: input.acceptTerms,
    acceptedPrivacy: input.acceptPrivacy,
    dataProtectionConsent: input.dataProtectionConsent,
  });
  if (inserted.existing) {
    await existingOwnerTriedAgain(deps, inserted.existing, input.password);
  } else {
    await sendConfirmation(deps, inserted.user);
  }
  return { email: input.email.toLowerCase(), subscriptionTier: 'premium' as const };
}

/** The link of the confirmation email: a signed token proves the address (record 017). */
export async function confirmEmailAddress(
  deps: AppDeps,
  _request: RequestInfo,
  input: { token: string },
) {
  const payload = verifySignedToken(deps.authSecret, input.token, deps.clock.now());
  if (!payload?.startsWith('confirm:')) return false;
  await deps.database.db
    .update(users)
    .set({ emailConfirmedAt: deps.clock.now() })
    .where(eq(users.id, payload.slice('confirm:'.length)));
  return true;
}
