import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { AccountLocaleInput } from '../../../shared/schemas/account';
import type { Actor } from '../../auth/require-user';
import { isStandIn } from '../../auth/sessions';
import { users } from '../../db/schema';
import type { DbDeps } from '../../service-deps';

// The language and region a person chose on /profile (issue 59, record 100): their pages on
// every device they sign in on, and the emails sent to them. Not audited, as the welcome video
// and email preferences are not: a person's own display preference, nobody else's data.

export async function saveAccountLocale(
  deps: DbDeps,
  actor: Actor,
  input: AccountLocaleInput,
): Promise<{ locale: Locale | null }> {
  // A stand-in's and the reserved demo account's row are no one's (records 018, 088): the choice
  // is this browser's only (the route keeps it in the cookie).
  const ownRow = !isStandIn(actor.session) && (!actor.user.isDemo || actor.user.isSandbox);
  if (ownRow) {
    await deps.database.db
      .update(users)
      .set({ locale: input.locale, updatedAt: new Date() })
      .where(eq(users.id, actor.user.id));
  }
  return { locale: input.locale };
}
