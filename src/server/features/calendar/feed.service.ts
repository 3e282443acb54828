import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { libraryIn } from '../../../shared/content/library/library-in';
import { DEFAULT_LOCALE, type Language, languageOf } from '../../../shared/i18n/locales';
import { hashSecretToken } from '../../auth/tokens';
import { calendarFeeds, carePlans, planMembers, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { ConfiguredDeps } from '../../service-deps';
import { buildCalendar } from './feed-events';
import { workingLinkJoin } from './feed-links.service';
import { feedFingerprint, feedItems } from './feed-read';

// The subscribed feed (decision record 047, "The feed"). The feed is
// fetched by calendar apps without a session: the token in its address is the only key.

/** Raised when the builder's output changes shape, so no cached copy outlives a new format. */
const FEED_FORMAT = 'feed-1';
/**
 * The library's words in the feed's language: a library task's title is read in them (issue 59),
 * so a release that rewrites them changes the ETag, though no row changed.
 */
const libraryDigests = new Map<Language, string>();
const libraryWordsOf = (language: Language) => {
  let digest = libraryDigests.get(language);
  if (!digest) {
    digest = createHash('sha256')
      .update(JSON.stringify(libraryIn(language)))
      .digest('base64url');
    libraryDigests.set(language, digest);
  }
  return digest;
};
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
  deps: ConfiguredDeps,
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
      locale: users.locale,
      lastFetchedAt: calendarFeeds.lastFetchedAt,
    })
    .from(calendarFeeds)
    .innerJoin(planMembers, workingLinkJoin)
    .innerJoin(carePlans, eq(carePlans.id, calendarFeeds.planId))
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(eq(calendarFeeds.tokenHash, hashSecretToken(token)), isNull(calendarFeeds.revokedAt)),
    );
  if (!link) throw feedNotFound();

  const fingerprint = await feedFingerprint(db, link.planId);
  // In the words of the link's holder: their account's language (a calendar app's poll says
  // nothing of its reader's), else US English.
  const locale = link.locale ?? DEFAULT_LOCALE;
  const etag = `"${createHash('sha256')
    .update(
      JSON.stringify([
        FEED_FORMAT,
        deps.config.publicUrl,
        link.name,
        link.timeZone,
        locale,
        libraryWordsOf(languageOf(locale)),
        fingerprint,
      ]),
    )
    .digest('base64url')}"`;
  await recordFetch(deps, link);
  if (matches(input.ifNoneMatch, etag)) return { etag, notModified: true };
  const items = await feedItems(
    db,
    { id: link.planId, publicUrl: deps.config.publicUrl },
    languageOf(locale),
  );
  return {
    etag,
    body: buildCalendar({ name: link.name, timeZone: link.timeZone, locale, items }),
  };
}

/** Notes when a link was last used (shown to no one yet; kept for the holder and operators). */
async function recordFetch(deps: ConfiguredDeps, link: { id: string; lastFetchedAt: Date | null }) {
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
