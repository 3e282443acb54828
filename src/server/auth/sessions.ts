import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { USER_AGENT_MAX_LENGTH } from '../../shared/rules/limits';
import type { SessionState } from '../../shared/schemas/auth';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { type UserRow, type UserSessionRow, userSessions, users } from '../db/schema';
import { hashSecretToken, newSecretToken } from './tokens';

export type AuthContext = { session: UserSessionRow; user: UserRow };

export type NewSession = {
  userId: string;
  ipAddress: string;
  userAgent: string;
  verified: boolean;
  isAdminLogin: boolean;
  /** A sign-up with a taken address: the session shows a stand-in account (record 018). */
  standIn?: StandIn;
};

/**
 * What a sign-up with a taken address starts (decision record 018): a decoy when the address has
 * a confirmed account (its code step mails no code and never verifies), a claim when the account
 * was never confirmed (the code goes to the address; entering it takes the address over with the
 * claimant's password, hashed here).
 */
export type StandIn = { kind: 'decoy' } | { kind: 'claim'; passwordHash: string };

/** A decoy's or a claim's session: it shows a stand-in, never the account its row belongs to. */
export function isStandIn(session: UserSessionRow): boolean {
  return session.standInUserId !== null;
}

/** The id of the account the session shows: a stand-in's own, else the user's. */
export function shownUserId({ session, user }: AuthContext): string {
  return session.standInUserId ?? user.id;
}

/** Creates a session; the token goes to the cookie and only its hash to the database. */
export async function createSession(
  db: Executor,
  config: Pick<Config, 'session'>,
  now: Date,
  input: NewSession,
) {
  const token = newSecretToken();
  const [session] = await db
    .insert(userSessions)
    .values({
      userId: input.userId,
      sessionToken: hashSecretToken(token),
      ipAddress: input.ipAddress,
      userAgent: input.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
      expiresAt: new Date(now.getTime() + config.session.absoluteMs),
      mfaVerifiedAt: input.verified ? now : null,
      isAdminLogin: input.isAdminLogin,
      signUpDecoy: input.standIn?.kind === 'decoy',
      // A random id like a new account's, kept for the session's life.
      standInUserId: input.standIn ? randomUUID() : null,
      claimPasswordHash: input.standIn?.kind === 'claim' ? input.standIn.passwordHash : null,
      lastActivity: now,
      createdAt: now,
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return { token, session };
}

/** The session and its user for a cookie token, in one indexed query. */
export async function findSession(db: Executor, token: string): Promise<AuthContext | undefined> {
  const [row] = await db
    .select({ session: userSessions, user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.sessionToken, hashSecretToken(token)))
    .limit(1);
  return row;
}

export function isPending(session: UserSessionRow): boolean {
  return session.mfaVerifiedAt === null;
}

export function idleLimitMs(config: Pick<Config, 'session'>, session: UserSessionRow): number {
  return isPending(session) ? config.session.pendingIdleMs : config.session.idleMs;
}

/** Why a session can no longer be used at `now`, if it cannot. */
export function sessionEndReason(
  config: Pick<Config, 'session'>,
  session: UserSessionRow,
  now: Date,
): 'inactive' | 'expired' | 'idle' | undefined {
  if (!session.isActive) return 'inactive';
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired';
  if (now.getTime() - session.lastActivity.getTime() > idleLimitMs(config, session)) return 'idle';
  return undefined;
}

export async function touchSession(db: Executor, sessionId: string, now: Date) {
  const [session] = await db
    .update(userSessions)
    .set({ lastActivity: now })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.isActive, true)))
    .returning();
  return session;
}

export async function endSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(userSessions).set({ isActive: false }).where(eq(userSessions.id, sessionId));
}

/**
 * Ends the user's other sessions (every one without `keepSessionId`); a sign-up stand-in on
 * their row is not theirs (record 018).
 */
export async function endOtherSessions(db: Executor, userId: string, keepSessionId?: string) {
  await db
    .update(userSessions)
    .set({ isActive: false })
    .where(
      and(
        eq(userSessions.userId, userId),
        eq(userSessions.isActive, true),
        keepSessionId === undefined ? undefined : ne(userSessions.id, keepSessionId),
        isNull(userSessions.standInUserId),
      ),
    );
}

/**
 * The user as the session may show them. A stand-in (decoy or claim) shows what a brand-new
 * account would, created when the session was, nothing of the row's; a demo sandbox shows the
 * demo address, not its throwaway one.
 */
function shownUser(config: Pick<Config, 'demo'>, { session, user }: AuthContext) {
  if (session.standInUserId) {
    return {
      id: session.standInUserId,
      email: user.email.toLowerCase(),
      subscriptionTier: 'basic' as const,
      isAdmin: false,
      isDemo: false,
      createdAt: session.createdAt.toISOString(),
      displayName: null,
      premiumSince: null,
      premiumSource: null,
      welcomeSeen: false,
      locale: null,
    };
  }
  return {
    id: user.id,
    email: user.isDemo ? config.demo.email : user.email,
    subscriptionTier: user.subscriptionTier,
    isAdmin: user.role === 'admin',
    isDemo: user.isDemo,
    createdAt: user.createdAt.toISOString(),
    displayName: user.displayName,
    premiumSince: user.premiumSince?.toISOString() ?? null,
    premiumSource: user.premiumSource,
    welcomeSeen: user.welcomeSeen,
    // Shown once the session is verified (only /profile reads it): a sign-up's pending session
    // keeps the language it signed up in, which a stand-in's cannot show (record 018).
    locale: isPending(session) ? null : user.locale,
  };
}

export function toSessionState(
  config: Pick<Config, 'session' | 'demo' | 'payments'>,
  auth: AuthContext,
  now: Date,
): SessionState {
  const { session } = auth;
  return {
    user: shownUser(config, auth),
    payments: config.payments !== undefined,
    session: {
      id: session.id,
      status: isPending(session) ? 'pending' : 'active',
      isAdminLogin: session.isAdminLogin,
      mfaVerifiedAt: session.mfaVerifiedAt?.toISOString() ?? null,
      lastActivityAt: session.lastActivity.toISOString(),
      idleTimeoutMs: idleLimitMs(config, session),
      expiresAt: session.expiresAt.toISOString(),
      serverTime: now.toISOString(),
    },
  };
}
