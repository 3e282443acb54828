import { Hono } from 'hono';
import { recoveryCodeSchema } from '../../../shared/schemas/sign-in-factors';
import type { AppEnv } from '../../app-env';
import { access } from '../../auth/access';
import { requireRecentProof } from '../../auth/recent-proof';
import { refuseDemo } from '../../auth/refuse-demo';
import { requireUser } from '../../auth/require-user';
import { shownUserId } from '../../auth/sessions';
import { respondWithSession } from '../../auth/start-session';
import { createThrottle } from '../../auth/throttle';
import { jsonBody } from '../../lib/validate';
import { auditedChange } from '../audit';
import type { AppDeps } from './authenticator-app.service';
import { issueRecoveryCodes } from './recovery-codes';
import { signInWithRecoveryCode } from './second-factor.service';
import { verifiedAnswer } from './verified-answer';

/**
 * Recovery codes (record 096): a new set, replacing the old (a recent proof first; never the
 * demo), shown once; and one code instead of the second factor at the two-factor step.
 */
export function recoveryCodeRoutes(deps: AppDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  return new Hono<AppEnv>()
    .post('/', requireUser, requireRecentProof(deps.clock), async (c) => {
      const actor = c.get('actor');
      refuseDemo(actor.user, 'change how they sign in');
      const codes = await auditedChange(deps, actor, async (tx, now) => {
        const issued = await issueRecoveryCodes(tx, deps.authSecret, {
          userId: actor.user.id,
          now,
        });
        return {
          result: issued,
          audit: { action: 'recovery_codes_created', details: { count: issued.length } },
        };
      });
      return c.json({ codes });
    })
    .post('/sign-in', access.pending, requireUser, jsonBody(recoveryCodeSchema), async (c) => {
      const actor = c.get('actor');
      await throttle.consume([
        { limiter: 'factorCodeAddress', key: actor.ipAddress },
        { limiter: 'factorCodeAccount', key: shownUserId(actor) },
      ]);
      const verified = await signInWithRecoveryCode(deps, actor, c.req.valid('json'));
      return respondWithSession(c, deps, verified.started, {
        ...verifiedAnswer(actor, verified),
        recoveryCodesLeft: verified.recoveryCodesLeft,
        fewLeft: verified.fewLeft,
      });
    });
}
