import { useQuery } from '@tanstack/react-query';
import { usePlanParam } from '../../../lib/plan-context';
import { type DashboardScope, dashboardScopeKey, fetchDashboard } from './task-requests';

/**
 * The dashboard's tasks and progress: the overview (the first tasks of each category) or one
 * category's tasks, of the plan the address names. Changes: use-task-changes.ts.
 */
export function useDashboard(scope: DashboardScope) {
  const plan = usePlanParam();
  return useQuery({
    queryKey: dashboardScopeKey(plan, scope),
    queryFn: () => fetchDashboard(plan, scope),
  });
}
