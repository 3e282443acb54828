import type { QueryKey } from '@tanstack/react-query';
import type { CategoryId } from '../../../../shared/content/category-ids';
import type { SubtaskScheduleInput, TaskScheduleInput } from '../../../../shared/schemas/calendar';
import type {
  AddSubtaskInput,
  CreateTaskInput,
  Dashboard,
  TaskChange,
  TaskRemoval,
  TaskSearchAnswer,
  UpdateTaskInput,
} from '../../../../shared/schemas/tasks';
import { apiFetch } from '../../../lib/api';

// One function per API call of the care-task feature. Every change answers the task as stored
// and the new progress, so the dashboard updates without reloading everything. Each takes the
// plan the tab shows (`?plan=`; null: the current user's own), and sends it, so a task of another
// plan is read and changed in that plan.

/**
 * Every cached answer that holds tasks starts with this key: the overview the dashboard opens
 * with (the first tasks of each category, decision record 042) and each category opened.
 */
export const dashboardQueryKey = ['dashboard'] as const;

/** Who the dashboard's filter lists: tasks assigned to the current user, or to no one. */
export type AssignedFilter = 'me' | 'none';

/** What a cached answer holds: the overview, one category's tasks, or the filter's tasks. */
export type DashboardScope = 'overview' | CategoryId | `assigned-${AssignedFilter}`;

export const assignedScope = (filter: AssignedFilter) => `assigned-${filter}` as const;

/** The plan part of a cache key: switching plans never shows another plan's cached tasks. */
const planKey = (plan: string | null) => plan ?? 'own';

export const dashboardPlanKey = (plan: string | null) => [...dashboardQueryKey, planKey(plan)];

/** `limit`: a category asked for its first tasks only (issue 32); the key keeps each step apart. */
export const dashboardScopeKey = (plan: string | null, scope: DashboardScope, limit?: number) =>
  limit === undefined
    ? ([...dashboardQueryKey, planKey(plan), scope] as const)
    : ([...dashboardQueryKey, planKey(plan), scope, limit] as const);

export const scopeOf = (queryKey: QueryKey) => queryKey[2] as DashboardScope;

/** `path` with `?plan=` (or `&plan=`) when the tab names a plan. */
function inPlan(path: string, plan: string | null): string {
  if (!plan) return path;
  return `${path}${path.includes('?') ? '&' : '?'}plan=${encodeURIComponent(plan)}`;
}

/** The API path of a cached answer: the server reads it with this path too (record 054). */
export function dashboardPath(plan: string | null, scope: DashboardScope, limit?: number): string {
  if (scope === 'overview') return inPlan('/api/tasks/overview', plan);
  if (scope.startsWith('assigned-')) {
    return inPlan(`/api/tasks?assigned=${scope.slice('assigned-'.length)}`, plan);
  }
  const first = limit === undefined ? '' : `&limit=${limit}`;
  return inPlan(`/api/tasks?category=${encodeURIComponent(scope)}${first}`, plan);
}

export function fetchDashboard(plan: string | null, scope: DashboardScope, limit?: number) {
  return apiFetch<Dashboard>(dashboardPath(plan, scope, limit));
}

/**
 * The search of every task (record 090), cached apart from the dashboard's answers: it holds no
 * tasks for the optimistic merge, only where each matched.
 */
export const taskSearchKey = (plan: string | null, query: string) =>
  ['task-search', planKey(plan), query] as const;

/** The search's API path: the server reads it with this path too (record 054). */
export const taskSearchPath = (plan: string | null, query: string) =>
  inPlan(`/api/tasks/search?${new URLSearchParams({ q: query })}`, plan);

export function fetchTaskSearch(plan: string | null, query: string) {
  return apiFetch<TaskSearchAnswer>(taskSearchPath(plan, query));
}

export function createTask(plan: string | null, input: CreateTaskInput) {
  return apiFetch<TaskChange>(inPlan('/api/tasks', plan), { method: 'POST', body: input });
}

export function updateTask(plan: string | null, taskId: string, input: UpdateTaskInput) {
  return apiFetch<TaskChange>(inPlan(`/api/tasks/${taskId}`, plan), {
    method: 'PATCH',
    body: input,
  });
}

export function deleteTask(plan: string | null, taskId: string) {
  return apiFetch<TaskRemoval>(inPlan(`/api/tasks/${taskId}`, plan), { method: 'DELETE' });
}

export function toggleTask(plan: string | null, taskId: string) {
  return apiFetch<TaskChange>(inPlan(`/api/tasks/${taskId}/toggle`, plan), {
    method: 'POST',
    body: {},
  });
}

/** Undo of a tick (decision D13): the task and the steps its tick marked done open again. */
export function undoCompletion(plan: string | null, taskId: string) {
  return apiFetch<TaskChange>(inPlan(`/api/tasks/${taskId}/undo-complete`, plan), {
    method: 'POST',
    body: {},
  });
}

export function addSubtask(plan: string | null, taskId: string, input: AddSubtaskInput) {
  return apiFetch<TaskChange>(inPlan(`/api/tasks/${taskId}/subtasks`, plan), {
    method: 'POST',
    body: input,
  });
}

export function toggleSubtask(plan: string | null, taskId: string, subtaskId: string) {
  return apiFetch<TaskChange>(inPlan(`/api/tasks/${taskId}/subtasks/${subtaskId}/toggle`, plan), {
    method: 'POST',
    body: {},
  });
}

export function deleteSubtask(plan: string | null, taskId: string, subtaskId: string) {
  return apiFetch<TaskChange>(inPlan(`/api/tasks/${taskId}/subtasks/${subtaskId}`, plan), {
    method: 'DELETE',
  });
}

export function setTaskSchedule(plan: string | null, taskId: string, input: TaskScheduleInput) {
  return apiFetch<TaskChange>(inPlan(`/api/tasks/${taskId}/schedule`, plan), {
    method: 'PUT',
    body: input,
  });
}

export function setSubtaskSchedule(
  plan: string | null,
  taskId: string,
  subtaskId: string,
  input: SubtaskScheduleInput,
) {
  return apiFetch<TaskChange>(inPlan(`/api/tasks/${taskId}/subtasks/${subtaskId}/schedule`, plan), {
    method: 'PUT',
    body: input,
  });
}

/** Where 'Add to calendar' downloads the task's .ics from. */
export const taskCalendarFileUrl = (plan: string | null, taskId: string) =>
  inPlan(`/api/tasks/${taskId}/calendar.ics`, plan);
