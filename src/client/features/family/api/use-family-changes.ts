import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanCircle } from '../../../../shared/schemas/plans';
import { notifyRefused } from '../../../lib/notify-refused';
import { plansQueryKey } from '../../../lib/plan-context';
import { circleQueryKey } from '../../../lib/plan-requests';
import { toast } from '../../../lib/toast';
import * as requests from './family-requests';

// The Family page's changes. Each shows the circle the server answers (or reads it again), and
// the header's plan list is read again: a name or a role in it may have changed. Its toasts'
// words are descriptors, written in the page's language when the answer comes.

function useCircleChange<V>(
  planId: string,
  options: {
    request: (variables: V) => Promise<unknown>;
    success: (variables: V) => MessageDescriptor;
    failure: MessageDescriptor;
  },
) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.request,
    onSuccess: (answer, variables) => {
      const circle = answer as Partial<PlanCircle> | undefined;
      if (circle?.members) queryClient.setQueryData(circleQueryKey(planId), circle);
      else void queryClient.invalidateQueries({ queryKey: circleQueryKey(planId) });
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
      toast.success(i18n._(options.success(variables)));
    },
    onError: (error) => notifyRefused(error, i18n._(options.failure)),
  });
}

export const useRenamePlan = (planId: string) =>
  useCircleChange<string>(planId, {
    request: (name) => requests.renamePlan(planId, name),
    success: () => msg`Plan renamed`,
    failure: msg`Could not rename the plan`,
  });

export const useChangeRole = (planId: string) =>
  useCircleChange<{ userId: string; name: string; role: PlanCircle['members'][number]['role'] }>(
    planId,
    {
      request: ({ userId, role }) => requests.changeRole(planId, userId, role),
      success: ({ name }) => msg`Role changed for ${name}`,
      failure: msg`Could not change the role`,
    },
  );

export const useRemoveMember = (planId: string) =>
  useCircleChange<{ userId: string; name: string }>(planId, {
    request: ({ userId }) => requests.removeMember(planId, userId),
    success: ({ name }) => msg`${name} was removed from the plan`,
    failure: msg`Could not remove the member`,
  });

export const useTransferOwnership = (planId: string) =>
  useCircleChange<{ userId: string; name: string }>(planId, {
    request: ({ userId }) => requests.transferOwnership(planId, userId),
    success: ({ name }) => msg`${name} now owns the plan`,
    failure: msg`Could not transfer ownership`,
  });

export const useRevokeInvitation = (planId: string) =>
  useCircleChange<{ invitationId: string; email: string }>(planId, {
    request: ({ invitationId }) => requests.revokeInvitation(planId, invitationId),
    success: ({ email }) => msg`Invitation to ${email} revoked`,
    failure: msg`Could not revoke the invitation`,
  });

/** A plan of one's own: it is listed in the header, and it opens. */
export function useStartOwnPlan(onStarted: (planId: string) => void) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => requests.startOwnPlan(name),
    onSuccess: (plan) => {
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
      const { name } = plan;
      toast.success(i18n._(msg`${name} is ready`), {
        description: i18n._(msg`Its checklist is yours to fill in.`),
      });
      onStarted(plan.id);
    },
    onError: (error) => notifyRefused(error, i18n._(msg`Could not start the plan`)),
  });
}

/** Leaving: the plan is no longer the current user's, so everything cached about plans is read again. */
export function useLeavePlan(planId: string, onLeft: () => void) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requests.leavePlan(planId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: circleQueryKey(planId) });
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
      toast.success(i18n._(msg`You left the plan`));
      onLeft();
    },
    onError: (error) => notifyRefused(error, i18n._(msg`Could not leave the plan`)),
  });
}

export const useSetPlanTimeZone = (planId: string) =>
  useCircleChange<string>(planId, {
    request: (timeZone) => requests.setPlanTimeZone(planId, timeZone),
    success: (timeZone) => msg`Time zone set to ${timeZone}`,
    failure: msg`Could not set the time zone`,
  });
