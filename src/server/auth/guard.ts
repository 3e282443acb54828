import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../app-env';
import { recordRepeatableSecurityEvent } from '../features/security';
import { forbidden, unauthorized } from '../lib/app-error';
import { clientAddress } from '../lib/client-address';
import type { BaseDeps } from '../service-deps';
import { declaredAccess } from './access';
import { clearSessionCookie, readSessionCookie } from './session-cookie';
import { endSession, findSession, isPending, sessionEndReason } from './sessions';

/**
 * Runs before every API handler: loads the session from the cookie, ends it if it has expired
 * (idle or absolute), and refuses the request unless the access its route declares is met
 * (access.ts; a route that declares none needs a verified session).
 */
export function authGuard(deps: BaseDeps): MiddlewareHandler<AppEnv> {
  const { config, database } = deps;
  return async (c, next) => {
    c.set('clientAddress', clientAddress(c, config.trustProxy));
    c.set('auth', undefined);
    const access = declaredAccess(matchedRoutes(c));
    const token = readSessionCookie(c, config);
    let expired = false;
    if (token) {
      const found = await findSession(database.db, token);
      const reason = found && sessionEndReason(config, found.session, deps.clock.now());
      if (found && !reason) {
        c.set('auth', found);
      } else {
        if (found && reason !== 'inactive') await endSession(database.db, found.session.id);
        expired = Boolean(found);
        // Only a session that ran out here clears the cookie. A token already ended (by a
        // verified code's new session, a sign-out, a password change) may be a request that
        // left before the browser got its new token: clearing would sign that browser out.
        if (reason === 'expired' || reason === 'idle') clearSessionCookie(c, config);
      }
    }
    if (access === 'public') return next();

    const auth = c.get('auth');
    if (!auth) {
      throw expired
        ? unauthorized('Your session has expired due to inactivity.', 'session_expired')
        : unauthorized();
    }
    if (access !== 'pending' && isPending(auth.session)) {
      throw unauthorized(
        'Please complete two-factor authentication to continue.',
        'verification_required',
      );
    }
    if (access === 'admin' && auth.user.role !== 'admin') {
      // check_admin_access: a refused admin request is logged for the Security tab to show;
      // its repeats are counted on one row, so a flood cannot push the other events away.
      await recordRepeatableSecurityEvent(database.db, deps.clock.now(), {
        eventType: 'suspicious_activity',
        description: `check_admin_access refused: ${c.req.method} ${c.req.path.slice(0, 200)} by ${auth.user.email}`,
        severity: 'warning',
        ipAddress: c.get('clientAddress'),
        userId: auth.user.id,
      });
      throw forbidden("You don't have permission to access the admin panel.", 'not_admin');
    }
    return next();
  };
}
