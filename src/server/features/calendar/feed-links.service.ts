import { and, eq, isNull } from 'drizzle-orm';
import type { CalendarFeedLink, CalendarFeedState } from '../../../shared/schemas/calendar';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import { hashSecretToken, newSecretToken } from '../../auth/tokens';
import type { Executor, Transaction } from '../../db/client';
import { calendarFeeds, planMembers } from '../../db/schema';
import type { ConfiguredDeps } from '../../service-deps';
import { auditedChange } from '../audit';

// Each member's private feed link to a plan (decision record 047, "The feed"): the token is shown
// once and only its SHA-256 is kept, like an invitation's; a new link replaces the old one in the
// same transaction; the member may turn it off. Every member may have one, viewers too: it only
// reads what they may read anyway.

/**
 * The join that makes a live link work: its holder is still a member of the plan. A removal also
 * revokes the link (revokeMemberLinks), so it stays dead if they are invited back.
 */
export const workingLinkJoin = and(
  eq(planMembers.planId, calendarFeeds.planId),
  eq(planMembers.userId, calendarFeeds.userId),
);

/** The feed's address for a token: what calendar apps subscribe to. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar-feed/${token}.ics`;
}

async function workingLink(db: Executor, actor: PlanActor) {
  const [row] = await db
    .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .innerJoin(planMembers, workingLinkJoin)
    .where(
      and(
        eq(calendarFeeds.planId, actor.plan.id),
        eq(calendarFeeds.userId, actor.user.id),
        isNull(calendarFeeds.revokedAt),
      ),
    );
  return row;
}

/**
 * Revokes a member's live link to a plan (at most one, by the unique index): the ids revoked.
 * Also called in the transaction that removes a member from the plan (plans.service.ts).
 */
export async function revokeMemberLinks(
  tx: Transaction,
  member: { planId: string; userId: string },
  now: Date,
): Promise<string[]> {
  const revoked = await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(
      and(
        eq(calendarFeeds.planId, member.planId),
        eq(calendarFeeds.userId, member.userId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return revoked.map((row) => row.id);
}

const revokeLive = (tx: Transaction, actor: PlanActor, now: Date) =>
  revokeMemberLinks(tx, { planId: actor.plan.id, userId: actor.user.id }, now);

/** Holds the actor's membership row: their link changes happen in turn, and not mid-removal. */
async function lockMembership(tx: Transaction, actor: PlanActor): Promise<void> {
  await tx
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(and(eq(planMembers.planId, actor.plan.id), eq(planMembers.userId, actor.user.id)))
    .for('update');
}

/** `GET /api/plans/:planId/calendar-feed`: whether the actor has a working link. */
export async function getFeedState(
  deps: ConfiguredDeps,
  actor: PlanActor,
): Promise<CalendarFeedState> {
  const link = await workingLink(deps.database.db, actor);
  return { active: Boolean(link), createdAt: link?.createdAt.toISOString() ?? null };
}

/** `POST`: a new link, shown this once; a live one is revoked in the same transaction. */
export async function createFeedLink(
  deps: ConfiguredDeps,
  actor: PlanActor,
): Promise<CalendarFeedLink> {
  refuseDemo(actor.user, 'create a calendar link');
  const token = newSecretToken();
  const created = await auditedChange(deps, actor, async (tx, now) => {
    await lockMembership(tx, actor);
    const replaced = await revokeLive(tx, actor, now);
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        planId: actor.plan.id,
        userId: actor.user.id,
        tokenHash: hashSecretToken(token),
        createdAt: now,
      })
      .returning({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt });
    const link = row as { id: string; createdAt: Date };
    return {
      result: link,
      audit: {
        action: replaced.length > 0 ? 'rotate_calendar_feed' : 'create_calendar_feed',
        resourceType: 'calendar_feed',
        resourceId: link.id,
        planId: actor.plan.id,
        details: replaced.length > 0 ? { replaced: replaced[0] } : undefined,
      },
    };
  });
  return { url: feedUrl(deps.config.publicUrl, token), createdAt: created.createdAt.toISOString() };
}

/** `DELETE`: the actor's link stops working; nothing to turn off is not an error. */
export async function revokeFeedLink(deps: ConfiguredDeps, actor: PlanActor): Promise<void> {
  await auditedChange(deps, actor, async (tx, now) => {
    await lockMembership(tx, actor);
    const [revoked] = await revokeLive(tx, actor, now);
    // Nothing to turn off: nothing changed, so no entry.
    const audit = revoked && {
      action: 'revoke_calendar_feed',
      resourceType: 'calendar_feed',
      resourceId: revoked,
      planId: actor.plan.id,
    };
    return { result: undefined, audit: audit || undefined };
  });
}
