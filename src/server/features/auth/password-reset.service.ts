import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MINUTE_MS } from '../../../shared/constants';
import { PASSWORD_RESET_LINK_MINUTES } from '../../../shared/rules/limits';
import {
  messages,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from '../../../shared/schemas/auth';
import { findUserByEmail, isReservedEmail } from '../../auth/find-user';
import { hashPassword } from '../../auth/passwords';
import type { RequestInfo } from '../../auth/require-user';
import { endOtherSessions } from '../../auth/sessions';
import { signToken, verifySignedToken } from '../../auth/tokens';
import { type UserRow, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { passwordChangedEmail, passwordResetEmail } from '../../mail/account-templates';
import { mailLocale } from '../../mail/mail-words';
import { sendQuietly } from '../../mail/send-quietly';
import type { BaseDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { recordSecurityEvent } from '../security';

// 'Forgot password?' (decision D10, record 075). The emailed link carries a signed token naming
// the account and a fingerprint of its password hash: it expires, and it works once, because
// setting a password changes the hash it was made for (so does any other change of password).
// Nothing is stored. The request answers alike whether or not the address has an account: the
// email goes out after the answer, and an unknown or reserved address gets none.

const PURPOSE = 'reset';

/** A fingerprint of the password hash: a new password (a new salt too) makes every link void. */
function fingerprint(user: Pick<UserRow, 'passwordHash'>): string {
  return createHash('sha256').update(user.passwordHash).digest('base64url').slice(0, 22);
}

const linkUnusable = () =>
  new AppError(400, 'reset_link_unusable', messages.resetLink, {
    fields: { token: messages.resetLink },
  });

/** Emails the address a link to set a new password, if it is an account's; answers nothing. */
export async function requestPasswordReset(
  deps: BaseDeps,
  request: RequestInfo,
  input: PasswordResetRequestInput,
): Promise<void> {
  if (isReservedEmail(deps.config, input.email)) return;
  const user = await findUserByEmail(deps.database.db, input.email);
  if (!user || user.isDemo || user.isSandbox) return;
  const expires = new Date(deps.clock.now().getTime() + PASSWORD_RESET_LINK_MINUTES * MINUTE_MS);
  const token = signToken(deps.authSecret, `${PURPOSE}:${user.id}:${fingerprint(user)}`, expires);
  // In the fragment: a fragment never reaches a server's logs, ours or a proxy's.
  const link = `${deps.config.publicUrl}/reset-password#${token}`;
  const mail = {
    to: user.email,
    ...passwordResetEmail(mailLocale(user, request), link, PASSWORD_RESET_LINK_MINUTES),
  };
  // Not awaited: the answer must not take longer for an address with an account.
  void sendQuietly(deps, { mail, what: 'password reset', userId: user.id });
}

/** The account a reset token is for, while the token is good. */
async function accountOf(deps: BaseDeps, token: string): Promise<UserRow | undefined> {
  const payload = verifySignedToken(deps.authSecret, token, deps.clock.now());
  const [purpose, userId, print] = payload?.split(':') ?? [];
  if (purpose !== PURPOSE || !userId || !print) return undefined;
  const [user] = await deps.database.db.select().from(users).where(eq(users.id, userId));
  return user && fingerprint(user) === print ? user : undefined;
}

/**
 * The link's page: a new password for the account, every session of it ended, in one
 * transaction with its audit entry; the owner is told by email. The address is proven too.
 */
export async function resetPassword(
  deps: BaseDeps,
  request: RequestInfo,
  input: PasswordResetInput,
): Promise<void> {
  const user = await accountOf(deps, input.token);
  if (!user) throw linkUnusable();
  const passwordHash = await hashPassword(input.password);
  // Nobody is signed in: the entry is the account's, from the address the link was used at.
  const owner = { user, ipAddress: request.ipAddress };
  const changed = await auditedChange(deps, owner, async (tx, now) => {
    // Only if the hash is still the one the link was made for: two uses at once, one wins.
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})`,
      })
      .where(sql`${users.id} = ${user.id} and ${users.passwordHash} = ${user.passwordHash}`)
      .returning({ id: users.id });
    if (!updated) return { result: false, audit: undefined };
    await endOtherSessions(tx, user.id);
    await recordSecurityEvent(tx, now, {
      eventType: 'other',
      description: 'A password was set from an emailed reset link',
      severity: 'info',
      ipAddress: request.ipAddress,
      userId: user.id,
    });
    return { result: true, audit: { action: 'password_reset' } };
  });
  if (!changed) throw linkUnusable();
  const mail = {
    to: user.email,
    ...passwordChangedEmail(mailLocale(user, request), `${deps.config.publicUrl}/login`),
  };
  await sendQuietly(deps, { mail, what: 'password changed', userId: user.id });
}
