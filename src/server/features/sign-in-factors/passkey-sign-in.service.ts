import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { WEBAUTHN_CHALLENGE_MINUTES } from '../../../shared/rules/sign-in-factors';
import { markReproved } from '../../auth/recent-proof';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor, RequestInfo } from '../../auth/require-user';
import { passkeys } from '../../db/schema';
import { forbidden } from '../../lib/app-error';
import type { BaseDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { finishSignIn } from '../auth';
import { recordRepeatableSecurityEvent } from '../security';
import { checkPasskeyAssertion, type PasskeyAssertion } from './passkey-assertion';
import { relyingParty } from './relying-party';
import { issueChallenge } from './webauthn-challenges';

// Signing in with a passkey, and confirming it's you with one (record 095). A passkey used with
// user verification (a fingerprint, a face, the screen lock) is something you have and something
// you are or know: both factors, so the sign-in completes with no emailed code.

const timeout = WEBAUTHN_CHALLENGE_MINUTES * 60_000;

/** A sign-in's options: any of this site's passkeys the device holds (discoverable), verified. */
export async function passkeySignInOptions(deps: BaseDeps) {
  const challenge = await issueChallenge(deps.database.db, deps.clock.now(), {
    purpose: 'sign_in',
  });
  return generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    challenge,
    timeout,
    userVerification: 'required',
  });
}

/**
 * Signs in with a passkey's answer: a verified session through finishSignIn, as an emailed
 * code's is, its login entry saying 'passkey' (an administrator's from /admin-login,
 * 'admin_passkey'). `endsSessionId`: a session the browser had before, replaced.
 */
export async function signInWithPasskey(
  deps: BaseDeps,
  request: RequestInfo,
  input: { response: PasskeyAssertion; adminLogin: boolean; endsSessionId?: string },
) {
  const { passkey, user } = await checkPasskeyAssertion(deps, {
    response: input.response,
    purpose: 'sign_in',
    request,
  });
  if (input.adminLogin && user.role !== 'admin') {
    // As a password's admin sign-in by a non-admin: its repeats counted on one row.
    await recordRepeatableSecurityEvent(deps.database.db, deps.clock.now(), {
      eventType: 'suspicious_activity',
      description: `Admin sign-in refused: ${user.email} is not an administrator`,
      severity: 'warning',
      ipAddress: request.ipAddress,
      userId: user.id,
    });
    throw forbidden("You don't have permission to access the admin panel.", 'not_admin');
  }
  return finishSignIn(deps, {
    user,
    request,
    endsSessionId: input.endsSessionId,
    isAdminLogin: input.adminLogin,
    method: 'passkey',
    loginDetails: { passkey: passkey.name },
    provesAddress: false,
  });
}

/** A re-proof's options: the signed-in person's own passkeys only. */
export async function passkeyReproveOptions(deps: BaseDeps, actor: Actor) {
  refuseDemo(actor.user, 'change how they sign in');
  const { db } = deps.database;
  const own = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.user.id));
  const challenge = await issueChallenge(db, deps.clock.now(), {
    purpose: 'reauthenticate',
    owner: { userId: actor.user.id, sessionId: actor.session.id },
  });
  return generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    challenge,
    timeout,
    userVerification: 'required',
    allowCredentials: own,
  });
}

/** Confirms it's you with one of your passkeys: the session's re-proof, audited. */
export async function reproveWithPasskey(
  deps: BaseDeps,
  actor: Actor,
  input: { response: PasskeyAssertion },
): Promise<void> {
  refuseDemo(actor.user, 'change how they sign in');
  const { passkey } = await checkPasskeyAssertion(deps, {
    response: input.response,
    purpose: 'reauthenticate',
    request: actor,
    owner: { userId: actor.user.id, sessionId: actor.session.id },
  });
  await auditedChange(deps, actor, async (tx, at) => {
    await markReproved(tx, actor.session.id, at);
    return {
      result: undefined,
      audit: {
        action: 'confirm_with_passkey',
        resourceType: 'passkey',
        resourceId: passkey.id,
        details: { name: passkey.name },
      },
    };
  });
}
