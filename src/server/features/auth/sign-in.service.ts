import { findUserByEmail } from '../../auth/find-user';
import { verifyPassword } from '../../auth/passwords';
import type { Actor, RequestInfo } from '../../auth/require-user';
import { endSession, isStandIn } from '../../auth/sessions';
import { startSession } from '../../auth/start-session';
import type { Config } from '../../config';
import { forbidden, unauthorized } from '../../lib/app-error';
import type { BaseDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { recordRepeatableSecurityEvent } from '../security';
import { removeSandboxes } from './demo-sandbox.service';

const invalidCredentials = () => unauthorized('Invalid login credentials', 'invalid_credentials');

/**
 * The built-in demo pair (decision D2): it opens a demo sandbox, as 'Try demo' does. An admin
 * sign-in with it is an ordinary (refused) sign-in.
 */
export function isDemoPair(
  config: Pick<Config, 'demo'>,
  input: { email: string; password: string; adminLogin: boolean },
) {
  return (
    !input.adminLogin &&
    input.email.toLowerCase() === config.demo.email.toLowerCase() &&
    input.password === config.demo.password
  );
}

/**
 * Password sign-in. An unknown email and a wrong password answer alike; the demo account has no
 * usable password (its pair is handled before, see isDemoPair). Every other account gets a
 * session pending two-factor; an admin sign-in by a non-admin gets none.
 */
export async function signIn(
  deps: BaseDeps,
  request: RequestInfo,
  input: { email: string; password: string; adminLogin: boolean },
) {
  const { db } = deps.database;
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid || user.isDemo) {
    // Nobody is signed in: the entry names the address tried, and its account if there is one.
    await auditedChange(deps, null, async () => ({
      result: undefined,
      audit: {
        userId: user?.id ?? null,
        userEmail: input.email,
        action: 'failed_login',
        details: { reason: 'invalid_credentials', adminLogin: input.adminLogin },
        ipAddress: request.ipAddress,
      },
    }));
    throw invalidCredentials();
  }
  if (input.adminLogin && user.role !== 'admin') {
    // Anyone can repeat this with their own password: its repeats are counted on one row.
    await recordRepeatableSecurityEvent(db, deps.clock.now(), {
      eventType: 'suspicious_activity',
      description: `Admin sign-in refused: ${user.email} is not an administrator`,
      severity: 'warning',
      ipAddress: request.ipAddress,
      userId: user.id,
    });
    throw forbidden("You don't have permission to access the admin panel.", 'not_admin');
  }
  return startSession(deps, db, { user, request, verified: false, isAdminLogin: input.adminLogin });
}

/**
 * Ends the actor's session, with a logout entry (a sign-up stand-in's session is nobody's, so
 * it has none). Leaving the demo removes the sandbox and everything in it at once.
 */
export async function signOut(deps: BaseDeps, actor: Actor) {
  await auditedChange(deps, actor, async (tx, now) => {
    await endSession(tx, actor.session.id);
    if (actor.user.isSandbox) {
      return { result: undefined, audit: await removeSandboxes(tx, [actor.user.id], now) };
    }
    return {
      result: undefined,
      audit: isStandIn(actor.session) ? undefined : { action: 'logout' },
    };
  });
}
