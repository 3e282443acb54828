import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { hashSecretToken } from '../../auth/tokens';
import { calendarFeeds, carePlans, planMembers } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { PlanActor } from '../plans/plan-access';
import { loadTask } from '../tasks/task-view';
import { buildCalendar } from './feed-events';
import { workingLinkJoin } from './feed-links.service';
import { feedFingerprint, feedItems, taskItem, taskLink } from './feed-read';

// The subscribed feed and one task's download (decision record 047, "The feed"). The feed is
// fetched by calendar apps without a session: the token in its address is the only key.

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/** Raised when the builder's output changes shape, so no cached copy outlives a new format. */
const FEED_FORMAT = 'feed-1';
/** `last_fetched_at` is written at most this often per link: a poll costs no write. */
const FETCH_RECORD_MS = 60_000;
/** The token a link holds: 32 random bytes in base64url, and the '.ics' calendar apps expect. */
const feedFile = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedNotFound = () => notFound('Calendar feed not found');

export type FeedAnswer = { etag: string } & ({ notModified: true } | { body: string });

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/**
 * `GET /api/calendar-feed/:token.ics`. The link, its plan and its holder's membership in one
 * query; then the ETag from a fingerprint of the events' rows, checked before anything is built.
 */
export async function serveFeed(
  deps: Deps,
  input: { file: string; ifNoneMatch?: string },
): Promise<FeedAnswer> {
  const token = feedFile.exec(input.file)?.[1];
  if (!token) throw feedNotFound();
  const { db } = deps.database;
  const [link] = await db
    .select({
      id: calendarFeeds.id,
      planId: carePlans.id,
      name: carePlans.name,
      timeZone: carePlans.timeZone,
      lastFetchedAt: calendarFeeds.lastFetchedAt,
    })
    .from(calendarFeeds)
    .innerJoin(planMembers, workingLinkJoin)
    .innerJoin(carePlans, eq(carePlans.id, calendarFeeds.planId))
    .where(
      and(eq(calendarFeeds.tokenHash, hashSecretToken(token)), isNull(calendarFeeds.revokedAt)),
    );
  if (!link) throw feedNotFound();

  const fingerprint = await feedFingerprint(db, link.planId);
  const etag = `"${createHash('sha256')
    .update(
      JSON.stringify([FEED_FORMAT, deps.config.publicUrl, link.name, link.timeZone, fingerprint]),
    )
    .digest('base64url')}"`;
  await recordFetch(deps, link);
  if (matches(input.ifNoneMatch, etag)) return { etag, notModified: true };
  const items = await feedItems(db, { id: link.planId, publicUrl: deps.config.publicUrl });
  return { etag, body: buildCalendar({ name: link.name, timeZone: link.timeZone, items }) };
}

/** Notes when a link was last used (shown to no one yet; kept for the holder and operators). */
async function recordFetch(deps: Deps, link: { id: string; lastFetchedAt: Date | null }) {
  const now = deps.clock.now();
  if (link.lastFetchedAt && now.getTime() - link.lastFetchedAt.getTime() < FETCH_RECORD_MS) return;
  const recent = new Date(now.getTime() - FETCH_RECORD_MS);
  await deps.database.db
    .update(calendarFeeds)
    .set({ lastFetchedAt: now })
    .where(
      and(
        eq(calendarFeeds.id, link.id),
        or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, recent)),
      ),
    );
}

/** A download's file name: the title in lower-case words joined by hyphens, or 'task'. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'task';
}

/** `GET /api/tasks/:taskId/calendar.ics`: one dated task as a calendar of one event. */
export async function taskCalendar(
  deps: Deps,
  actor: PlanActor,
  input: { taskId: string },
): Promise<{ fileName: string; body: string }> {
  const { db } = deps.database;
  const { row } = await loadTask(db, actor.plan.id, input.taskId);
  if (row.dueDate === null) {
    throw new AppError(
      409,
      'task_not_dated',
      'Give this task a due date before adding it to your calendar.',
    );
  }
  const [plan] = await db
    .select({ timeZone: carePlans.timeZone })
    .from(carePlans)
    .where(eq(carePlans.id, actor.plan.id));
  const link = taskLink(deps.config.publicUrl, actor.plan.id, row.categoryId);
  // No calendar name: an app importing the file adds the event, not a calendar of its own.
  const body = buildCalendar({
    name: null,
    timeZone: plan?.timeZone ?? null,
    items: [taskItem({ ...row, dueDate: row.dueDate }, link)],
  });
  return { fileName: `${fileSlug(row.title)}.ics`, body };
}
