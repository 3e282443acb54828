import type { DeleteAccountInput } from '../../../shared/schemas/auth';
import type { PlanFate } from '../../../shared/schemas/plans';
import {
  claimCode,
  codeValidMinutes,
  countWrongGuess,
  latestCode,
  mailCode,
  storeCode,
  whyUnusable,
} from '../../auth/emailed-codes';
import { refuseWrongPassword } from '../../auth/passwords';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import { personName } from '../../db/person-name';
import { badRequest } from '../../lib/app-error';
import { accountDeletedEmail, deleteAccountCodeEmail } from '../../mail/account-templates';
import { mailLocale } from '../../mail/mail-words';
import { sendQuietly } from '../../mail/send-quietly';
import type { BaseDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { removeAccounts } from '../auth';
import { plansAfterDeparture, tellStayingMembers } from '../plans';
import { recordSecurityEvent } from '../security';

// 'Delete my account' asks for the current password and a code emailed to the owner, so neither
// a stolen password nor an unlocked laptop alone can erase a family's plan.

const REFERENCE = 'delete-account';

const invalidCode = () =>
  badRequest('Invalid code', {
    reason: 'invalid',
    fields: { code: 'Invalid code entered. Please double-check the 6-digit code.' },
  });

/** Checks the password and emails a deletion code, valid as long as a sign-in code. */
export async function sendDeletionCode(deps: BaseDeps, actor: Actor, input: { password: string }) {
  refuseDemo(actor.user, 'delete the account');
  await refuseWrongPassword(actor.user, { password: input.password, field: 'password' });
  const stored = await storeCode(deps, deps.database.db, {
    userId: actor.user.id,
    sessionId: actor.session.id,
    referenceId: REFERENCE,
    purpose: 'delete_account',
    replaces: 'account',
  });
  await mailCode(deps, {
    challengeId: stored.id,
    userId: actor.user.id,
    mail: {
      to: actor.user.email,
      ...deleteAccountCodeEmail(mailLocale(actor.user, actor), stored.code, codeValidMinutes(deps)),
    },
    what: 'deletion code',
  });
  return { expiresAt: stored.expiresAt };
}

/** Password and code right: the account and everything of it go, in one transaction. */
export async function deleteAccount(deps: BaseDeps, actor: Actor, input: DeleteAccountInput) {
  refuseDemo(actor.user, 'delete the account');
  await refuseWrongPassword(actor.user, { password: input.password, field: 'password' });
  const { db } = deps.database;
  const challenge = await latestCode(db, {
    sessionId: actor.session.id,
    purpose: 'delete_account',
    referenceId: REFERENCE,
  });
  if (!challenge || whyUnusable(deps, challenge)) throw invalidCode();
  const attempt = { challengeId: challenge.id, code: input.code };
  // The account's own entries go with it; those of the plans it passes on stay, with no user id.
  const fates = await auditedChange(deps, actor, async (tx, now) => {
    if (!(await claimCode(deps, tx, attempt))) return { result: undefined, audit: undefined };
    // Its own plan goes with it; a plan it shares stays and passes on (decision D10).
    const removed = await removeAccounts(tx, [actor.user.id], now);
    await recordSecurityEvent(tx, now, {
      eventType: 'other',
      description: 'An account was deleted by its owner',
      severity: 'info',
      ipAddress: actor.ipAddress,
    });
    return { result: removed.fates, audit: removed.audit };
  });
  if (!fates) {
    await countWrongGuess(deps, db, attempt);
    throw invalidCode();
  }
  // The account is gone: the log names no user id of it.
  const mail = { to: actor.user.email, ...accountDeletedEmail(mailLocale(actor.user, actor)) };
  await sendQuietly(deps, { mail, what: 'account deleted' });
  await tellStayingMembers(deps, fates, {
    who: personName(actor.user),
    because: 'account_deleted',
    locale: mailLocale(actor.user, actor),
  });
}

/** What deleting the account would do to each of its plans: the dialog says it first. */
export async function deletionEffects(deps: BaseDeps, actor: Actor): Promise<PlanFate[]> {
  return plansAfterDeparture(deps.database.db, [actor.user.id]);
}
