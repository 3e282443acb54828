import { queryOptions } from '@tanstack/react-query';
import type {
  CreateReplyInput,
  CreateTopicInput,
  TopicDetail,
  TopicSummary,
  TopicTab,
} from '../../../../shared/schemas/community';
import { apiFetch } from '../../../lib/api';

// One function per API call of the community, and the queries the page reads.

export const communityQueryKey = ['community'] as const;

export const topicsQuery = (tab: TopicTab) =>
  queryOptions({
    queryKey: [...communityQueryKey, 'topics', tab],
    queryFn: () => apiFetch<TopicSummary[]>(`/api/community/topics?tab=${tab}`),
  });

export const topicQuery = (topicId: string) =>
  queryOptions({
    queryKey: [...communityQueryKey, 'topic', topicId],
    queryFn: () => apiFetch<TopicDetail>(`/api/community/topics/${topicId}`),
  });

export function createTopic(input: CreateTopicInput) {
  return apiFetch<TopicSummary>('/api/community/topics', { method: 'POST', body: input });
}

export function replyToTopic(topicId: string, input: CreateReplyInput) {
  return apiFetch<TopicDetail>(`/api/community/topics/${topicId}/replies`, {
    method: 'POST',
    body: input,
  });
}

export function likeTopic(topicId: string) {
  return apiFetch<TopicSummary>(`/api/community/topics/${topicId}/like`, {
    method: 'POST',
    body: {},
  });
}

export function deleteTopic(topicId: string) {
  return apiFetch<{ success: true }>(`/api/community/topics/${topicId}`, { method: 'DELETE' });
}
