import { useQuery } from '@tanstack/react-query';
import { usePlanParam } from '../../../lib/plan-context';
import { fetchTaskSearch, taskSearchKey } from './task-requests';

/**
 * The search of every task of the plan shown (record 090); `enabled` false for a search the
 * page refuses itself. Kept as long as the app's other reads (30 s), so the server-rendered
 * results are not read again as the page is hydrated.
 */
export function useTaskSearch(query: string, enabled: boolean) {
  const plan = usePlanParam();
  return useQuery({
    queryKey: taskSearchKey(plan, query),
    queryFn: () => fetchTaskSearch(plan, query),
    enabled,
  });
}
