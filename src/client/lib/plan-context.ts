import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { canEditTasks, canManageMembers } from '../../shared/rules/plan-roles';
import type { PlanSummary } from '../../shared/schemas/plans';
import { apiFetch } from './api';
import { useSession } from './session';

// Which care plan this tab shows. The plan lives in the address (`?plan=id` on /app and /family),
// so a link can be shared and two tabs can show two plans; without it the server uses the
// current user's default plan, the one they chose last (record 077), and so does this file.

export const PLAN_PARAM = 'plan';

export const plansQueryKey = ['plans'] as const;

export const plansQuery = queryOptions({
  queryKey: plansQueryKey,
  queryFn: () => apiFetch<PlanSummary[]>('/api/plans'),
});

/** The plan the server falls back to without `?plan=`, as it says in the list. */
export function defaultPlan(plans: readonly PlanSummary[]): PlanSummary | undefined {
  return plans.find((plan) => plan.isDefault) ?? plans[0];
}

/** The current user chose a plan: it opens by default from now on, on every device (record 077). */
export function markPlanOpened(planId: string): Promise<void> {
  return apiFetch<void>(`/api/plans/${encodeURIComponent(planId)}/opened`, { method: 'POST' });
}

/** The plan id named in the address, or null for the current user's own. */
export function usePlanParam(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get(PLAN_PARAM) || null;
}

/** A path with the plan named, when one is: `/family` → `/family?plan=id`. */
export function withPlan(path: string, planId: string | null): string {
  if (!planId) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${PLAN_PARAM}=${encodeURIComponent(planId)}`;
}

/**
 * The current user's plans and the one this tab shows, with what the current user may do in it. While the
 * plans are read, `plan` is undefined and editing is allowed: the server refuses anyway, and an
 * owner's page should not flicker between read-only and editable.
 */
export function useCurrentPlan() {
  const { data: session } = useSession();
  const planId = usePlanParam();
  const plans = useQuery({ ...plansQuery, enabled: Boolean(session) });
  const list = plans.data ?? [];
  const plan = planId ? list.find((item) => item.id === planId) : defaultPlan(list);
  return {
    /** The id in the address (null: the current user's own), as task requests send it. */
    planId,
    plan,
    plans: list,
    /** The plans are being read, or could not be. */
    loading: plans.isPending,
    loadError: plans.error,
    canEdit: plan ? canEditTasks(plan.role) : true,
    canManage: plan ? canManageMembers(plan.role) : false,
  };
}
