import { eq } from 'drizzle-orm';
import type { UpdatePasswordInput } from '../../../shared/schemas/auth';
import { hashPassword, refuseWrongPassword } from '../../auth/passwords';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import { endOtherSessions } from '../../auth/sessions';
import { users } from '../../db/schema';
import { passwordChangedEmail } from '../../mail/account-templates';
import { mailLocale } from '../../mail/mail-words';
import { sendQuietly } from '../../mail/send-quietly';
import type { BaseDeps } from '../../service-deps';

/**
 * A new password for the signed-in user, given the current one; every other session of theirs
 * ends and the owner is told by email.
 */
export async function updatePassword(
  deps: BaseDeps,
  actor: Actor,
  input: Pick<UpdatePasswordInput, 'currentPassword' | 'password'>,
) {
  const { user } = actor;
  refuseDemo(user, 'change the password');
  await refuseWrongPassword(user, { password: input.currentPassword, field: 'currentPassword' });
  const passwordHash = await hashPassword(input.password);
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id));
    await endOtherSessions(tx, user.id, actor.session.id);
  });
  const mail = {
    to: user.email,
    ...passwordChangedEmail(mailLocale(user, actor), `${deps.config.publicUrl}/login`),
  };
  await sendQuietly(deps, { mail, what: 'password changed', userId: user.id });
}
