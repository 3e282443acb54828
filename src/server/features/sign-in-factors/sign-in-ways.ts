import { count, eq } from 'drizzle-orm';
import type { SignInWays, TwoFactorWays } from '../../../shared/schemas/sign-in-factors';
import type { Actor } from '../../auth/require-user';
import { isStandIn } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { passkeys } from '../../db/schema';
import { hasConfirmedApp } from './authenticator-app.service';
import { recoveryCodesLeft } from './recovery-codes';

// What the pages say about a person's ways to sign in (record 096): /profile lists them all; the
// two-factor page learns only which steps it may offer.

export async function signInWays(db: Executor, actor: Actor): Promise<SignInWays> {
  const userId = actor.user.id;
  const [app, left, [keys]] = await Promise.all([
    hasConfirmedApp(db, userId),
    recoveryCodesLeft(db, userId),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  return { app, recoveryCodesLeft: left, passkeys: keys?.n ?? 0 };
}

/**
 * The steps a session waiting for its second factor may be offered. A sign-up stand-in (record
 * 018) is answered as a new account is: neither, whatever the account it stands in for has.
 */
export async function twoFactorWays(db: Executor, actor: Actor): Promise<TwoFactorWays> {
  if (isStandIn(actor.session)) return { app: false, recoveryCodes: false };
  const [app, left] = await Promise.all([
    hasConfirmedApp(db, actor.user.id),
    recoveryCodesLeft(db, actor.user.id),
  ]);
  return { app, recoveryCodes: left > 0 };
}
