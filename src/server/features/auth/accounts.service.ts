import { eq } from 'drizzle-orm';
import type {
  PremiumSignUpInput,
  SignUpInput,
  UpdatePasswordInput,
} from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Actor } from '../../auth/require-user';
import { endOtherSessions } from '../../auth/sessions';
import { type RequestInfo, startSession } from '../../auth/start-session';
import { signToken, verifySignedToken } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { AppError, conflict, forbidden, unauthorized } from '../../lib/app-error';
import type { MailMessage } from '../../mail/mailer';
import { confirmEmail, passwordChangedEmail, signUpAttemptEmail } from '../../mail/templates';
import { recordAudit } from '../audit/record-audit';
import { recordSecurityEvent } from '../security/record-security-event';
import { copyTaskLibrary } from '../tasks/task-library-copy';
import { findUserByEmail, refuseReservedEmail } from './find-user';

const CONFIRMATION_LINK_DAYS = 7;

type NewUser = Pick<UserRow, 'email'> & Partial<Omit<UserRow, 'id' | 'passwordHash' | 'isDemo'>>;

/**
 * Inserts a user with their own copy of the task library, in one transaction; a taken address
 * (in any case) answers 409. `isDemo` cannot be passed: only the demo code sets it.
 */
export async function insertUser(db: Executor, input: NewUser & { password: string }) {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...fields, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict('An account with this email already exists', 'email_taken');
    await copyTaskLibrary(tx, user.id, user.createdAt);
    return user;
  });
}

/** Mail that must not lose the request it belongs to when the mail server fails. */
function sendQuietly(deps: AppDeps, mail: MailMessage, what: string, userId: string) {
  return deps.mailer
    .send(mail)
    .catch((error: unknown) => deps.logger.error({ err: error, userId }, `${what} email failed`));
}

function sendConfirmation(deps: AppDeps, user: UserRow) {
  const expires = new Date(deps.clock.now().getTime() + CONFIRMATION_LINK_DAYS * 86_400_000);
  const token = signToken(deps.authSecret, `confirm:${user.id}`, expires);
  const link = `${deps.config.publicUrl}/api/auth/confirm-email?token=${encodeURIComponent(token)}`;
  return sendQuietly(deps, { to: user.email, ...confirmEmail(link) }, 'confirmation', user.id);
}

/**
 * A sign-up with an address that has an account: the same work and the same answer as a new
 * account, and the owner hears of it by email (decision record 018).
 */
async function existingOwnerTriedAgain(deps: AppDeps, existing: UserRow, password: string) {
  await hashPassword(password);
  const mail = { to: existing.email, ...signUpAttemptEmail(`${deps.config.publicUrl}/login`) };
  await sendQuietly(deps, mail, 'sign-up attempt', existing.id);
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

/** Premium sign-up after purchase: the account with its three consents; sign-in comes next. */
export async function signUpPremium(deps: AppDeps, input: PremiumSignUpInput) {
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

export async function confirmEmailAddress(deps: AppDeps, token: string) {
  const payload = verifySignedToken(deps.authSecret, token, deps.clock.now());
  if (!payload?.startsWith('confirm:')) return false;
  await deps.database.db
    .update(users)
    .set({ emailConfirmedAt: deps.clock.now() })
    .where(eq(users.id, payload.slice('confirm:'.length)));
  return true;
}

const invalidCredentials = () => unauthorized('Invalid login credentials', 'invalid_credentials');

/**
 * The built-in demo pair (decision D2): it opens a demo sandbox, as 'Try demo' does. An admin
 * sign-in with it is an ordinary (refused) sign-in.
 */
export function isDemoPair(
  config: Pick<Config, 'demo'>,
  input: { email: string; password: string; adminLogin: boolean },
) {
  return (
    !input.adminLogin &&
    input.email.toLowerCase() === config.demo.email.toLowerCase() &&
    input.password === config.demo.password
  );
}

/**
 * Password sign-in. An unknown email and a wrong password answer alike; the demo account has no
 * usable password (its pair is handled before, see isDemoPair). Every other account gets a
 * session pending two-factor; an admin sign-in by a non-admin gets none.
 */
export async function signIn(
  deps: AppDeps,
  request: RequestInfo,
  input: { email: string; password: string; adminLogin: boolean },
) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid || user.isDemo) {
    await recordAudit(db, now, {
      userId: user?.id ?? null,
      userEmail: input.email,
      action: 'failed_login',
      details: { reason: 'invalid_credentials', adminLogin: input.adminLogin },
      ipAddress: request.ipAddress,
    });
    throw invalidCredentials();
  }
  if (input.adminLogin && user.role !== 'admin') {
    await recordSecurityEvent(db, now, {
      eventType: 'suspicious_activity',
      description: `Admin sign-in refused: ${user.email} is not an administrator`,
      severity: 'warning',
      ipAddress: request.ipAddress,
      userId: user.id,
    });
    throw forbidden("You don't have permission to access the admin panel.", 'not_admin');
  }
  return startSession(deps, db, { user, request, verified: false, isAdminLogin: input.adminLogin });
}

export const currentPasswordMessage = 'Current password is incorrect';

/** Checks the signed-in user's password again before a sensitive change. */
export async function confirmCurrentPassword(user: UserRow, password: string, field: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(400, 'current_password_invalid', currentPasswordMessage, {
      fields: { [field]: currentPasswordMessage },
    });
  }
}

/**
 * A new password for the signed-in user, given the current one; every other session of theirs
 * ends and the owner is told by email.
 */
export async function updatePassword(
  deps: AppDeps,
  actor: Actor,
  input: Pick<UpdatePasswordInput, 'currentPassword' | 'password'>,
) {
  const { user } = actor;
  if (user.isDemo) {
    throw forbidden(
      'Demo accounts cannot change the password. Sign up for a full account to unlock all features.',
      'demo_restricted',
    );
  }
  await confirmCurrentPassword(user, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.password);
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id));
    await endOtherSessions(tx, user.id, actor.session.id);
  });
  const mail = { to: user.email, ...passwordChangedEmail(`${deps.config.publicUrl}/login`) };
  await sendQuietly(deps, mail, 'password changed', user.id);
}
