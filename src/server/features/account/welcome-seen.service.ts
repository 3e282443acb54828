import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/require-user';
import { isStandIn } from '../../auth/sessions';
import { users } from '../../db/schema';
import type { DbDeps } from '../../service-deps';

// The dashboard's first-use welcome video, closed once per account (record 088): the session
// answer says so to every device the account signs in on. Not audited, as email preferences
// are not: a person's own display preference, nobody else's data.

export async function recordWelcomeSeen(
  deps: DbDeps,
  actor: Actor,
): Promise<{ welcomeSeen: true }> {
  // A stand-in shows a brand-new account, never the row's (record 018); the reserved demo
  // account is no one's: only a demo visitor's own sandbox, thrown away with it, records it.
  const ownRow = !isStandIn(actor.session) && (!actor.user.isDemo || actor.user.isSandbox);
  if (ownRow && !actor.user.welcomeSeen) {
    await deps.database.db
      .update(users)
      .set({ welcomeSeen: true })
      .where(eq(users.id, actor.user.id));
  }
  return { welcomeSeen: true };
}
