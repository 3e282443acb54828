import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CategoryId } from '../../../../shared/content/category-ids';
import { CATEGORY_PAGE_TASKS } from '../../../../shared/rules/limits';
import { usePlanParam } from '../../../lib/plan-context';
import { type DashboardScope, dashboardScopeKey, fetchDashboard } from './task-requests';

/**
 * The dashboard's tasks and progress: the overview (the first tasks of each category) or one
 * category's tasks, of the plan the address names; `limit` asks a category for its first tasks
 * only. While a bigger step of the same list loads, the tasks already shown stay. Changes:
 * use-task-changes.ts.
 */
export function useDashboard(scope: DashboardScope, limit?: number, enabled = true) {
  const plan = usePlanParam();
  return useQuery({
    queryKey: dashboardScopeKey(plan, scope, limit),
    queryFn: () => fetchDashboard(plan, scope, limit),
    // Not while the page shows a search of every task, which has its own answer (record 090).
    enabled,
    // Only a smaller step of the same list, of the same plan, stands in.
    placeholderData: (previous, previousQuery) =>
      previousQuery &&
      dashboardScopeKey(plan, scope).every((part, index) => previousQuery.queryKey[index] === part)
        ? previous
        : undefined,
  });
}

/**
 * How many of a category's tasks the dashboard asks for (issue 32): its first page, twice as
 * many at each step as the person scrolls, and all of them once they search (the search looks
 * at every task) or when it opens at one task. Each step reads the list again from its top, so a
 * change made meanwhile, by anyone, is in it; a step is back to the first page when another
 * category opens.
 */
export function useCategoryLimit(categoryId: CategoryId | undefined, openAtTask = false) {
  // Opened at one of its tasks (a search's result, record 090): all of them, so that one is in.
  const first = openAtTask ? 'all' : CATEGORY_PAGE_TASKS;
  const [asked, setAsked] = useState<{ categoryId?: CategoryId; limit: number | 'all' }>({
    categoryId,
    limit: first,
  });
  const current = asked.categoryId === categoryId ? asked.limit : first;
  return {
    limit: categoryId === undefined || current === 'all' ? undefined : current,
    showMore: () => setAsked({ categoryId, limit: current === 'all' ? 'all' : current * 2 }),
    showAll: () => setAsked({ categoryId, limit: 'all' }),
  };
}
