import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CalendarRange } from '../../../../shared/schemas/calendar';
import { apiFetch } from '../../../lib/api';

// The Calendar page's one read: the entries of a range of days (at most the month's 42 visible
// days), in the plan's time zone.

export const calendarQueryKey = ['calendar'] as const;

export function calendarRangeQuery(plan: string | null, from: string, to: string) {
  const params = new URLSearchParams({ from, to });
  if (plan) params.set('plan', plan);
  return queryOptions({
    queryKey: [...calendarQueryKey, plan ?? 'own', from, to] as const,
    queryFn: () => apiFetch<CalendarRange>(`/api/calendar?${params}`),
    // The month just left stays on screen while the next one is read.
    placeholderData: keepPreviousData,
    // Read again on every visit: task changes made on /app since are not seen here otherwise.
    staleTime: 0,
  });
}
