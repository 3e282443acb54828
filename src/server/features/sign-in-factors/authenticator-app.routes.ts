import { Hono } from 'hono';
import { appCodeSchema } from '../../../shared/schemas/sign-in-factors';
import type { AppEnv } from '../../app-env';
import { access } from '../../auth/access';
import { requireRecentProof } from '../../auth/recent-proof';
import { refuseDemo } from '../../auth/refuse-demo';
import { type Actor, requireUser } from '../../auth/require-user';
import { shownUserId } from '../../auth/sessions';
import { respondWithSession } from '../../auth/start-session';
import { createThrottle } from '../../auth/throttle';
import { jsonBody } from '../../lib/validate';
import { type AppDeps, confirmApp, removeApp, startAppSetup } from './authenticator-app.service';
import { reproveWithApp, signInWithApp } from './second-factor.service';
import { signInWays, twoFactorWays } from './sign-in-ways';
import { verifiedAnswer } from './verified-answer';

/**
 * An authenticator app (TOTP, record 096): which ways the person has, setting one up (a recent
 * proof first; never the demo), confirming it with a first code, removing it; its code at the
 * two-factor step, and as 'Confirm it's you'.
 */
export function authenticatorAppRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const throttle = createThrottle(db, deps.config);
  const recentProof = requireRecentProof(deps.clock);
  // Every code tried counts, per account (a stand-in's as the new account it shows) and address.
  const countAttempt = (actor: Actor) =>
    throttle.consume([
      { limiter: 'factorCodeAddress', key: actor.ipAddress },
      { limiter: 'factorCodeAccount', key: shownUserId(actor) },
    ]);
  const refuseDemoChange = (actor: Actor) => refuseDemo(actor.user, 'change how they sign in');

  return (
    new Hono<AppEnv>()
      .get('/ways', requireUser, async (c) => c.json(await signInWays(db, c.get('actor'))))
      .get('/two-factor-ways', access.pending, requireUser, async (c) =>
        c.json(await twoFactorWays(db, c.get('actor'))),
      )
      .post('/setup', requireUser, recentProof, async (c) => {
        const actor = c.get('actor');
        refuseDemoChange(actor);
        return c.json(await startAppSetup(deps, actor));
      })
      // No recent proof asked again: only whoever started the setup (with one) saw the secret, and
      // a person slow to type the first code is not sent round 'Confirm it's you' a second time.
      .post('/confirm', requireUser, jsonBody(appCodeSchema), async (c) => {
        const actor = c.get('actor');
        refuseDemoChange(actor);
        await countAttempt(actor);
        return c.json(await confirmApp(deps, actor, c.req.valid('json')));
      })
      .delete('/', requireUser, recentProof, async (c) => {
        const actor = c.get('actor');
        refuseDemoChange(actor);
        return c.json(await removeApp(deps, actor));
      })
      .post('/sign-in', access.pending, requireUser, jsonBody(appCodeSchema), async (c) => {
        const actor = c.get('actor');
        await countAttempt(actor);
        const started = await signInWithApp(deps, actor, c.req.valid('json'));
        return respondWithSession(c, deps, started.started, verifiedAnswer(actor, started));
      })
      .post('/reprove', requireUser, jsonBody(appCodeSchema), async (c) => {
        const actor = c.get('actor');
        refuseDemoChange(actor);
        await countAttempt(actor);
        await reproveWithApp(deps, actor, c.req.valid('json'));
        return c.json({ success: true });
      })
  );
}
