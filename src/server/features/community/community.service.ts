import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { UNNAMED_MEMBER } from '../../../shared/schemas/account';
import {
  EXAMPLE_TOPIC_AUTHOR,
  type Reply,
  type TopicDetail,
  type TopicSummary,
  type TopicTab,
} from '../../../shared/schemas/community';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import type { Executor } from '../../db/client';
import { communityLikes, communityReplies, communityTopics, users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { DbDeps } from '../../service-deps';
import { saveDisplayName } from './display-name.service';

// Discussions as the server lets each member see them: premium topics and their replies never
// reach a basic member (their ids are simply not found). Text is stored as typed; the page shows
// it as text, so no markup in a post ever runs. A member's posts are shown by the display name
// they chose, read on every answer, so a new name shows on their older posts too; without one,
// a label that says nothing about them. Nothing of an email address is ever an author.

const isPremium = (actor: Actor) => actor.user.subscriptionTier === 'premium';

/** The accounts of the topics' authors; the sample topics have none. */
const topicAuthor = eq(users.id, communityTopics.authorId);

// Written out in SQL: Drizzle leaves column names unqualified inside a select field.
/**
 * A sample topic is the team's example, whatever name its row was seeded with (the spec's
 * invented members, still stored by migration 0004: record 093); a member's topic shows their
 * display name, or the neutral label.
 */
const topicAuthorName = sql<string>`case when "community_topics"."seed_key" is not null
  then ${EXAMPLE_TOPIC_AUTHOR}
  else coalesce(case when "community_topics"."author_id" is null
    then "community_topics"."author_name" else "users"."display_name" end, ${UNNAMED_MEMBER}) end`;
const isExample = sql<boolean>`"community_topics"."seed_key" is not null`;
const replyAuthorName = sql<string>`coalesce("users"."display_name", ${UNNAMED_MEMBER})`;

/** What a member may see: everything for premium members, no premium topic for anyone else. */
function visibleTo(actor: Actor): SQL | undefined {
  return isPremium(actor) ? undefined : eq(communityTopics.isPremium, false);
}

function summaryFields(actor: Actor) {
  const t = communityTopics;
  return {
    id: t.id,
    title: t.title,
    author: topicAuthorName,
    authorId: t.authorId,
    category: t.category,
    isPremium: t.isPremium,
    example: isExample,
    createdAt: t.createdAt,
    lastActiveAt: t.lastActiveAt,
    // Written out in SQL: Drizzle leaves column names unqualified inside a select field, and
    // each subquery must name the outer topic.
    replies: sql<number>`(select count(*)::int from community_replies r
        where r.topic_id = "community_topics"."id")`,
    likes: sql<number>`(select count(*)::int from community_likes l
        where l.topic_id = "community_topics"."id")`,
    // The topic's author and everyone who replied, each once.
    participants: sql<number>`(select count(distinct p.who)::int from (
        select coalesce("community_topics"."author_id"::text, "community_topics"."author_name") as who
        union all
        select r.author_id::text from community_replies r where r.topic_id = "community_topics"."id"
      ) p)`,
    likedByMe: sql<boolean>`exists (select 1 from community_likes l
        where l.topic_id = "community_topics"."id" and l.user_id = ${actor.user.id})`,
  };
}

type SummaryRow = {
  id: string;
  title: string;
  author: string;
  authorId: string | null;
  category: string | null;
  isPremium: boolean;
  example: boolean;
  createdAt: Date;
  lastActiveAt: Date;
  replies: number;
  likes: number;
  participants: number;
  likedByMe: boolean;
};

function toSummary(row: SummaryRow, actor: Actor): TopicSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    category: row.category,
    isPremium: row.isPremium,
    example: row.example,
    createdAt: row.createdAt.toISOString(),
    lastActive: row.lastActiveAt.toISOString(),
    replies: row.replies,
    participants: row.participants,
    likes: row.likes,
    likedByMe: row.likedByMe,
    mine: row.authorId === actor.user.id,
  };
}

export async function listTopics(deps: DbDeps, actor: Actor, input: { tab: TopicTab }) {
  if (input.tab === 'premium' && !isPremium(actor)) {
    throw new AppError(403, 'premium_required', 'Upgrade to premium to see Premium Topics');
  }
  const filters = [
    visibleTo(actor),
    input.tab === 'mine' ? eq(communityTopics.authorId, actor.user.id) : undefined,
    input.tab === 'premium' ? eq(communityTopics.isPremium, true) : undefined,
  ];
  const rows = await deps.database.db
    .select(summaryFields(actor))
    .from(communityTopics)
    .leftJoin(users, topicAuthor)
    .where(and(...filters))
    .orderBy(desc(communityTopics.lastActiveAt), desc(communityTopics.createdAt))
    .limit(200);
  return rows.map((row) => toSummary(row, actor));
}

/** A topic this member may see; anything else, premium topics for basic members included, is 404. */
async function findVisibleTopic(db: Executor, actor: Actor, topicId: string) {
  const [row] = await db
    .select({ ...summaryFields(actor), content: communityTopics.content })
    .from(communityTopics)
    .leftJoin(users, topicAuthor)
    .where(and(eq(communityTopics.id, topicId), visibleTo(actor)));
  if (!row) throw notFound('Discussion not found');
  return row;
}

export async function getTopic(
  deps: DbDeps,
  actor: Actor,
  input: { topicId: string },
): Promise<TopicDetail> {
  const { db } = deps.database;
  const row = await findVisibleTopic(db, actor, input.topicId);
  const replies = await db
    .select({
      id: communityReplies.id,
      author: replyAuthorName,
      authorId: communityReplies.authorId,
      content: communityReplies.content,
      createdAt: communityReplies.createdAt,
    })
    .from(communityReplies)
    .innerJoin(users, eq(users.id, communityReplies.authorId))
    .where(eq(communityReplies.topicId, row.id))
    .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id));
  const replyList: Reply[] = replies.map((reply) => ({
    id: reply.id,
    author: reply.author,
    content: reply.content,
    createdAt: reply.createdAt.toISOString(),
    mine: reply.authorId === actor.user.id,
  }));
  return { ...toSummary(row, actor), content: row.content, replyList };
}

/** A display name that came with a post (the member's first, when they had none) is kept. */
type ChosenName = { displayName?: string | null };

async function keepChosenName(tx: Executor, actor: Actor, input: ChosenName, now: Date) {
  if (!input.displayName) return;
  await saveDisplayName(tx, { userId: actor.user.id, displayName: input.displayName, now });
}

export async function createTopic(
  deps: DbDeps,
  actor: Actor,
  input: { title: string; content: string; premium: boolean } & ChosenName,
): Promise<TopicSummary> {
  refuseDemo(actor.user, 'post in the community');
  if (input.premium && !isPremium(actor)) {
    throw new AppError(403, 'premium_required', 'Upgrade to premium to post in Premium Topics');
  }
  const now = deps.clock.now();
  const id = await deps.database.db.transaction(async (tx) => {
    await keepChosenName(tx, actor, input, now);
    const [row] = await tx
      .insert(communityTopics)
      .values({
        authorId: actor.user.id,
        title: input.title,
        content: input.content,
        isPremium: input.premium,
        createdAt: now,
        lastActiveAt: now,
      })
      .returning({ id: communityTopics.id });
    return (row as { id: string }).id;
  });
  return toSummary(await findVisibleTopic(deps.database.db, actor, id), actor);
}

export async function replyToTopic(
  deps: DbDeps,
  actor: Actor,
  input: { topicId: string; content: string } & ChosenName,
): Promise<TopicDetail> {
  refuseDemo(actor.user, 'post in the community');
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await findVisibleTopic(tx, actor, input.topicId);
    await keepChosenName(tx, actor, input, now);
    await tx.insert(communityReplies).values({
      topicId: input.topicId,
      authorId: actor.user.id,
      content: input.content,
      createdAt: now,
    });
    await tx
      .update(communityTopics)
      .set({ lastActiveAt: now })
      .where(eq(communityTopics.id, input.topicId));
  });
  return getTopic(deps, actor, input);
}

/** A like counts once per member: liking again changes nothing. */
export async function likeTopic(deps: DbDeps, actor: Actor, input: { topicId: string }) {
  refuseDemo(actor.user, 'like discussions');
  const { db } = deps.database;
  await findVisibleTopic(db, actor, input.topicId);
  await db
    .insert(communityLikes)
    .values({ topicId: input.topicId, userId: actor.user.id, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  return toSummary(await findVisibleTopic(db, actor, input.topicId), actor);
}

/**
 * Authors delete their own discussions; administrators any, premium ones included whatever their
 * own plan (moderating is their role, not a premium benefit). Everyone else finds only what they
 * may see.
 */
export async function deleteTopic(deps: DbDeps, actor: Actor, input: { topicId: string }) {
  const { db } = deps.database;
  const isAdmin = actor.user.role === 'admin';
  const [topic] = await db
    .select({ id: communityTopics.id, authorId: communityTopics.authorId })
    .from(communityTopics)
    .where(and(eq(communityTopics.id, input.topicId), isAdmin ? undefined : visibleTo(actor)));
  if (!topic) throw notFound('Discussion not found');
  if (topic.authorId !== actor.user.id && !isAdmin) {
    throw forbidden('You can delete only your own discussions.', 'not_author');
  }
  await db.delete(communityTopics).where(eq(communityTopics.id, topic.id));
}
