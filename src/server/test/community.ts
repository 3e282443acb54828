import type { TopicSummary } from '../../shared/schemas/community';
import type { ApiClient } from './api-client';

/** The topic cards of a tab, as the client asks for them. */
export const topicsOf = async (api: ApiClient, tab = 'all'): Promise<TopicSummary[]> =>
  (await api.get(`/api/community/topics?tab=${tab}`)).json;

/** Starts a discussion (premium: in Premium Topics). */
export const startDiscussion = (
  api: ApiClient,
  title: string,
  content = 'What worked for your family?',
  premium = false,
) => api.post('/api/community/topics', { title, content, premium });
