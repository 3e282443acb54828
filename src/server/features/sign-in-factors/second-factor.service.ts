import { RECOVERY_CODES_FEW } from '../../../shared/rules/sign-in-factors';
import { markReproved } from '../../auth/recent-proof';
import type { Actor } from '../../auth/require-user';
import { isStandIn } from '../../auth/sessions';
import { badRequest, conflict } from '../../lib/app-error';
import { auditedChange } from '../audit';
import {
  countCodeFailure,
  finishSignIn,
  lockedError,
  lockedUntil,
  type SignInMethod,
} from '../auth';
import {
  type AppDeps,
  auditRefusedAppCode,
  claimAppCode,
  invalidAppCode,
} from './authenticator-app.service';
import { claimRecoveryCode, recoveryCodesLeft } from './recovery-codes';

// The two-factor step with the authenticator app or a recovery code instead of the emailed code
// (record 096), and confirming it is you with the app. Wrong codes count in the emailed code's
// lockout (code-lockout.ts): one run of wrong codes, whichever way they came, locks the step.

/** A recovery code refused: its own words, as it is not the 6-digit code (record 096, D12). */
const invalidRecoveryCode = () =>
  badRequest('That recovery code did not work', { reason: 'invalid_recovery_code' });

async function refuseWhileLocked(deps: AppDeps, actor: Actor) {
  const now = deps.clock.now();
  const locked = await lockedUntil(deps.database.db, actor);
  if (locked && locked > now) throw lockedError(locked, now);
}

/** A wrong code: counted, audited (not a stand-in's: it is not the account), refused. */
async function refuseWrong(
  deps: AppDeps,
  actor: Actor,
  audit: () => Promise<unknown>,
  refusal: () => Error,
): Promise<never> {
  if (!isStandIn(actor.session)) await audit();
  if (await countCodeFailure(deps, actor)) {
    const now = deps.clock.now();
    throw lockedError(new Date(now.getTime() + deps.config.otp.lockoutMs), now);
  }
  throw refusal();
}

/** A verified session (the demo's included) has no second factor to prove. */
function refuseVerifiedSession(actor: Actor) {
  if (actor.session.mfaVerifiedAt) throw conflict('This session is already verified.');
}

function finish(deps: AppDeps, actor: Actor, method: SignInMethod) {
  return finishSignIn(deps, {
    user: actor.user,
    request: actor,
    endsSessionId: actor.session.id,
    isAdminLogin: actor.session.isAdminLogin,
    method,
    // Neither reached the mailbox: the address is not proved by them.
    provesAddress: false,
  });
}

/**
 * The pending session's second factor from the authenticator app. A sign-up stand-in (record
 * 018) has no app, whatever the account it stands in for has: it is refused as an account
 * without one is, counted in its own lockout.
 */
export async function signInWithApp(deps: AppDeps, actor: Actor, input: { code: string }) {
  refuseVerifiedSession(actor);
  await refuseWhileLocked(deps, actor);
  const right = !isStandIn(actor.session) && (await claimAppCode(deps, actor.user.id, input.code));
  if (!right) {
    await refuseWrong(
      deps,
      actor,
      () => auditRefusedAppCode(deps, actor, 'sign_in'),
      invalidAppCode,
    );
  }
  return finish(deps, actor, 'password_and_app');
}

/** The pending session's second factor from a recovery code: each code works once. */
export async function signInWithRecoveryCode(deps: AppDeps, actor: Actor, input: { code: string }) {
  refuseVerifiedSession(actor);
  await refuseWhileLocked(deps, actor);
  const { db } = deps.database;
  const claim = { userId: actor.user.id, code: input.code, now: deps.clock.now() };
  const right = !isStandIn(actor.session) && (await claimRecoveryCode(db, deps.authSecret, claim));
  if (!right) {
    const audit = () =>
      auditedChange(deps, actor, async () => ({
        result: undefined,
        audit: { action: 'recovery_code_refused' },
      }));
    await refuseWrong(deps, actor, audit, invalidRecoveryCode);
  }
  const started = await finish(deps, actor, 'password_and_recovery_code');
  const left = await recoveryCodesLeft(db, actor.user.id);
  return { ...started, recoveryCodesLeft: left, fewLeft: left <= RECOVERY_CODES_FEW };
}

/** 'Confirm it's you' with the app's code: a recent proof for changing how you sign in. */
export async function reproveWithApp(deps: AppDeps, actor: Actor, input: { code: string }) {
  await refuseWhileLocked(deps, actor);
  if (!(await claimAppCode(deps, actor.user.id, input.code))) {
    await refuseWrong(
      deps,
      actor,
      () => auditRefusedAppCode(deps, actor, 'reproof'),
      invalidAppCode,
    );
  }
  await auditedChange(deps, actor, async (tx, now) => {
    await markReproved(tx, actor.session.id, now);
    return { result: undefined, audit: { action: 'reproved_with_app' } };
  });
}
