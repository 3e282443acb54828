import { queryOptions } from '@tanstack/react-query';
import type { DeletedItem, RecentlyDeleted } from '../../../../shared/schemas/recently-deleted';
import { apiFetch } from '../../../lib/api';

// A plan's 'Recently deleted' (issue 56, decision record 087): the list, and each kind's restore
// where the thing itself lives (a task and a step under /api/tasks, a document under its plan).

const planPath = (planId: string) => `/api/plans/${encodeURIComponent(planId)}`;

export const recentlyDeletedQueryKey = (planId: string) => ['recently-deleted', planId] as const;

/** `GET /api/plans/:planId/recently-deleted`: newest first. */
export const recentlyDeletedQuery = (planId: string) =>
  queryOptions({
    queryKey: recentlyDeletedQueryKey(planId),
    queryFn: () => apiFetch<RecentlyDeleted>(`${planPath(planId)}/recently-deleted`),
  });

/** Where an item is brought back. */
function restorePath(planId: string, item: DeletedItem): string {
  const plan = `?plan=${encodeURIComponent(planId)}`;
  if (item.kind === 'document') {
    return `${planPath(planId)}/documents/${encodeURIComponent(item.id)}/restore`;
  }
  if (item.kind === 'subtask') {
    return `/api/tasks/${item.taskId}/subtasks/${item.id}/restore${plan}`;
  }
  return `/api/tasks/${item.id}/restore${plan}`;
}

export function restoreItem(planId: string, item: DeletedItem) {
  return apiFetch<unknown>(restorePath(planId, item), { method: 'POST', body: {} });
}
