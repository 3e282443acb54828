import { queryOptions } from '@tanstack/react-query';
import type {
  CareProfileAnswer,
  DocumentList,
  DocumentSummary,
  SaveCareProfileInput,
} from '../../shared/schemas/care';
import { apiFetch } from './api';
import { documentPath } from './plan-requests';

// A plan's care profile and documents (issue 35), read by more than one feature: the Care
// profile page edits them, the emergency sheet shows the profile. The documents' list is read
// in plan-requests.ts, which the dashboard already loads, for the task cards.

const planPath = (planId: string) => `/api/plans/${encodeURIComponent(planId)}`;

export const careProfileQueryKey = (planId: string) => ['care-profile', planId] as const;

/** `GET /api/plans/:planId/care-profile`: the profile, its version and when it was read. */
export const careProfileQuery = (planId: string) =>
  queryOptions({
    queryKey: careProfileQueryKey(planId),
    queryFn: () => apiFetch<CareProfileAnswer>(`${planPath(planId)}/care-profile`),
  });

/** `PUT /api/plans/:planId/care-profile`: a stale version is refused with 409 edit_conflict. */
export function saveCareProfile(planId: string, input: SaveCareProfileInput) {
  return apiFetch<CareProfileAnswer>(`${planPath(planId)}/care-profile`, {
    method: 'PUT',
    body: input,
  });
}

/**
 * `POST /api/plans/:planId/documents`: one file, to the plan or, with `taskId`, attached to one
 * of its tasks. The server reads the type from the bytes and decides the limits.
 */
export function uploadDocument(planId: string, file: File, taskId?: string) {
  const form = new FormData();
  form.set('file', file);
  if (taskId) form.set('taskId', taskId);
  return apiFetch<DocumentSummary>(`${planPath(planId)}/documents`, { method: 'POST', body: form });
}

/** `DELETE /api/plans/:planId/documents/:documentId`: answers the plan's documents left. */
export function deleteDocument(planId: string, documentId: string) {
  return apiFetch<DocumentList>(documentPath(planId, documentId), { method: 'DELETE' });
}
