import { queryOptions } from '@tanstack/react-query';
import type { InviteInput, PlanCircle, PlanInvitation } from '../../shared/schemas/plans';
import { apiFetch } from './api';

// The care circle's requests that more than one feature makes: the circle itself (the Family
// page's table; the task cards' assignees and 'Completed by') and an invitation (the Family page
// and /profile). The Family page's own changes are in features/family/api/.

export const circleQueryKey = (planId: string) => ['plan-circle', planId] as const;

/** `GET /api/plans/:planId/members`: members with their figures; invitations for owners. */
export const circleQuery = (planId: string) =>
  queryOptions({
    queryKey: circleQueryKey(planId),
    queryFn: () => apiFetch<PlanCircle>(`/api/plans/${encodeURIComponent(planId)}/members`),
  });

export function inviteMember(planId: string, input: InviteInput) {
  return apiFetch<PlanInvitation>(`/api/plans/${encodeURIComponent(planId)}/invitations`, {
    method: 'POST',
    body: input,
  });
}
