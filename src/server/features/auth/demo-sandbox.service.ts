import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { findUserByEmail } from '../../auth/find-user';
import { hashPassword } from '../../auth/passwords';
import type { RequestInfo } from '../../auth/require-user';
import { startSession } from '../../auth/start-session';
import type { Executor } from '../../db/client';
import { userSessions, users } from '../../db/schema';
import type { BaseDeps, ConfiguredDeps } from '../../service-deps';
import { type AuditEntry, auditedChange } from '../audit';
import { createOwnPlan } from '../plans';
import { removeAccounts } from './remove-accounts';

// Demo visitors each get their own sandbox (decision record 016): a throwaway account with a
// fresh copy of the demo plan, signed in without a code, removed when its session ends. The
// reserved demo account only holds the demo address, so nobody can claim it.

/** The throwaway addresses of sandboxes: a reserved top-level domain no mail goes to. */
export const SANDBOX_EMAIL_DOMAIN = 'demo-sandbox.invalid';

/** A password nobody knows: the reserved account and sandboxes are never signed in to with one. */
const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * Creates the reserved demo account at start-up, or repairs it: whatever the row with the demo
 * address was, it becomes the demo account again, with no usable password and no sessions.
 */
export async function ensureDemoAccount(deps: ConfiguredDeps) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const existing = await findUserByEmail(db, deps.config.demo.email);
  const reserved = {
    isDemo: true,
    isSandbox: false,
    role: 'user' as const,
    subscriptionTier: 'basic' as const,
    passwordHash: await unusablePassword(),
    emailConfirmedAt: now,
    updatedAt: now,
  };
  if (!existing) {
    await db
      .insert(users)
      .values({ email: deps.config.demo.email, ...reserved })
      .onConflictDoNothing();
    return;
  }
  if (existing.isDemo && !existing.isSandbox && existing.role === 'user') return;
  await db.transaction(async (tx) => {
    await tx.update(users).set(reserved).where(eq(users.id, existing.id));
    await tx
      .update(userSessions)
      .set({ isActive: false })
      .where(eq(userSessions.userId, existing.id));
  });
}

/** A new sandbox and its signed-in session, committed together. */
export async function startDemoSandbox(deps: BaseDeps, request: RequestInfo) {
  const passwordHash = await unusablePassword();
  // Nobody is signed in yet: the entry names the sandbox, under the demo's address.
  const started = await auditedChange(deps, null, async (tx, now) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: `demo-${randomBytes(12).toString('hex')}@${SANDBOX_EMAIL_DOMAIN}`,
        passwordHash,
        isDemo: true,
        isSandbox: true,
        emailConfirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('sandbox insert returned nothing');
    await createOwnPlan(tx, user.id, now);
    const session = await startSession(deps, tx, { user, request, verified: true, now });
    return {
      result: session,
      audit: {
        userId: user.id,
        userEmail: deps.config.demo.email,
        action: 'login',
        details: { method: 'demo' },
        ipAddress: request.ipAddress,
      },
    };
  });
  // Each new visitor sweeps a few finished sandboxes; a timer does the rest (index.ts).
  await cleanupDemoSandboxes(deps, { limit: 20 });
  return started;
}

/**
 * Removes sandboxes and everything of theirs (tasks, sessions, audit entries), in the caller's
 * audited change: answers its entries (a plan passed on, were a sandbox ever in a shared one).
 */
export async function removeSandboxes(
  db: Executor,
  userIds: string[],
  now: Date,
): Promise<AuditEntry[]> {
  if (!userIds.length) return [];
  // Only sandboxes, whatever the caller passed.
  const sandboxes = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.isSandbox, true)));
  const removed = await removeAccounts(
    db,
    sandboxes.map((row) => row.id),
    now,
  );
  return removed.audit;
}

/**
 * Removes sandboxes with no usable session left: every session ended, past its absolute limit,
 * or idle longer than the idle limit. Returns how many went.
 */
export async function cleanupDemoSandboxes(
  deps: ConfiguredDeps,
  input: { limit: number } = { limit: 500 },
): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const idleSince = new Date(now.getTime() - deps.config.session.idleMs);
  const live = db
    .select({ one: sql`1` })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, users.id),
        eq(userSessions.isActive, true),
        gt(userSessions.expiresAt, now),
        gt(userSessions.lastActivity, idleSince),
      ),
    );
  const finished = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSandbox, true), notExists(live)))
    .limit(input.limit);
  const ids = finished.map((row) => row.id);
  if (!ids.length) return 0;
  await auditedChange(deps, null, async (tx, at) => ({
    result: undefined,
    audit: await removeSandboxes(tx, ids, at),
  }));
  return ids.length;
}
