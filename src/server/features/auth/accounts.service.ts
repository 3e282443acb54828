import { eq, sql } from 'drizzle-orm';
import type { PremiumSignUpInput, SignUpInput } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { createSession, endOtherSessions } from '../../auth/sessions';
import { signToken, verifySignedToken } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { AppError, conflict, forbidden, unauthorized } from '../../lib/app-error';
import { confirmEmail } from '../../mail/templates';
import { recordAudit } from '../audit/record-audit';
import { recordSecurityEvent } from '../security/record-security-event';
import { copyTaskLibrary } from '../tasks/task-library-copy';

export type RequestInfo = { ipAddress: string; userAgent: string };

const CONFIRMATION_LINK_DAYS = 7;

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

type NewUser = Pick<UserRow, 'email'> & Partial<Omit<UserRow, 'id' | 'passwordHash'>>;

/**
 * Inserts a user with their own copy of the task library, in one transaction; a taken address
 * (in any case) answers 409.
 */
export async function insertUser(db: Database, input: NewUser & { password: string }) {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...fields, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict('An account with this email already exists', 'email_taken');
    await copyTaskLibrary(tx as unknown as Database, user.id, user.createdAt);
    return user;
  });
}

async function sendConfirmation(deps: AppDeps, user: UserRow) {
  const expires = new Date(deps.clock.now().getTime() + CONFIRMATION_LINK_DAYS * 86_400_000);
  const token = signToken(deps.authSecret, `confirm:${user.id}`, expires);
  const link = `${deps.config.publicUrl}/api/auth/confirm-email?token=${encodeURIComponent(token)}`;
  // The account exists either way; a mail failure must not lose the sign-up.
  await deps.mailer
    .send({ to: user.email, ...confirmEmail(link) })
    .catch((error: unknown) =>
      deps.logger.error({ err: error, userId: user.id }, 'confirmation email failed'),
    );
}

/** Basic sign-up: the account, a confirmation email, and a session pending two-factor. */
export async function signUp(deps: AppDeps, input: SignUpInput, request: RequestInfo) {
  const user = await insertUser(deps.database.db, {
    email: input.email,
    password: input.password,
    acceptedTerms: true,
    acceptedPrivacy: true,
  });
  await sendConfirmation(deps, user);
  const { token, session } = await createSession(deps.database.db, deps.config, deps.clock.now(), {
    userId: user.id,
    ...request,
    verified: false,
    isAdminLogin: false,
  });
  return { token, auth: { session, user } };
}

/** Premium sign-up after purchase: the account with its three consents; sign-in comes next. */
export async function signUpPremium(deps: AppDeps, input: PremiumSignUpInput) {
  const user = await insertUser(deps.database.db, {
    email: input.email,
    password: input.password,
    subscriptionTier: 'premium',
    acceptedTerms: input.acceptTerms,
    acceptedPrivacy: input.acceptPrivacy,
    dataProtectionConsent: input.dataProtectionConsent,
  });
  await sendConfirmation(deps, user);
  return user;
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

/** The shared demo account, created when missing; recognised by the server, never the browser. */
export async function ensureDemoAccount(deps: AppDeps) {
  const existing = await findUserByEmail(deps.database.db, deps.config.demo.email);
  if (existing) return { user: existing, created: false };
  const user = await insertUser(deps.database.db, {
    email: deps.config.demo.email,
    password: deps.config.demo.password,
    isDemo: true,
    emailConfirmedAt: deps.clock.now(),
    tasksResetAt: deps.clock.now(),
  }).catch(async (error: unknown) => {
    // Two visitors at once: the other request created it.
    if (error instanceof AppError && error.code === 'email_taken') {
      const again = await findUserByEmail(deps.database.db, deps.config.demo.email);
      if (again) return again;
    }
    throw error;
  });
  return { user, created: true };
}

async function startDemoSession(deps: AppDeps, user: UserRow, request: RequestInfo) {
  const now = deps.clock.now();
  const { token, session } = await createSession(deps.database.db, deps.config, now, {
    userId: user.id,
    ...request,
    verified: true,
    isAdminLogin: false,
  });
  await recordAudit(deps.database.db, now, {
    userId: user.id,
    userEmail: user.email,
    action: 'login',
    details: { method: 'demo' },
    ipAddress: request.ipAddress,
  });
  return { token, auth: { session, user } };
}

export async function demoSignIn(deps: AppDeps, request: RequestInfo) {
  const { user, created } = await ensureDemoAccount(deps);
  return { ...(await startDemoSession(deps, user, request)), created };
}

const invalidCredentials = () => unauthorized('Invalid login credentials', 'invalid_credentials');

/**
 * Password sign-in. An unknown email and a wrong password answer alike. Every account but the
 * demo one gets a session pending two-factor; an admin sign-in by a non-admin gets none.
 */
export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string; adminLogin: boolean },
  request: RequestInfo,
) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const isDemoPair =
    input.email.toLowerCase() === deps.config.demo.email.toLowerCase() &&
    input.password === deps.config.demo.password;
  if (isDemoPair && !input.adminLogin) {
    const { user } = await ensureDemoAccount(deps);
    return { ...(await startDemoSession(deps, user, request)), demo: true };
  }

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
  const { token, session } = await createSession(db, deps.config, now, {
    userId: user.id,
    ...request,
    verified: false,
    isAdminLogin: input.adminLogin,
  });
  return { token, auth: { session, user }, demo: false };
}

/** A new password for the signed-in user; every other session of theirs ends. */
export async function updatePassword(
  deps: AppDeps,
  user: UserRow,
  keepSessionId: string,
  password: string,
) {
  if (user.isDemo) {
    throw forbidden(
      'Demo accounts cannot change the password. Sign up for a full account to unlock all features.',
      'demo_restricted',
    );
  }
  const { db } = deps.database;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: deps.clock.now() })
    .where(eq(users.id, user.id));
  await endOtherSessions(db, user.id, keepSessionId);
}
