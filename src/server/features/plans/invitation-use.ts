import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { planMessages } from '../../../shared/schemas/plans';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import { hashSecretToken } from '../../auth/tokens';
import type { Executor } from '../../db/client';
import { carePlans, type PlanInvitationRow, planInvitations, planMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { publishMembersChange } from '../../lib/plan-events';
import { type AuditActor, type AuditEntry, auditBy, auditedChange } from '../audit';
import { createOwnPlan } from './own-plans';
import type { PlanDeps } from './plan-change';

// Using an invitation's link (decision records 045 and 077): finding the invitation a token
// names, and joining its plan, whether the signed-in person accepts on the join page or an
// account made through the link has its address proven by the code.

const unusable = () => new AppError(410, 'invitation_unusable', planMessages.invitationUnusable);

const lower = (email: string) => email.toLowerCase();

/** The invitation a token names, if it can still be used. */
export async function usableInvitation(db: Executor, token: string, now: Date, forUpdate = false) {
  const query = db
    .select()
    .from(planInvitations)
    .where(
      and(
        eq(planInvitations.tokenHash, hashSecretToken(token)),
        isNull(planInvitations.acceptedAt),
        isNull(planInvitations.revokedAt),
        gt(planInvitations.expiresAt, now),
      ),
    );
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw unusable();
  return row;
}

/**
 * Joins the plan an invitation names, marks the invitation used and tells the plan; answers the
 * joiner's audit entry, for the change to write.
 */
async function joinThrough(
  tx: Executor,
  row: PlanInvitationRow,
  joiner: AuditActor,
  now: Date,
): Promise<AuditEntry> {
  await tx
    .update(planInvitations)
    .set({ acceptedAt: now, acceptedBy: joiner.user.id })
    .where(eq(planInvitations.id, row.id));
  // The plan just joined is the one `/app` opens next (record 077).
  await tx
    .insert(planMembers)
    .values({
      planId: row.planId,
      userId: joiner.user.id,
      role: row.role,
      joinedAt: now,
      lastOpenedAt: now,
    })
    .onConflictDoUpdate({
      target: [planMembers.planId, planMembers.userId],
      set: { lastOpenedAt: now },
    });
  await publishMembersChange(tx, { planId: row.planId, by: joiner.user.id, at: now });
  return auditBy(joiner, {
    action: 'join_plan',
    resourceType: 'care_plan',
    resourceId: row.planId,
    planId: row.planId,
    details: { role: row.role, invitationId: row.id },
  });
}

/**
 * The signed-in person accepts: only with the invited address, once. Joining a plan they are
 * already in just marks the invitation used. The same person again (the join page opened twice,
 * or after sign-up already joined it) is told the plan, not refused.
 */
export async function acceptInvitation(
  deps: PlanDeps,
  actor: Actor,
  input: { token: string },
): Promise<{ planId: string }> {
  refuseDemo(actor.user, 'join a family plan');
  return auditedChange(deps, actor, async (tx, now) => {
    const [accepted] = await tx
      .select({ planId: planInvitations.planId })
      .from(planInvitations)
      .innerJoin(
        planMembers,
        and(eq(planMembers.planId, planInvitations.planId), eq(planMembers.userId, actor.user.id)),
      )
      .where(
        and(
          eq(planInvitations.tokenHash, hashSecretToken(input.token)),
          eq(planInvitations.acceptedBy, actor.user.id),
        ),
      );
    if (accepted) return { result: accepted, audit: undefined };
    const row = await usableInvitation(tx, input.token, now, true);
    if (lower(row.email) !== lower(actor.user.email)) {
      throw new AppError(
        403,
        'invitation_wrong_account',
        `This invitation was sent to ${row.email}. Sign in with that address to accept it.`,
      );
    }
    return { result: { planId: row.planId }, audit: await joinThrough(tx, row, actor, now) };
  });
}

/**
 * Whether a sign-up comes through an invitation to its own address that can still be used: such
 * an account starts with no plan of its own (record 077). Read for every sign-up that carries a
 * token, whatever the address's state, so the answer's timing tells nothing (record 018).
 */
export async function signsUpThroughInvitation(
  db: Executor,
  input: { token?: string; email: string },
  now: Date,
): Promise<boolean> {
  if (!input.token) return false;
  const row = await usableInvitation(db, input.token, now).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'invitation_unusable') return undefined;
    throw error;
  });
  return row !== undefined && lower(row.email) === lower(input.email);
}

/**
 * An account whose address a code has just proven, still with no plan (it signed up through an
 * invitation, record 077), joins the plan it was invited to: the latest invitation to its address
 * that can still be used. With none left (revoked or expired meanwhile) it gets a plan of its
 * own, so every account that can sign in has a plan. Run in the proof's audited change: answers
 * the plan joined, if one was, and the joiner's entry, for the change to write.
 */
export async function settlePlanOnProof(
  tx: Executor,
  joiner: AuditActor,
  now: Date,
): Promise<{ joined?: { planId: string; planName: string }; audit?: AuditEntry }> {
  const [member] = await tx
    .select({ planId: planMembers.planId })
    .from(planMembers)
    .where(eq(planMembers.userId, joiner.user.id))
    .limit(1);
  if (member) return {};
  const [row] = await tx
    .select({ invitation: planInvitations, planName: carePlans.name })
    .from(planInvitations)
    .innerJoin(carePlans, eq(carePlans.id, planInvitations.planId))
    .where(
      and(
        eq(sql`lower(${planInvitations.email})`, lower(joiner.user.email)),
        isNull(planInvitations.acceptedAt),
        isNull(planInvitations.revokedAt),
        gt(planInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(planInvitations.createdAt))
    .limit(1)
    .for('update', { of: planInvitations });
  if (!row) {
    await createOwnPlan(tx, joiner.user.id, now);
    return {};
  }
  return {
    joined: { planId: row.invitation.planId, planName: row.planName },
    audit: await joinThrough(tx, row.invitation, joiner, now),
  };
}
