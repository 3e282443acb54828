import { useQuery } from '@tanstack/react-query';
import { type DashboardScope, dashboardScopeKey, fetchDashboard } from './task-requests';

/**
 * The dashboard's tasks and progress: the overview (the first tasks of each category) or one
 * category's tasks. Changes: use-task-changes.ts.
 */
export function useDashboard(scope: DashboardScope) {
  return useQuery({ queryKey: dashboardScopeKey(scope), queryFn: () => fetchDashboard(scope) });
}
