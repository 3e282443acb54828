import type { QueryClient } from '@tanstack/react-query';
import { type CategoryId, categoryIds } from '../../../../shared/content/category-ids';
import { CATEGORY_PAGE_TASKS } from '../../../../shared/rules/limits';
import type { ApiReader } from '../../../../shared/server-rendered-page';
import { categoryParamOf, taskParamOf } from '../../../lib/category-location';
import { PLAN_PARAM } from '../../../lib/plan-context';
import { assignedFilterOf } from '../components/assignment-filter';
import {
  type AssignedFilter,
  assignedScope,
  type DashboardScope,
  dashboardPath,
  dashboardScopeKey,
  taskSearchKey,
  taskSearchPath,
} from './task-requests';

/** The address parameter of the dashboard's search of every task (record 090): `/app?q=`. */
export const SEARCH_PARAM = 'q';

/** The address parameter of the overview by stage (issue 58): `/app?view=stages`. */
const VIEW_PARAM = 'view';
const STAGES_VIEW = 'stages';

/** The overview's address by stage or by category, the plan and any filter kept. */
export function overviewAddress(searchParams: URLSearchParams, byStage: boolean): string {
  const params = new URLSearchParams(searchParams);
  if (byStage) params.set(VIEW_PARAM, STAGES_VIEW);
  else params.delete(VIEW_PARAM);
  return params.size > 0 ? `/app?${params}` : '/app';
}

/** What /app shows for its address: a category, the filter's list, or the overview. */
export type DashboardView = {
  /** The category named in the address, when it is one of the seven. */
  category: CategoryId | undefined;
  /** The 'Show' filter; never for the demo account, whose dashboard has none. */
  filter: AssignedFilter | null;
  scope: DashboardScope;
  /**
   * The search of every task, trimmed, when the address holds one and names no category (a
   * category's own search is its list's); null otherwise.
   */
  search: string | null;
  /** The task a category opens at (a search's result): the category is read whole. */
  linkedTask: string | null;
  /** The overview by stage rather than by category (record 098). */
  byStage: boolean;
};

export function dashboardViewOf(searchParams: URLSearchParams, isDemo: boolean): DashboardView {
  const named = categoryParamOf(searchParams);
  const category = categoryIds.find((id) => id === named);
  const filter = isDemo ? null : assignedFilterOf(searchParams);
  const typed = searchParams.get(SEARCH_PARAM)?.trim() || null;
  return {
    category,
    filter,
    scope: category ?? (filter ? assignedScope(filter) : 'overview'),
    search: category ? null : typed,
    linkedTask: category ? taskParamOf(searchParams) : null,
    byStage: searchParams.get(VIEW_PARAM) === STAGES_VIEW,
  };
}

/**
 * The dashboard's first answer, read on the server for a page rendered there (record 054): the
 * same request, under the same cache key, as DashboardPage makes first (a category: its first
 * page, or all of it to open at a task; a search: its results), so the browser does not ask for
 * it again.
 */
export async function preloadDashboard(
  queryClient: QueryClient,
  url: URL,
  readApi: ApiReader,
  isDemo: boolean,
): Promise<void> {
  const plan = url.searchParams.get(PLAN_PARAM) || null;
  const { category, scope, search, linkedTask } = dashboardViewOf(url.searchParams, isDemo);
  if (search !== null) {
    // A search the server refuses is not cached: the results say why (search-results.tsx).
    const found = await readApi(taskSearchPath(plan, search));
    if (found !== undefined) queryClient.setQueryData(taskSearchKey(plan, search), found);
    return;
  }
  const limit = category && !linkedTask ? CATEGORY_PAGE_TASKS : undefined;
  const answer = await readApi(dashboardPath(plan, scope, limit));
  if (answer !== undefined) queryClient.setQueryData(dashboardScopeKey(plan, scope, limit), answer);
}
