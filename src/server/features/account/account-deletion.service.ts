import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DeleteAccountInput } from '../../../shared/schemas/auth';
import { demoRestrictionMessage } from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../auth/require-user';
import { hmacCode, newCode } from '../../auth/tokens';
import { auditLogs, twoFactorChallenges, users } from '../../db/schema';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import { accountDeletedEmail, deleteAccountCodeEmail } from '../../mail/templates';
import { confirmCurrentPassword } from '../auth/accounts.service';
import { recordSecurityEvent } from '../security/record-security-event';

// 'Delete my account' asks for the current password and a code emailed to the owner, so neither
// a stolen password nor an unlocked laptop alone can erase a family's plan.

const REFERENCE = 'delete-account';

function refuseDemo(actor: Actor) {
  if (actor.user.isDemo) {
    throw forbidden(demoRestrictionMessage('delete the account'), 'demo_restricted');
  }
}

/** Checks the password and emails a deletion code, valid as long as a sign-in code. */
export async function sendDeletionCode(deps: AppDeps, actor: Actor, password: string) {
  refuseDemo(actor);
  await confirmCurrentPassword(actor.user, password, 'password');
  const { db } = deps.database;
  const now = deps.clock.now();
  const id = randomUUID();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + deps.config.otp.validityMs);
  await db.transaction(async (tx) => {
    await tx
      .update(twoFactorChallenges)
      .set({ used: true })
      .where(
        and(
          eq(twoFactorChallenges.userId, actor.user.id),
          eq(twoFactorChallenges.purpose, 'delete_account'),
        ),
      );
    await tx.insert(twoFactorChallenges).values({
      id,
      userId: actor.user.id,
      sessionId: actor.session.id,
      referenceId: REFERENCE,
      purpose: 'delete_account',
      codeHmac: hmacCode(deps.authSecret, id, code),
      expiresAt,
      createdAt: now,
    });
  });
  const minutes = Math.round(deps.config.otp.validityMs / 60_000);
  try {
    await deps.mailer.send({ to: actor.user.email, ...deleteAccountCodeEmail(code, minutes) });
  } catch (error) {
    deps.logger.error({ err: error, userId: actor.user.id }, 'sending the deletion code failed');
    throw new AppError(502, 'mail_failed', 'Failed to send verification code');
  }
  return { expiresAt };
}

/** Password and code right: the account and everything of it go, in one transaction. */
export async function deleteAccount(deps: AppDeps, actor: Actor, input: DeleteAccountInput) {
  refuseDemo(actor);
  await confirmCurrentPassword(actor.user, input.password, 'password');
  const { db } = deps.database;
  const now = deps.clock.now();
  const [challenge] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.sessionId, actor.session.id),
        eq(twoFactorChallenges.purpose, 'delete_account'),
        eq(twoFactorChallenges.used, false),
        gt(twoFactorChallenges.expiresAt, now),
        lt(twoFactorChallenges.attempts, deps.config.otp.maxAttempts),
      ),
    )
    .orderBy(desc(twoFactorChallenges.createdAt))
    .limit(1);
  const invalid = () =>
    badRequest('Invalid code', {
      reason: 'invalid',
      fields: { code: 'Invalid code entered. Please double-check the 6-digit code.' },
    });
  if (!challenge) throw invalid();
  if (challenge.codeHmac !== hmacCode(deps.authSecret, challenge.id, input.code)) {
    await db
      .update(twoFactorChallenges)
      .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
      .where(eq(twoFactorChallenges.id, challenge.id));
    throw invalid();
  }
  await db.transaction(async (tx) => {
    await tx.delete(auditLogs).where(eq(auditLogs.userId, actor.user.id));
    // Sessions, tasks, subtasks and codes go with the account (foreign keys cascade).
    await tx.delete(users).where(eq(users.id, actor.user.id));
    await recordSecurityEvent(tx, now, {
      eventType: 'other',
      description: 'An account was deleted by its owner',
      severity: 'info',
      ipAddress: actor.ipAddress,
    });
  });
  await deps.mailer
    .send({ to: actor.user.email, ...accountDeletedEmail() })
    .catch((error: unknown) => deps.logger.error({ err: error }, 'account deleted email failed'));
}
