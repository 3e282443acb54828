import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import { users } from '../../db/schema';
import { auditBy, recordAudit } from '../audit/record-audit';

/**
 * Basic to premium (spec section 7, 'Subscription'), with its audit entry in the same
 * transaction. A demo sandbox is refused: it shows the basic plan, so upgrading it would show
 * nothing real. Answers the user as stored now.
 */
export async function upgradeToPremium(deps: Pick<AppDeps, 'database' | 'clock'>, actor: Actor) {
  refuseDemo(actor.user, 'upgrade');
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ subscriptionTier: 'premium', updatedAt: now })
      .where(eq(users.id, actor.user.id))
      .returning();
    await recordAudit(
      tx,
      now,
      auditBy(actor, {
        action: 'upgrade_subscription',
        resourceType: 'account',
        details: { from: actor.user.subscriptionTier, to: 'premium' },
      }),
    );
    return user ?? actor.user;
  });
}
