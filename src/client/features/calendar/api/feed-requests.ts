import { queryOptions } from '@tanstack/react-query';
import type { CalendarFeedLink, CalendarFeedState } from '../../../../shared/schemas/calendar';
import { apiFetch } from '../../../lib/api';

// The current user's private calendar feed link to a plan (decision record 047): whether it is on,
// a new one (its address shown once), and turning it off.

const feedPath = (planId: string) => `/api/plans/${encodeURIComponent(planId)}/calendar-feed`;

export const feedStateQueryKey = (planId: string) => ['calendar-feed', planId] as const;

/** `GET /api/plans/:planId/calendar-feed`. */
export const feedStateQuery = (planId: string) =>
  queryOptions({
    queryKey: feedStateQueryKey(planId),
    queryFn: () => apiFetch<CalendarFeedState>(feedPath(planId)),
  });

/** A new link; a live one stops working. */
export function createFeedLink(planId: string) {
  return apiFetch<CalendarFeedLink>(feedPath(planId), { method: 'POST' });
}

export function revokeFeedLink(planId: string) {
  return apiFetch<undefined>(feedPath(planId), { method: 'DELETE' });
}
