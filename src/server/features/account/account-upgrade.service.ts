import { eq } from 'drizzle-orm';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ConfiguredDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { upgradedTier } from '../payments';

/**
 * Basic to premium (spec section 4, 'Subscription'), with its audit entry in the same
 * transaction, when payments are not configured (D4); with them, refused (D11). A demo sandbox is refused: it shows the basic plan, so upgrading it would show
 * nothing real. Answers the user as stored now.
 */
export async function upgradeToPremium(deps: ConfiguredDeps, actor: Actor) {
  refuseDemo(actor.user, 'upgrade');
  // With payments configured, premium comes from a purchase only (decision D11).
  if (deps.config.payments) {
    throw new AppError(
      409,
      'checkout_required',
      'Premium comes with a purchase: open the checkout to buy it, and this page follows.',
    );
  }
  return auditedChange(deps, actor, async (tx, now) => {
    const [user] = await tx
      .update(users)
      .set({ ...upgradedTier(now), updatedAt: now })
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
