import { eq } from 'drizzle-orm';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import { users } from '../../db/schema';
import type { DbDeps } from '../../service-deps';
import { auditedChange } from '../audit';

/**
 * Basic to premium (spec section 4, 'Subscription'), with its audit entry in the same
 * transaction. A demo sandbox is refused: it shows the basic plan, so upgrading it would show
 * nothing real. Answers the user as stored now.
 */
export async function upgradeToPremium(deps: DbDeps, actor: Actor) {
  refuseDemo(actor.user, 'upgrade');
  return auditedChange(deps, actor, async (tx, now) => {
    const [user] = await tx
      .update(users)
      .set({ subscriptionTier: 'premium', updatedAt: now })
      .where(eq(users.id, actor.user.id))
      .returning();
    return {
      result: user ?? actor.user,
      audit: {
        action: 'upgrade_subscription',
        resourceType: 'account',
        details: { from: actor.user.subscriptionTier, to: 'premium' },
      },
    };
  });
}
