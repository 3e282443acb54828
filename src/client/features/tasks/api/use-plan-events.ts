import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { planRoleLabels } from '../../../../shared/rules/plan-roles';
import type { PlanChange, PlanRoleEvent } from '../../../../shared/schemas/plan-events';
import { PAGE_ID } from '../../../lib/page-id';
import { toast } from '../../../lib/toast';
import { dashboardQueryKey } from './task-requests';

// Live updates of the plan the dashboard shows (decision record 046): the server's stream of the
// plan's changes, ids only, and the cached tasks are refetched from the API. `resync` comes on
// every (re)connection, so a page that was offline or asleep catches up as soon as it is back.
// A person's streams are capped (LIVE_STREAM_LIMITS): a newer tab's stream replaces the oldest,
// which is told `replaced` and stays closed until its page is looked at again (shown or focused):
// reopening at once would replace another tab's stream, and that tab this one's, without end.

/** The header's list of the current user's plans (`GET /api/plans`): roles live there. */
const planListQueryKey = ['plans'] as const;

/** While a server restarts, a stream is refused (503): the browser gives up, so we try again. */
const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

export function usePlanEvents(shownPlanId: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The plan last shown: while another scope of the dashboard loads there is no answer, and the
  // stream stays open rather than closing and opening again at each category opened.
  const [planId, setPlanId] = useState(shownPlanId);
  if (shownPlanId && shownPlanId !== planId) setPlanId(shownPlanId);

  useEffect(() => {
    // No plan yet, or no EventSource (the build's prerendering, old browsers): nothing live.
    if (!planId || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stale = false;
    let replaced = false;

    // A refetch while the current user's own change is on its way would bring back data without it
    // and undo the change's optimistic update on screen (record 029): it waits until their
    // changes settle.
    const refetchNow = () => {
      stale = false;
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    };
    const refetch = () => {
      stale = true;
      if (queryClient.isMutating() === 0) refetchNow();
    };
    const stopWaiting = queryClient.getMutationCache().subscribe(() => {
      if (stale && queryClient.isMutating() === 0) refetchNow();
    });

    const open = () => {
      const stream = new EventSource(`/api/plans/${encodeURIComponent(planId)}/events`);
      source = stream;
      stream.addEventListener('open', () => {
        failures = 0;
      });
      stream.addEventListener('resync', refetch);
      stream.addEventListener('change', (event) => {
        // This page's own change: its answer is already on screen (the optimistic update,
        // settled); another tab or person's is read again.
        const change = JSON.parse((event as MessageEvent<string>).data) as PlanChange;
        if (change.page !== PAGE_ID) refetch();
      });
      stream.addEventListener('role', (event) => {
        const { role } = JSON.parse((event as MessageEvent<string>).data) as PlanRoleEvent;
        void queryClient.invalidateQueries({ queryKey: planListQueryKey });
        // Written in the browser, after the event: through the page's one Lingui instance.
        const roleName = planRoleLabels[role];
        toast(t`Your role in this care plan is now ${roleName}.`);
      });
      stream.addEventListener('removed', () => {
        stream.close();
        void queryClient.invalidateQueries({ queryKey: planListQueryKey });
        void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
        toast.error(t`You are no longer a member of that care plan.`, {
          description: t`Here is the checklist of another of your care plans.`,
        });
        navigate('/app', { replace: true });
      });
      stream.addEventListener('replaced', () => {
        stream.close();
        replaced = true;
      });
      stream.addEventListener('error', () => {
        // A dropped connection is retried by the browser itself; a refused one is not; a
        // replaced one waits for its page to be looked at (and one left behind is done).
        if (replaced || stream !== source || stream.readyState !== EventSource.CLOSED) return;
        const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
        failures += 1;
        retry = setTimeout(open, wait);
      });
    };
    open();

    // The person came back to this page: it takes a stream again (its `resync` refetches).
    const resume = () => {
      if (!replaced || document.visibilityState !== 'visible') return;
      replaced = false;
      open();
    };
    window.addEventListener('focus', resume);
    document.addEventListener('visibilitychange', resume);

    return () => {
      clearTimeout(retry);
      source?.close();
      stopWaiting();
      window.removeEventListener('focus', resume);
      document.removeEventListener('visibilitychange', resume);
    };
  }, [planId, queryClient, navigate]);
}
