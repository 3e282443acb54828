import { PRODUCT_NAME } from '../routes';
import { DISCUSSION_CONTENT_MAX_LENGTH, DISCUSSION_TITLE_MAX_LENGTH } from '../rules/limits';
import { tooLongMessage } from '../rules/text';
import { displayNameSchema } from './account';
import { plainText } from './text';
import { z } from './zod';

// The community contract shared by the server and /community (spec section 2, decision D3).

export const communityMessages = {
  titleRequired: 'Discussion Title is required',
  titleTooLong: tooLongMessage('Discussion Title', DISCUSSION_TITLE_MAX_LENGTH),
  contentRequired: 'Discussion Content is required',
  contentTooLong: tooLongMessage('Discussion Content', DISCUSSION_CONTENT_MAX_LENGTH),
  replyRequired: 'Reply is required',
  replyTooLong: tooLongMessage('Reply', DISCUSSION_CONTENT_MAX_LENGTH),
} as const;

// A post is kept exactly as typed (record 033): its line breaks and indents are the member's
// layout. Only a post of nothing but spaces and line breaks is refused, as empty.
const content = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .refine((value) => value.trim() !== '', { error: required, abort: true })
    .pipe(plainText({ max: DISCUSSION_CONTENT_MAX_LENGTH, tooLong, multiline: true }));

export const createTopicSchema = z.object({
  title: z.string({ error: communityMessages.titleRequired }).pipe(
    plainText({
      max: DISCUSSION_TITLE_MAX_LENGTH,
      tooLong: communityMessages.titleTooLong,
      trim: true,
    }).min(1, { error: communityMessages.titleRequired }),
  ),
  content: content(communityMessages.contentRequired, communityMessages.contentTooLong),
  /** Premium members may start a discussion in Premium Topics. */
  premium: z.boolean().optional().default(false),
  /** A member without a display name may choose one with their post; empty keeps none. */
  displayName: displayNameSchema.optional(),
});
export type CreateTopicInput = z.input<typeof createTopicSchema>;
/** The new-topic form's values once checked: an empty display name is null. */
export type CreateTopicValues = z.output<typeof createTopicSchema>;

export const createReplySchema = z.object({
  content: content(communityMessages.replyRequired, communityMessages.replyTooLong),
  displayName: displayNameSchema.optional(),
});
export type CreateReplyInput = z.input<typeof createReplySchema>;
export type CreateReplyValues = z.output<typeof createReplySchema>;

export const topicTabs = ['all', 'mine', 'premium'] as const;
export type TopicTab = (typeof topicTabs)[number];

/**
 * Who the sample discussions a new install starts with are by (decision D3): the team, as
 * examples, not the invented members the spec signs them with (issue 56, decision record 093).
 */
export const EXAMPLE_TOPIC_AUTHOR = `${PRODUCT_NAME} team (example)`;

/** A topic card: the counts are the real ones, worked out by the server. */
export type TopicSummary = {
  id: string;
  title: string;
  author: string;
  category: string | null;
  isPremium: boolean;
  /** One of the sample discussions the product starts with, by EXAMPLE_TOPIC_AUTHOR. */
  example: boolean;
  createdAt: string;
  lastActive: string;
  replies: number;
  participants: number;
  likes: number;
  likedByMe: boolean;
  mine: boolean;
};

export type Reply = {
  id: string;
  author: string;
  content: string;
  createdAt: string;
  mine: boolean;
};

export type TopicDetail = TopicSummary & { content: string; replyList: Reply[] };
