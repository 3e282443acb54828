import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { passkeyAssertionSchema } from '../../../shared/schemas/passkey-ceremonies';
import type { RequestInfo } from '../../auth/require-user';
import { type PasskeyRow, passkeys, type UserRow, users } from '../../db/schema';
import type { BaseDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { recordRepeatableSecurityEvent, recordSecurityEvent } from '../security';
import { passkeyNotAccepted, passkeyNotRecognised, userHandleOf } from './passkey-summary';
import { relyingParty } from './relying-party';
import { challengeOf, claimChallenge } from './webauthn-challenges';

// Using a passkey, to sign in or to confirm it's you (record 095): the answer's challenge
// claimed once, its credential found, its signature, origin, site and user verification
// checked by SimpleWebAuthn, then the counter rule applied by us in one conditional update. A
// failure of a known passkey is an entry in its owner's audit log; an unknown one's, a security
// event.

export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;
type Purpose = 'sign_in' | 'reauthenticate';
type Refusal = 'not_verified' | 'counter' | 'wrong_account';

/** A refused use of a known passkey: in its owner's log; a possible clone, a security event too. */
async function refuseKnown(
  deps: BaseDeps,
  found: { passkey: PasskeyRow; user: UserRow },
  request: RequestInfo,
  reason: Refusal,
): Promise<never> {
  const { passkey, user } = found;
  await auditedChange(deps, null, async (tx, at) => {
    if (reason === 'counter') {
      await recordSecurityEvent(tx, at, {
        eventType: 'suspicious_activity',
        description: `A passkey of ${user.email} was refused: its counter did not go up (a possible copy of it)`,
        severity: 'critical',
        ipAddress: request.ipAddress,
        userId: user.id,
      });
    }
    return {
      result: undefined,
      audit: {
        userId: user.id,
        userEmail: user.email,
        action: 'passkey_refused',
        resourceType: 'passkey',
        resourceId: passkey.id,
        details: { name: passkey.name, reason },
        ipAddress: request.ipAddress,
      },
    };
  });
  throw passkeyNotAccepted();
}

/**
 * Checks a passkey's answer to a `purpose` challenge (this session's, for a re-proof) and
 * records the use: the new counter, backed-up flag and last use. Gives the passkey and its owner.
 */
export async function checkPasskeyAssertion(
  deps: BaseDeps,
  input: {
    response: PasskeyAssertion;
    purpose: Purpose;
    request: RequestInfo;
    owner?: { userId: string; sessionId: string };
  },
): Promise<{ passkey: PasskeyRow; user: UserRow }> {
  const { db } = deps.database;
  const { response, request, owner } = input;
  const challenge = challengeOf(response.response.clientDataJSON);
  await claimChallenge(db, deps.clock.now(), { challenge, purpose: input.purpose, owner });

  const [found] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id));
  if (!found) {
    // Anyone can offer any credential: its repeats are counted on one row.
    await recordRepeatableSecurityEvent(db, deps.clock.now(), {
      eventType: 'suspicious_activity',
      description: 'A passkey this site does not know was offered',
      severity: 'warning',
      ipAddress: request.ipAddress,
      ...(owner && { userId: owner.userId }),
    });
    throw passkeyNotRecognised();
  }
  // A re-proof must be the signed-in person's own passkey; a sign-in's must be the account the
  // authenticator says it was made for.
  const handle = response.response.userHandle;
  const wrongAccount =
    (owner && found.user.id !== owner.userId) ||
    (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(found.user.id)));
  if (wrongAccount) return refuseKnown(deps, found, request, 'wrong_account');

  const rp = relyingParty(deps.config);
  const { passkey } = found;
  const checked = await verifyAuthenticationResponse({
    response: { ...response, clientExtensionResults: {} },
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    // Counter 0 here: the library would refuse a low counter before checking the signature, and
    // only a signed answer may be called a clone. The rule is applied below.
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: 0,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!checked?.verified || !checked.authenticationInfo.userVerified) {
    return refuseKnown(deps, found, request, 'not_verified');
  }

  // The counter rule: an authenticator that counts (either counter non-zero) must count up; one
  // that does not (both zero: most synced passkeys) is not held to it. One conditional update,
  // so two uses of the same count cannot both pass.
  const { newCounter, credentialBackedUp } = checked.authenticationInfo;
  const now = deps.clock.now();
  const [used] = await db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.id, passkey.id),
        newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter),
      ),
    )
    .returning();
  if (!used) return refuseKnown(deps, found, request, 'counter');
  return { passkey: used, user: found.user };
}
