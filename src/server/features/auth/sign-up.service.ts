import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DAY_MS } from '../../../shared/constants';
import { UNCONFIRMED_ACCOUNT_DAYS } from '../../../shared/rules/limits';
import type { PremiumSignUpInput, SignUpInput } from '../../../shared/schemas/auth';
import { findUserByEmail, refuseReservedEmail } from '../../auth/find-user';
import type { RequestInfo } from '../../auth/require-user';
import type { StandIn } from '../../auth/sessions';
import { startSession } from '../../auth/start-session';
import { signToken, verifySignedToken } from '../../auth/tokens';
import { type UserRow, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { mailLocale } from '../../mail/mail-words';
import { sendQuietly } from '../../mail/send-quietly';
import { confirmEmail, signUpAttemptEmail, unconfirmedAddressEmail } from '../../mail/templates';
import type { BaseDeps } from '../../service-deps';
import { upgradedTier } from '../payments';
import { signsUpThroughInvitation } from '../plans';
import { insertUser, type NewUser } from './insert-user';
import { mayBeTakenOver } from './unconfirmed-accounts';

// Sign-up answers alike whether or not the address has an account (decision record 018). A new
// address gets its account; a taken one a stand-in: a decoy when its account is confirmed, a
// claim when it never was (whoever then enters the code sent to the address takes it over). All
// three do a new account's work (the Argon2id hash, the account and its plan written; a
// stand-in's rolled back) and await one email, and stamp the account (or the stand-in) and its
// session with one instant, the request's: no field, and no step's work, tells them apart. Like
// every service, each takes (deps, who acts, input); before an account exists, who acts is the
// request (its address and browser). The account keeps the language it was signed up in (the
// request's locale: its address, its kept choice, else its browser's languages; record 100), so
// what is sent to it later, when nobody acts, is in that language.

/** What a sign-up found at its address. */
type Registered =
  | { kind: 'new'; user: UserRow }
  | { kind: 'decoy'; user: UserRow }
  | { kind: 'claim'; user: UserRow; passwordHash: string };

/** The confirmation link works as long as an unconfirmed account lives. */
function sendConfirmation(deps: BaseDeps, request: RequestInfo, user: UserRow, now: Date) {
  const expires = new Date(now.getTime() + UNCONFIRMED_ACCOUNT_DAYS * DAY_MS);
  const token = signToken(deps.authSecret, `confirm:${user.id}`, expires);
  const link = `${deps.config.publicUrl}/api/auth/confirm-email?token=${encodeURIComponent(token)}`;
  const mail = { to: user.email, ...confirmEmail(mailLocale(user, request), link) };
  return sendQuietly(deps, { mail, what: 'confirmation', userId: user.id });
}

/** The one email of a sign-up: the confirmation link, the owner's notice, or the claim's. */
function mailAbout(
  deps: BaseDeps,
  request: RequestInfo,
  found: Registered,
  now: Date,
  after: 'basic' | 'premium',
) {
  if (found.kind === 'new') return sendConfirmation(deps, request, found.user, now);
  const { publicUrl } = deps.config;
  // To the address's account, in its choice, else in the language of the page that signed up.
  const locale = mailLocale(found.user, request);
  const words =
    found.kind === 'decoy'
      ? signUpAttemptEmail(locale, `${publicUrl}/login`)
      : unconfirmedAddressEmail(locale, {
          days: UNCONFIRMED_ACCOUNT_DAYS,
          signUpLink: after === 'premium' ? `${publicUrl}/signup` : undefined,
        });
  const what = found.kind === 'decoy' ? 'sign-up attempt' : 'unconfirmed address';
  return sendQuietly(deps, {
    mail: { to: found.user.email, ...words },
    what,
    userId: found.user.id,
  });
}

/**
 * A taken address: a new account's very work (the Argon2id hash, the account and its plan
 * written) under a throwaway address, rolled back; only a claim keeps the hash.
 */
async function standInFor(
  deps: BaseDeps,
  existing: UserRow,
  fields: NewUser & { password: string },
  plan: { ownPlan: boolean; timeZone?: string },
): Promise<Registered> {
  const rehearsed = await insertUser(
    deps.database.db,
    { ...fields, email: `sign-up-${randomUUID()}@stand-in.invalid` },
    { rehearsal: true, ...plan },
  );
  return mayBeTakenOver(existing)
    ? { kind: 'claim', user: existing, passwordHash: rehearsed.passwordHash }
    : { kind: 'decoy', user: existing };
}

/**
 * Inserts the account made at `now`, or finds whose address it was when the address is taken.
 * Through an invitation to the same address the account starts with no plan of its own; else its
 * plan starts in the browser's time zone, when the form sent it (record 093).
 */
async function register(
  deps: BaseDeps,
  now: Date,
  fields: NewUser & { password: string },
  options: { invitation?: string; timeZone?: string } = {},
): Promise<Registered> {
  refuseReservedEmail(deps.config, fields.email);
  const { db } = deps.database;
  const account = { ...fields, email: fields.email.toLowerCase(), createdAt: now, updatedAt: now };
  const invited = { token: options.invitation, email: account.email };
  const plan = {
    ownPlan: !(await signsUpThroughInvitation(db, invited, now)),
    timeZone: options.timeZone,
  };
  const existing = await findUserByEmail(db, account.email);
  if (existing) return standInFor(deps, existing, account, plan);
  try {
    return { kind: 'new', user: await insertUser(db, account, plan) };
  } catch (error) {
    // Two sign-ups with one address at once: the other one won.
    const again = await findUserByEmail(db, account.email);
    if (error instanceof AppError && error.code === 'email_taken' && again)
      return standInFor(deps, again, account, plan);
    throw error;
  }
}

function standInOf(found: Registered): StandIn | undefined {
  if (found.kind === 'decoy') return { kind: 'decoy' };
  if (found.kind === 'claim') return { kind: 'claim', passwordHash: found.passwordHash };
  return undefined;
}

/** Basic sign-up: the account, one email, and a session pending two-factor. */
export async function signUp(deps: BaseDeps, request: RequestInfo, input: SignUpInput) {
  const now = deps.clock.now();
  const found = await register(
    deps,
    now,
    {
      email: input.email,
      password: input.password,
      acceptedTerms: true,
      acceptedPrivacy: true,
      locale: request.locale,
    },
    { invitation: input.invitation, timeZone: input.timeZone },
  );
  await mailAbout(deps, request, found, now, 'basic');
  return startSession(deps, deps.database.db, {
    user: found.user,
    request,
    verified: false,
    standIn: standInOf(found),
    now,
  });
}

/**
 * Premium sign-up after purchase: the account with its three consents; sign-in comes next, so
 * no session starts and nothing of the request is kept. A taken address keeps nothing either
 * (with no code step, a claim's email says how to take an unconfirmed account over).
 */
export async function signUpPremium(
  deps: BaseDeps,
  request: RequestInfo,
  input: PremiumSignUpInput,
) {
  const now = deps.clock.now();
  // With payments configured, the purchase grants premium, once the code proves the address
  // (claimPurchasesOnProof); without them, the sign-up does, as before (D4, D11).
  const paid = deps.config.payments !== undefined;
  const found = await register(
    deps,
    now,
    {
      email: input.email,
      password: input.password,
      ...(paid ? { subscriptionTier: 'basic' as const } : upgradedTier(now)),
      acceptedTerms: input.acceptTerms,
      acceptedPrivacy: input.acceptPrivacy,
      dataProtectionConsent: input.dataProtectionConsent,
      locale: request.locale,
    },
    { timeZone: input.timeZone },
  );
  await mailAbout(deps, request, found, now, 'premium');
  return {
    email: input.email.toLowerCase(),
    subscriptionTier: paid ? ('basic' as const) : ('premium' as const),
  };
}

/** The link of the confirmation email: a signed token proves the address (record 017). */
export async function confirmEmailAddress(
  deps: BaseDeps,
  _request: RequestInfo,
  input: { token: string },
) {
  const now = deps.clock.now();
  const payload = verifySignedToken(deps.authSecret, input.token, now);
  if (!payload?.startsWith('confirm:')) return false;
  // The account may have expired unconfirmed, or been taken over, since the link was sent.
  const [confirmed] = await deps.database.db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})` })
    .where(eq(users.id, payload.slice('confirm:'.length)))
    .returning({ id: users.id });
  return Boolean(confirmed);
}
