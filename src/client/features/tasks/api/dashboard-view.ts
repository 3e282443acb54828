import type { QueryClient } from '@tanstack/react-query';
import { type CategoryId, categoryIds } from '../../../../shared/content/category-ids';
import { CATEGORY_PAGE_TASKS } from '../../../../shared/rules/limits';
import type { ApiReader } from '../../../../shared/server-rendered-page';
import { categoryParamOf } from '../../../lib/category-location';
import { PLAN_PARAM } from '../../../lib/plan-context';
import { assignedFilterOf } from '../components/assignment-filter';
import {
  type AssignedFilter,
  assignedScope,
  type DashboardScope,
  dashboardPath,
  dashboardScopeKey,
} from './task-requests';

/** What /app shows for its address: a category, the filter's list, or the overview. */
export type DashboardView = {
  /** The category named in the address, when it is one of the seven. */
  category: CategoryId | undefined;
  /** The 'Show' filter; never for the demo account, whose dashboard has none. */
  filter: AssignedFilter | null;
  scope: DashboardScope;
};

export function dashboardViewOf(searchParams: URLSearchParams, isDemo: boolean): DashboardView {
  const named = categoryParamOf(searchParams);
  const category = categoryIds.find((id) => id === named);
  const filter = isDemo ? null : assignedFilterOf(searchParams);
  return { category, filter, scope: category ?? (filter ? assignedScope(filter) : 'overview') };
}

/**
 * The dashboard's first answer, read on the server for a page rendered there (record 054): the
 * same request, under the same cache key, as DashboardPage makes first (a category: its first
 * page), so the browser does not ask for it again.
 */
export async function preloadDashboard(
  queryClient: QueryClient,
  url: URL,
  readApi: ApiReader,
  isDemo: boolean,
): Promise<void> {
  const plan = url.searchParams.get(PLAN_PARAM) || null;
  const { category, scope } = dashboardViewOf(url.searchParams, isDemo);
  const limit = category ? CATEGORY_PAGE_TASKS : undefined;
  const answer = await readApi(dashboardPath(plan, scope, limit));
  if (answer !== undefined) queryClient.setQueryData(dashboardScopeKey(plan, scope, limit), answer);
}
