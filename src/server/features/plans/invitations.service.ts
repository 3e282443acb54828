import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { DAY_MS } from '../../../shared/constants';
import { CARE_CIRCLE_LIMITS } from '../../../shared/rules/limits';
import type { InvitationPreview, PlanInvitation } from '../../../shared/schemas/plans';
import { findUserByEmail, refuseReservedEmail } from '../../auth/find-user';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import { hashSecretToken, newSecretToken } from '../../auth/tokens';
import { lockPlan } from '../../db/lock-plan';
import { personName, personNameSql } from '../../db/person-name';
import {
  carePlans,
  type PlanInvitationRow,
  planInvitations,
  planMembers,
  users,
} from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { mailLocale } from '../../mail/mail-words';
import { invitationEmail } from '../../mail/plan-templates';
import { sendQuietly } from '../../mail/send-quietly';
import { refuseTooManyInvitations } from './invitation-limits';
import { usableInvitation } from './invitation-use';
import { changePlan, type PlanDeps } from './plan-change';
import { pendingInvitationCount } from './plan-circle';

// Invitations into a plan (decision record 045): an owner invites an address; the email holds a
// single-use link (the token in its fragment, so no server log holds it) valid for 7 days and
// revocable; the person signed in with that address accepts it and joins. The email holds none
// of the plan's owner-typed text, and how many are sent is capped per day (invitation-limits.ts).

const lower = (email: string) => email.toLowerCase();

/** An owner invites an address; a waiting invitation to it is replaced (the old link stops). */
export async function invite(
  deps: PlanDeps,
  actor: PlanActor,
  input: { email: string; role: 'caregiver' | 'viewer' },
): Promise<PlanInvitation> {
  refuseDemo(actor.user, 'invite family members');
  // The demo's addresses reach nobody and the demo is sent no email (record 016).
  refuseReservedEmail(deps.config, input.email);
  const token = newSecretToken();
  const invitation = await changePlan(deps, actor, 'invite_member', async (tx, now) => {
    await lockPlan(tx, actor.plan.id);
    const [member] = await tx
      .select({ id: users.id })
      .from(planMembers)
      .innerJoin(users, eq(users.id, planMembers.userId))
      .where(
        and(
          eq(planMembers.planId, actor.plan.id),
          eq(sql`lower(${users.email})`, lower(input.email)),
        ),
      );
    if (member) throw conflict('That person is already a member of this plan.', 'already_member');
    await refuseTooManyInvitations(tx, deps.config.throttle.invitationsPerDay, {
      planId: actor.plan.id,
      inviterId: actor.user.id,
      email: input.email,
      now,
    });
    await tx
      .update(planInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(planInvitations.planId, actor.plan.id),
          eq(sql`lower(${planInvitations.email})`, lower(input.email)),
          isNull(planInvitations.acceptedAt),
          isNull(planInvitations.revokedAt),
        ),
      );
    const [members] = await tx
      .select({ n: count() })
      .from(planMembers)
      .where(eq(planMembers.planId, actor.plan.id));
    const waiting = await pendingInvitationCount(tx, actor.plan.id, now);
    if ((members?.n ?? 0) + waiting >= CARE_CIRCLE_LIMITS.members) {
      throw new AppError(
        409,
        'plan_full',
        `A plan holds at most ${CARE_CIRCLE_LIMITS.members} people, invitations included.`,
      );
    }
    const [row] = await tx
      .insert(planInvitations)
      .values({
        planId: actor.plan.id,
        email: input.email,
        role: input.role,
        tokenHash: hashSecretToken(token),
        invitedBy: actor.user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CARE_CIRCLE_LIMITS.invitationValidDays * DAY_MS),
      })
      .returning();
    const created = row as PlanInvitationRow;
    return {
      result: created,
      resourceId: created.id,
      details: { email: input.email, role: input.role },
    };
  });
  // In the invited person's own choice when they have an account, else in the inviter's language.
  const invitee = await findUserByEmail(deps.database.db, input.email);
  const mail = invitationEmail(mailLocale(invitee, actor), {
    inviter: personName(actor.user),
    role: input.role,
    link: `${deps.config.publicUrl}/join#${token}`,
    validDays: CARE_CIRCLE_LIMITS.invitationValidDays,
  });
  await sendQuietly(deps, { mail: { to: input.email, ...mail }, what: 'invitation' });
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy: personName(actor.user),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** An owner revokes a waiting invitation: its link stops working at once. */
export async function revokeInvitation(
  deps: PlanDeps,
  actor: PlanActor,
  input: { invitationId: string },
): Promise<{ revoked: true }> {
  refuseDemo(actor.user, 'share the plan');
  return changePlan(deps, actor, 'revoke_invitation', async (tx, now) => {
    const [row] = await tx
      .update(planInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(planInvitations.id, input.invitationId),
          eq(planInvitations.planId, actor.plan.id),
          isNull(planInvitations.acceptedAt),
          isNull(planInvitations.revokedAt),
        ),
      )
      .returning({ email: planInvitations.email });
    if (!row) throw notFound('Invitation not found');
    return {
      result: { revoked: true as const },
      resourceId: input.invitationId,
      details: { email: row.email },
    };
  });
}

/** What the join page shows: whose plan, who invited, which address and role. */
export async function previewInvitation(
  deps: PlanDeps,
  input: { token: string },
): Promise<InvitationPreview> {
  const db = deps.database.db;
  const row = await usableInvitation(db, input.token, deps.clock.now());
  const [plan] = await db
    .select({ name: carePlans.name })
    .from(carePlans)
    .where(eq(carePlans.id, row.planId));
  const [inviter] = row.invitedBy
    ? await db.select({ name: personNameSql }).from(users).where(eq(users.id, row.invitedBy))
    : [];
  return {
    planName: plan?.name ?? '',
    invitedBy: inviter?.name ?? null,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  };
}
