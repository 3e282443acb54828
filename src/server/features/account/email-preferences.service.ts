import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EmailPreferences, emailPreferencesSchema } from '../../../shared/schemas/calendar';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import { users } from '../../db/schema';
import type { DbDeps } from '../../service-deps';

// Which emails about due tasks a member gets (decision record 047): task reminders (on unless
// turned off) and the weekly digest (off unless turned on). The emails' unsubscribe links turn
// the same switches off (features/reminders/unsubscribe.service.ts).

export async function getEmailPreferences(deps: DbDeps, actor: Actor): Promise<EmailPreferences> {
  const [row] = await deps.database.db
    .select({ reminderEmails: users.reminderEmails, weeklyDigest: users.weeklyDigest })
    .from(users)
    .where(eq(users.id, actor.user.id));
  return (
    row ?? { reminderEmails: actor.user.reminderEmails, weeklyDigest: actor.user.weeklyDigest }
  );
}

export async function updateEmailPreferences(
  deps: DbDeps,
  actor: Actor,
  input: z.infer<typeof emailPreferencesSchema>,
): Promise<EmailPreferences> {
  refuseDemo(actor.user, 'change email settings');
  const [row] = await deps.database.db
    .update(users)
    .set(input)
    .where(eq(users.id, actor.user.id))
    .returning({ reminderEmails: users.reminderEmails, weeklyDigest: users.weeklyDigest });
  if (!row) throw new Error('the signed-in user has no row');
  return row;
}
