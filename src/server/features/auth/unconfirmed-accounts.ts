import { and, eq, isNull, lte } from 'drizzle-orm';
import { DAY_MS } from '../../../shared/constants';
import { UNCONFIRMED_ACCOUNT_DAYS } from '../../../shared/rules/limits';
import type { Actor } from '../../auth/require-user';
import { type StartedSession, startSession } from '../../auth/start-session';
import { type UserRow, users } from '../../db/schema';
import type { BaseDeps, DbDeps } from '../../service-deps';
import { auditBy, auditedChange } from '../audit';
import { claimPurchasesOnProof } from '../payments';
import { settlePlanOnProof } from '../plans';
import { recordSecurityEvent } from '../security';
import { removeAccounts } from './remove-accounts';

// Anyone can sign up with someone else's address, so an account whose address was never
// confirmed holds it only for a while (decision record 018): it is removed
// UNCONFIRMED_ACCOUNT_DAYS after sign-up, and until then whoever proves the address (signs up
// with it and enters the code sent to it) takes it over. Such an account never got past the code
// step, so it holds nothing but its copy of the task library. The reserved demo account,
// sandboxes and administrators (ADMIN_EMAIL's is made unconfirmed) are never such accounts.

/** Which accounts expire unconfirmed and may be taken over: the rule of mayBeTakenOver. */
const unconfirmed = and(
  isNull(users.emailConfirmedAt),
  eq(users.role, 'user'),
  eq(users.isDemo, false),
  eq(users.isSandbox, false),
);

/** An account whose address was never confirmed, which anyone proving the address may replace. */
export function mayBeTakenOver(user: UserRow): boolean {
  return user.emailConfirmedAt === null && user.role === 'user' && !user.isDemo && !user.isSandbox;
}

/**
 * Removes accounts still unconfirmed UNCONFIRMED_ACCOUNT_DAYS after they were made; run by the
 * periodic cleanup with the demo sandboxes'. One being taken over right now is left for the next
 * sweep. Returns how many went.
 */
export async function removeExpiredUnconfirmedAccounts(
  deps: DbDeps,
  input: { limit: number } = { limit: 500 },
): Promise<number> {
  return auditedChange(deps, null, async (tx, now) => {
    const madeBefore = new Date(now.getTime() - UNCONFIRMED_ACCOUNT_DAYS * DAY_MS);
    const expired = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(unconfirmed, lte(users.createdAt, madeBefore)))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    const ids = expired.map((row) => row.id);
    const removed = await removeAccounts(tx, ids, now);
    return { result: ids.length, audit: removed.audit };
  });
}

/** A verified session, and the plan an account made through an invitation has just joined. */
export type Verified = { started: StartedSession; joined?: { planId: string; planName: string } };

/**
 * A claim's code was right, so whoever entered it proved the address: the unconfirmed account and
 * everything of it go (its sessions end with its row, other claims' too), and a new account takes
 * the address, confirmed, with the claimant's password and the id and creation time the claim's
 * session has shown since sign-up, signed in at once, in the plan it was invited to or its own. One transaction, with its audit entry and
 * security event; no typed text goes to the log. Undefined when the account was confirmed,
 * taken over or removed since the claim began.
 */
export async function takeOverAddress(deps: BaseDeps, actor: Actor): Promise<Verified | undefined> {
  const { standInUserId, claimPasswordHash, createdAt } = actor.session;
  if (!standInUserId || !claimPasswordHash) throw new Error('the session is not a claim');
  // The stand-in's session acts for no account yet: each entry names the account it is about.
  const started = await auditedChange(deps, null, async (tx, now) => {
    const [previous] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, actor.user.id), unconfirmed))
      .for('update');
    if (!previous) return { result: undefined, audit: undefined };
    const removed = await removeAccounts(tx, [previous.id], now);
    const [user] = await tx
      .insert(users)
      .values({
        id: standInUserId,
        email: previous.email.toLowerCase(),
        passwordHash: claimPasswordHash,
        acceptedTerms: true,
        acceptedPrivacy: true,
        emailConfirmedAt: now,
        // The language of whoever proved the address, as a sign-up keeps its own (record 100).
        locale: actor.locale,
        createdAt,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('account insert returned nothing');
    const prover = { user, ipAddress: actor.ipAddress };
    const settled = await settlePlanOnProof(tx, prover, now);
    const claimed = await claimPurchasesOnProof(tx, user, now);
    const session = await startSession(deps, tx, { user, request: actor, verified: true, now });
    await recordSecurityEvent(tx, now, {
      eventType: 'suspicious_activity',
      description:
        'An address was proven by an emailed code and taken over from an account never confirmed: that account, its sessions and everything of it were removed',
      severity: 'warning',
      ipAddress: actor.ipAddress,
      userId: user.id,
    });
    const login = auditBy(prover, {
      action: 'login',
      details: { method: 'password_and_code', replacedUnconfirmedAccount: true },
    });
    return {
      result: { session, joined: settled.joined, replacedUserId: previous.id },
      audit: [...removed.audit, settled.audit, claimed, login],
    };
  });
  if (!started) return undefined;
  deps.logger.info(
    { userId: standInUserId, replacedUserId: started.replacedUserId },
    'an unconfirmed account was taken over by whoever proved its address',
  );
  return { started: started.session, joined: started.joined };
}
