import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communityLikes, communityReplies, communityTopics } from '../../db/schema';

// What one member put into the community, for 'Download my data' (decision D8): their own
// discussions, their replies and their likes, each with the discussion it belongs to. These are
// the member's own words and choices, so they are all given back, whatever their plan is now.

export async function communityPostsOf(db: Executor, userId: string) {
  const discussions = await db
    .select({
      id: communityTopics.id,
      title: communityTopics.title,
      content: communityTopics.content,
      isPremium: communityTopics.isPremium,
      createdAt: communityTopics.createdAt,
    })
    .from(communityTopics)
    .where(eq(communityTopics.authorId, userId))
    .orderBy(asc(communityTopics.createdAt), asc(communityTopics.id));
  const replies = await db
    .select({
      discussionId: communityReplies.topicId,
      discussionTitle: communityTopics.title,
      content: communityReplies.content,
      createdAt: communityReplies.createdAt,
    })
    .from(communityReplies)
    .innerJoin(communityTopics, eq(communityTopics.id, communityReplies.topicId))
    .where(eq(communityReplies.authorId, userId))
    .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id));
  const likes = await db
    .select({
      discussionId: communityLikes.topicId,
      discussionTitle: communityTopics.title,
      createdAt: communityLikes.createdAt,
    })
    .from(communityLikes)
    .innerJoin(communityTopics, eq(communityTopics.id, communityLikes.topicId))
    .where(eq(communityLikes.userId, userId))
    .orderBy(asc(communityLikes.createdAt), asc(communityLikes.topicId));
  const iso = <T extends { createdAt: Date }>(row: T) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  });
  return {
    discussions: discussions.map(iso),
    replies: replies.map(iso),
    likes: likes.map(iso),
  };
}
