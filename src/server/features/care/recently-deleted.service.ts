import { type CategoryId, categoryIds } from '../../../shared/content/category-ids';
import { categoryName } from '../../../shared/content/task-library';
import { type Locale, languageOf } from '../../../shared/i18n/locales';
import { i18nFor } from '../../../shared/i18n/translate';
import { RECENTLY_DELETED } from '../../../shared/rules/limits';
import type { RecentlyDeleted } from '../../../shared/schemas/recently-deleted';
import type { PlanActor } from '../../auth/plan-access';
import type { BaseDeps, DbDeps } from '../../service-deps';
import { listDeletedTasks, purgeDeletedTasks } from '../tasks';
import { listDeletedDocuments, purgeDeletedDocuments } from './deleted-documents';

// A plan's 'Recently deleted' (issue 56, decision record 087): the deleted tasks, steps and
// documents that can still be brought back, for the members who can change the plan; and the
// sweep that removes for good what waited its days. Here, above tasks, since it holds both.

/** A category's name in the reader's language (issue 59), as the dashboard shows it. */
const nameOf = (categoryId: CategoryId | null, locale: Locale) =>
  categoryId !== null && categoryIds.includes(categoryId)
    ? categoryName(categoryId, i18nFor(locale))
    : null;

/** `GET /api/plans/:planId/recently-deleted`: newest first, who deleted each and when. */
export async function listRecentlyDeleted(
  deps: DbDeps,
  actor: PlanActor,
): Promise<RecentlyDeleted> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const [fromTasks, fromDocuments] = await Promise.all([
    listDeletedTasks(db, actor.plan.id, now, languageOf(actor.locale)),
    listDeletedDocuments(db, actor.plan.id, now, languageOf(actor.locale)),
  ]);
  const items = [...fromTasks, ...fromDocuments]
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.id.localeCompare(b.id))
    .map((item) => ({ ...item, categoryName: nameOf(item.categoryId, actor.locale) }));
  return { planId: actor.plan.id, days: RECENTLY_DELETED.days, items };
}

/**
 * Removes for good, in every plan, what waited its days in 'Recently deleted'. Answers how many
 * rows went. Every instance may run it: two at once delete the same rows once.
 */
export async function purgeRecentlyDeleted(deps: DbDeps): Promise<number> {
  const db = deps.database.db;
  const now = deps.clock.now();
  return (await purgeDeletedTasks(db, now)) + (await purgeDeletedDocuments(db, now));
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Every hour, the purge, as the account cleanup sweeps its own (scheduleAccountCleanup): a row
 * is purged within an hour of its days; until then it is neither listed nor restorable.
 * Returns the function that stops it.
 */
export function scheduleRecentlyDeletedPurge(deps: BaseDeps): () => void {
  const timer = setInterval(() => {
    purgeRecentlyDeleted(deps)
      .then((removed) => {
        if (removed) deps.logger.info({ removed }, 'removed what waited in recently deleted');
      })
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'recently deleted purge failed'),
      );
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
