import { Hono } from 'hono';
import {
  addPasskeySchema,
  passkeyReproveSchema,
  passkeySignInSchema,
} from '../../../shared/schemas/passkey-ceremonies';
import { renamePasskeySchema } from '../../../shared/schemas/sign-in-factors';
import type { AppEnv } from '../../app-env';
import { access } from '../../auth/access';
import { requireRecentProof } from '../../auth/recent-proof';
import { requestInfoOf, requireUser } from '../../auth/require-user';
import { respondWithSession } from '../../auth/start-session';
import { createThrottle } from '../../auth/throttle';
import { jsonBody, pathIds } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { addPasskey, passkeyRegistrationOptions } from './passkey-registration.service';
import {
  passkeyReproveOptions,
  passkeySignInOptions,
  reproveWithPasskey,
  signInWithPasskey,
} from './passkey-sign-in.service';
import { listPasskeys, removePasskey, renamePasskey } from './passkeys.service';

/**
 * Passkeys (WebAuthn, record 095) at /api/passkeys: a verified person's own (list, add with a
 * recent proof, rename, remove with a recent proof), confirming it's you with one, and signing
 * in with one (public). A session pending its code reaches none but the public sign-in.
 */
export function passkeyRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  const recentProof = requireRecentProof(deps.clock);
  const passkeyId = pathIds(['passkeyId'], 'Passkey not found');
  const countAttempt = (ipAddress: string) =>
    throttle.consume([{ limiter: 'passkeyAddress', key: ipAddress }]);

  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json(await listPasskeys(deps, c.get('actor'))))
    .post('/registration/options', requireUser, recentProof, async (c) =>
      c.json(await passkeyRegistrationOptions(deps, c.get('actor'))),
    )
    .post('/', requireUser, recentProof, jsonBody(addPasskeySchema), async (c) =>
      c.json(await addPasskey(deps, c.get('actor'), c.req.valid('json')), 201),
    )
    .patch('/:passkeyId', requireUser, passkeyId, jsonBody(renamePasskeySchema), async (c) => {
      const input = { ...c.req.valid('param'), ...c.req.valid('json') };
      return c.json(await renamePasskey(deps, c.get('actor'), input));
    })
    .delete('/:passkeyId', requireUser, passkeyId, recentProof, async (c) => {
      await removePasskey(deps, c.get('actor'), c.req.valid('param'));
      return c.json({ success: true });
    })
    .post('/reprove/options', requireUser, async (c) => {
      const actor = c.get('actor');
      await countAttempt(actor.ipAddress);
      return c.json(await passkeyReproveOptions(deps, actor));
    })
    .post('/reprove', requireUser, jsonBody(passkeyReproveSchema), async (c) => {
      const actor = c.get('actor');
      await countAttempt(actor.ipAddress);
      await reproveWithPasskey(deps, actor, c.req.valid('json'));
      return c.json({ success: true });
    })
    .post('/sign-in/options', access.public, async (c) => {
      await countAttempt(requestInfoOf(c).ipAddress);
      return c.json(await passkeySignInOptions(deps));
    })
    .post('/sign-in', access.public, jsonBody(passkeySignInSchema), async (c) => {
      const request = requestInfoOf(c);
      await countAttempt(request.ipAddress);
      const input = c.req.valid('json');
      // A session this browser had (a pending one, an old one) is replaced by the new one.
      const previous = c.get('auth')?.session.id;
      const { started, joined } = await signInWithPasskey(deps, request, {
        ...input,
        endsSessionId: previous,
      });
      return respondWithSession(c, deps, started, {
        success: true,
        ...(joined && { joinedPlan: { id: joined.planId, name: joined.planName } }),
      });
    });
}
