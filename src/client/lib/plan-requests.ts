import { queryOptions } from '@tanstack/react-query';
import type { DocumentList } from '../../shared/schemas/care';
import type { InviteInput, PlanCircle, PlanInvitation } from '../../shared/schemas/plans';
import { apiFetch } from './api';

// The care circle's requests that more than one feature makes: the circle itself (the Family
// page's table; the task cards' assignees and 'Completed by'), an invitation (the Family page
// and /profile), and the plan's documents (the Care profile page; the task cards, whose chunk
// already loads this module, so reading them adds no script to /app: issue 35). The Family page's own changes are in features/family/api/.

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

export const documentsQueryKey = (planId: string) => ['plan-documents', planId] as const;

/** `GET /api/plans/:planId/documents`: the plan's documents (never their bytes) and its quota. */
export const documentsQuery = (planId: string) =>
  queryOptions({
    queryKey: documentsQueryKey(planId),
    queryFn: () => apiFetch<DocumentList>(`/api/plans/${encodeURIComponent(planId)}/documents`),
  });

/** Where a member downloads a document (an attachment; members only). */
export const documentPath = (planId: string, documentId: string) =>
  `/api/plans/${encodeURIComponent(planId)}/documents/${encodeURIComponent(documentId)}`;
