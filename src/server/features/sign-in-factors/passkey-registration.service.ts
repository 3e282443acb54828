import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { count, eq } from 'drizzle-orm';
import {
  PASSKEYS_PER_ACCOUNT,
  WEBAUTHN_CHALLENGE_MINUTES,
} from '../../../shared/rules/sign-in-factors';
import type { AddPasskeyInput } from '../../../shared/schemas/passkey-ceremonies';
import type { PasskeyAdded } from '../../../shared/schemas/sign-in-factors';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import type { Executor } from '../../db/client';
import { passkeys } from '../../db/schema';
import { AppError, conflict } from '../../lib/app-error';
import type { BaseDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { passkeyNotAccepted, passkeySummary, userHandleOf } from './passkey-summary';
import { issueRecoveryCodes, recoveryCodesLeft } from './recovery-codes';
import { relyingParty } from './relying-party';
import { challengeOf, claimChallenge, issueChallenge } from './webauthn-challenges';

// Adding a passkey (record 095): the options for the browser's "create a passkey" and, with its
// answer, the new passkey stored. Both need a verified session with a recent proof (the route
// says so); the demo never adds one. Only the public key, counter and flags are kept.

const refuseDemoPasskey = (actor: Actor) => refuseDemo(actor.user, 'add passkeys');

const tooManyPasskeys = () =>
  new AppError(
    409,
    'too_many_passkeys',
    `You have ${PASSKEYS_PER_ACCOUNT} passkeys, the most an account may keep. Remove one you no longer use first.`,
  );

async function refuseTooMany(db: Executor, userId: string) {
  const [row] = await db
    .select({ kept: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if ((row?.kept ?? 0) >= PASSKEYS_PER_ACCOUNT) throw tooManyPasskeys();
}

/** What the browser needs to make a passkey: a discoverable one, with user verification. */
export async function passkeyRegistrationOptions(deps: BaseDeps, actor: Actor) {
  refuseDemoPasskey(actor);
  const { db } = deps.database;
  const { user, session } = actor;
  await refuseTooMany(db, user.id);
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const challenge = await issueChallenge(db, deps.clock.now(), {
    purpose: 'register',
    owner: { userId: user.id, sessionId: session.id },
  });
  const rp = relyingParty(deps.config);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: userHandleOf(user.id),
    challenge,
    timeout: WEBAUTHN_CHALLENGE_MINUTES * 60_000,
    attestationType: 'none',
    // The device already holding one of the person's passkeys is not asked to make another.
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/**
 * Checks the browser's answer against this session's challenge, the site's origin and id, and
 * stores the passkey with the person's name for it. The account's first way to sign in besides
 * the emailed code (no recovery codes yet) gets its recovery codes in the same transaction,
 * answered once.
 */
export async function addPasskey(
  deps: BaseDeps,
  actor: Actor,
  input: { name: string; response: AddPasskeyInput['response'] },
): Promise<PasskeyAdded> {
  refuseDemoPasskey(actor);
  const { db } = deps.database;
  const { user, session } = actor;
  const challenge = challengeOf(input.response.response.clientDataJSON);
  await claimChallenge(db, deps.clock.now(), {
    challenge,
    purpose: 'register',
    owner: { userId: user.id, sessionId: session.id },
  });
  const rp = relyingParty(deps.config);
  const verified = await verifyRegistrationResponse({
    response: { ...input.response, clientExtensionResults: {} },
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw passkeyNotAccepted();
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;

  return auditedChange(deps, actor, async (tx, at) => {
    await refuseTooMany(tx, user.id);
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: input.name,
        createdAt: at,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row)
      throw conflict('This device already has a passkey for your account.', 'passkey_exists');
    const firstFactor = (await recoveryCodesLeft(tx, user.id)) === 0;
    const recoveryCodes = firstFactor
      ? await issueRecoveryCodes(tx, deps.authSecret, { userId: user.id, now: at })
      : undefined;
    return {
      result: { passkey: passkeySummary(row), ...(recoveryCodes && { recoveryCodes }) },
      audit: {
        action: 'add_passkey',
        resourceType: 'passkey',
        resourceId: row.id,
        details: { name: row.name, ...(recoveryCodes && { recoveryCodesIssued: true }) },
      },
    };
  });
}
