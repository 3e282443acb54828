import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { unsubscribeSchema } from '../../../shared/schemas/calendar';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BaseDeps } from '../../service-deps';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/**
 * Turns off the kind of email the token names for the user it names. No session: the token is
 * the proof. Idempotent (a second click, a mail provider's retry); a token for an account deleted
 * since changes nothing and is still answered alike.
 */
export async function unsubscribe(
  deps: Pick<BaseDeps, 'database' | 'authSecret' | 'logger'>,
  input: z.infer<typeof unsubscribeSchema>,
) {
  const verified = verifyUnsubscribeToken(deps.authSecret, input.token);
  if (!verified) {
    throw new AppError(400, 'unsubscribe_invalid', 'This unsubscribe link is not valid.');
  }
  const change =
    verified.kind === 'reminders' ? { reminderEmails: false } : { weeklyDigest: false };
  await deps.database.db.update(users).set(change).where(eq(users.id, verified.userId));
  deps.logger.info({ userId: verified.userId, kind: verified.kind }, 'unsubscribed from email');
  return { kind: verified.kind };
}
