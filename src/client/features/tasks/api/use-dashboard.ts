import { useQuery } from '@tanstack/react-query';
import { dashboardQueryKey, fetchDashboard } from './task-requests';

/** The dashboard: categories, the user's tasks and progress. Changes: use-task-changes.ts. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: fetchDashboard });
}
