import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// The caregivers' community (decision D3): discussions, replies and likes, kept for real. An
// account's posts go with the account.
export const communityTopics = pgTable(
  'community_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the sample topics the product starts with. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The sample topics' authors, who have no account. A member's posts show the member's
     * display name as it is now (record 033), so nothing is stored here for them.
     */
    authorName: text('author_name'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category'),
    isPremium: boolean('is_premium').notNull().default(false),
    /** The sample topic this row was seeded from, so seeding twice adds nothing. */
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('community_topics_last_active_idx').on(table.lastActiveAt),
    index('community_topics_author_idx').on(table.authorId),
    uniqueIndex('community_topics_seed_key_unique').on(table.seedKey),
  ],
);

export const communityReplies = pgTable(
  'community_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('community_replies_topic_idx').on(table.topicId, table.createdAt)],
);

export const communityLikes = pgTable(
  'community_likes',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.topicId, table.userId] })],
);
