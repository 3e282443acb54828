import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { DAY_MS } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { planInvitations } from '../../db/schema';
import { tooManyRequests } from '../../lib/app-error';

// An invitation emails someone who has not joined, so how many may be sent is capped in any 24
// hours: per plan, per inviting account and per invited address (issue #30, decision record
// 045). The counts are the plan_invitations rows themselves, revoked, replaced and expired ones
// included, so invite-revoke-invite cannot cycle: exact, read with the app's clock, and a
// refused attempt uses up nothing (a rate limiter would count it, and count before the other
// checks refuse).

/**
 * The two-key advisory lock space of these counts (apart from the single-key locks of
 * migrations and start-up): invitations from one account, or to one address, are made in turn.
 */
const LOCK_SPACE = 7_201_946;

type Ceiling = keyof Config['throttle']['invitationsPerDay'];

const messages: Record<Ceiling, string> = {
  account: 'You have sent as many invitations as we allow in a day. Please try again tomorrow.',
  plan: 'This plan has sent as many invitations as we allow in a day, revoked ones included. Please try again tomorrow.',
  address:
    'That address has had as many invitations as we allow in a day. Please try again tomorrow.',
};

/**
 * Throws 429 when the plan, the inviter or the address has had its invitations for the last 24
 * hours. Call it in the invitation's transaction after `lockPlan`, before anything is written.
 */
export async function refuseTooManyInvitations(
  tx: Transaction,
  limits: Config['throttle']['invitationsPerDay'],
  input: { planId: string; inviterId: string; email: string; now: Date },
): Promise<void> {
  const address = input.email.toLowerCase();
  // Taken in this order, after the plan's row lock, by every invitation: none waits in a circle.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`account:${input.inviterId}`}))`,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`address:${address}`}))`,
  );
  const scopes: [Ceiling, SQL][] = [
    ['account', eq(planInvitations.invitedBy, input.inviterId)],
    ['plan', eq(planInvitations.planId, input.planId)],
    ['address', eq(sql`lower(${planInvitations.email})`, address)],
  ];
  const since = new Date(input.now.getTime() - DAY_MS);
  for (const [ceiling, scope] of scopes) {
    // The limit-th newest invitation of the last day: while it is under a day old, one more
    // would be one too many.
    const [oldestCounted] = await tx
      .select({ createdAt: planInvitations.createdAt })
      .from(planInvitations)
      .where(and(scope, gt(planInvitations.createdAt, since)))
      .orderBy(desc(planInvitations.createdAt))
      .offset(limits[ceiling] - 1)
      .limit(1);
    if (oldestCounted) {
      const waitMs = oldestCounted.createdAt.getTime() + DAY_MS - input.now.getTime();
      throw tooManyRequests(messages[ceiling], Math.max(1, Math.ceil(waitMs / 1000)));
    }
  }
}
