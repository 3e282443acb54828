import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isSessionLost, verifyFailureMessage } from '../../lib/api-error-messages';
import { clearPendingInvitation } from '../../lib/pending-invitation';
import { withPlan } from '../../lib/plan-context';
import { sessionQueryKey } from '../../lib/session';
import { toast } from '../../lib/toast';
import type { SignInWithCode } from './api/auth-requests';
import { type MfaNavigationState, saveMfaFlow } from './mfa-navigation';

/**
 * /mfa's one way to send a second factor (the emailed code, the app's, a recovery code, record
 * 096): the session it answers replaces the pending one and the page leads on; a refusal is said
 * and answers false. `leave` goes back to sign-in; `verified` is set once the page leads on.
 */
export function useFinishTwoFactor(
  flow: MfaNavigationState | null,
  leave: (title: string, description: string) => void,
  verified: RefObject<boolean>,
) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (request: () => Promise<SignInWithCode>): Promise<boolean> => {
      if (!flow) return false;
      try {
        const { success: _success, message, joinedPlan, ...answer } = await request();
        const { recoveryCodesLeft, fewLeft, ...state } = answer as typeof answer & {
          recoveryCodesLeft?: number;
          fewLeft?: boolean;
        };
        // An account made through an invitation is in its plan now: no join page to return to.
        if (joinedPlan) clearPendingInvitation();
        const planName = joinedPlan?.name;
        // The server's English message says which verification it was; the words are ours.
        toast.success(
          message === 'Admin login verified' ? t`Admin login verified` : t`Verification successful`,
          joinedPlan && { description: t`You joined ${planName}.` },
        );
        if (recoveryCodesLeft !== undefined) {
          // A recovery code is used up: the person learns how many are left, warned when few are.
          const few = Boolean(fewLeft);
          const words = t`${plural(recoveryCodesLeft, {
            one: 'You have # recovery code left.',
            other: 'You have # recovery codes left.',
          })}`;
          const show = few ? toast.error : toast.success;
          show(t`Recovery code used`, {
            description: few ? t`${words} Make new codes on your profile page soon.` : words,
          });
        }
        saveMfaFlow(null);
        verified.current = true;
        queryClient.setQueryData(sessionQueryKey, state);
        const next = joinedPlan ? withPlan('/app', joinedPlan.id) : flow.returnTo || '/app';
        navigate(next, { replace: true });
        return true;
      } catch (error) {
        if (isSessionLost(error)) {
          leave(t`Verification failed`, verifyFailureMessage(error));
          return false;
        }
        toast.error(t`Verification failed`, { description: verifyFailureMessage(error) });
        return false;
      }
    },
    [flow, navigate, queryClient, leave, verified, t],
  );
}
