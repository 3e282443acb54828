import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { demoRestrictionMessage } from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { toSessionState } from '../../auth/sessions';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/app-error';

export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/upgrade', async (c) => {
    const auth = c.get('auth');
    if (!auth) throw unauthorized();
    // The demo account is shared by every visitor: upgrading it would upgrade them all.
    if (auth.user.isDemo) throw forbidden(demoRestrictionMessage('upgrade'), 'demo_restricted');
    const now = deps.clock.now();
    const [user] = await deps.database.db
      .update(users)
      .set({ subscriptionTier: 'premium', updatedAt: now })
      .where(eq(users.id, auth.user.id))
      .returning();
    return c.json(
      toSessionState(deps.config, { session: auth.session, user: user ?? auth.user }, now),
    );
  });
}
