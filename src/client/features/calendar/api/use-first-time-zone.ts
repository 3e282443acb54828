import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localTimeZone } from '../../../../shared/format';
import type { PlanSummary } from '../../../../shared/schemas/plans';
import { apiFetch } from '../../../lib/api';
import { plansQueryKey } from '../../../lib/plan-context';

// A plan has no time zone until one is set, and is read in UTC meanwhile (decision record 047).
// A family in Chicago whose plan never got its zone at sign-up (a plain form post, an invitee's
// own plan) would read 'Times are in UTC': the first owner or caregiver to open its calendar
// gives it their browser's instead, before the calendar is read (issue 56, record 093).

function adoptTimeZone(planId: string) {
  return apiFetch<PlanSummary>(`/api/plans/${encodeURIComponent(planId)}/time-zone/adopt`, {
    method: 'POST',
    body: { timeZone: localTimeZone() },
  });
}

/**
 * Gives the plan the browser's zone when it has none and the current user may schedule in it;
 * answers whether the calendar may be read now: once the plans are known and any such offer has
 * been answered (a refused one too: the calendar then says the zone it is read in).
 */
export function useFirstTimeZone(plan: PlanSummary | undefined, plansLoading: boolean): boolean {
  const queryClient = useQueryClient();
  const needed = plan?.timeZone === null && (plan.role === 'owner' || plan.role === 'caregiver');
  const adopt = useMutation({
    mutationFn: adoptTimeZone,
    onSuccess: (adopted) =>
      queryClient.setQueryData<PlanSummary[]>(plansQueryKey, (plans) =>
        plans?.map((each) => (each.id === adopted.id ? adopted : each)),
      ),
  });
  const { isIdle, mutate } = adopt;
  useEffect(() => {
    if (needed && plan && isIdle) mutate(plan.id);
  }, [needed, plan, isIdle, mutate]);
  if (plansLoading) return false;
  return !needed || adopt.isSuccess || adopt.isError;
}
