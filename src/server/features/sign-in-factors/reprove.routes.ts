import { Hono } from 'hono';
import { reproveWithPasswordSchema } from '../../../shared/schemas/sign-in-factors';
import type { AppEnv } from '../../app-env';
import { refuseWrongPassword } from '../../auth/passwords';
import { markReproved } from '../../auth/recent-proof';
import { refuseDemo } from '../../auth/refuse-demo';
import { requireUser } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { jsonBody } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';

/**
 * Proving it is you again before adding or removing a way to sign in (recent-proof.ts): with the
 * password here; with a passkey or the authenticator app on their own routes.
 */
export function reproveRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  return new Hono<AppEnv>().post(
    '/password',
    requireUser,
    jsonBody(reproveWithPasswordSchema),
    async (c) => {
      const actor = c.get('actor');
      refuseDemo(actor.user, 'change how they sign in');
      // Guessing the password here is guessing a password: the sign-in limit applies.
      await throttle.consume([{ limiter: 'passwordCheckAccount', key: actor.user.id }]);
      await refuseWrongPassword(actor.user, {
        password: c.req.valid('json').password,
        field: 'password',
      });
      await markReproved(deps.database.db, actor.session.id, deps.clock.now());
      return c.json({ success: true });
    },
  );
}
