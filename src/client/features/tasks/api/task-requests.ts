import type { QueryKey } from '@tanstack/react-query';
import type { CategoryId } from '../../../../shared/content/category-ids';
import type {
  AddSubtaskInput,
  CreateTaskInput,
  Dashboard,
  TaskChange,
  TaskRemoval,
  UpdateTaskInput,
} from '../../../../shared/schemas/tasks';
import { apiFetch } from '../../../lib/api';

// One function per API call of the care-task feature. Every change answers the task as stored
// and the new progress, so the dashboard updates without reloading everything.

/**
 * Every cached answer that holds tasks starts with this key: the overview the dashboard opens
 * with (the first tasks of each category, decision record 042) and each category opened.
 */
export const dashboardQueryKey = ['dashboard'] as const;

/** What a cached answer holds: the overview, or one category's tasks. */
export type DashboardScope = 'overview' | CategoryId;

export const dashboardScopeKey = (scope: DashboardScope) => [...dashboardQueryKey, scope] as const;

export const scopeOf = (queryKey: QueryKey) => queryKey[1] as DashboardScope;

export function fetchDashboard(scope: DashboardScope) {
  if (scope === 'overview') return apiFetch<Dashboard>('/api/tasks/overview');
  return apiFetch<Dashboard>(`/api/tasks?category=${encodeURIComponent(scope)}`);
}

export function createTask(input: CreateTaskInput) {
  return apiFetch<TaskChange>('/api/tasks', { method: 'POST', body: input });
}

export function updateTask(taskId: string, input: UpdateTaskInput) {
  return apiFetch<TaskChange>(`/api/tasks/${taskId}`, { method: 'PATCH', body: input });
}

export function deleteTask(taskId: string) {
  return apiFetch<TaskRemoval>(`/api/tasks/${taskId}`, { method: 'DELETE' });
}

export function toggleTask(taskId: string) {
  return apiFetch<TaskChange>(`/api/tasks/${taskId}/toggle`, { method: 'POST', body: {} });
}

export function addSubtask(taskId: string, input: AddSubtaskInput) {
  return apiFetch<TaskChange>(`/api/tasks/${taskId}/subtasks`, { method: 'POST', body: input });
}

export function toggleSubtask(taskId: string, subtaskId: string) {
  return apiFetch<TaskChange>(`/api/tasks/${taskId}/subtasks/${subtaskId}/toggle`, {
    method: 'POST',
    body: {},
  });
}

export function deleteSubtask(taskId: string, subtaskId: string) {
  return apiFetch<TaskChange>(`/api/tasks/${taskId}/subtasks/${subtaskId}`, {
    method: 'DELETE',
  });
}
