import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { unauthorized } from '../lib/app-error';
import type { AuthContext } from './sessions';

/** Who is acting in a request: the signed-in user, their session, and where they are. */
export type Actor = AuthContext & { ipAddress: string; userAgent: string };

/** The env of a handler behind requireUser: `c.get('actor')` is always there. */
export type SignedInEnv = { Variables: AppEnv['Variables'] & { actor: Actor } };

/**
 * The one "signed-in user or 401" step. The guard has already applied the path's access rule;
 * this hands the handler a typed actor, so no handler checks for a session itself.
 */
export const requireUser: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  c.set('actor', {
    ...auth,
    ipAddress: c.get('clientAddress'),
    userAgent: c.req.header('user-agent') ?? '',
  });
  await next();
};
