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
        toast.success(
          message === 'Admin login verified' ? 'Admin login verified' : 'Verification successful',
          joinedPlan && { description: `You joined ${joinedPlan.name}.` },
        );
        if (recoveryCodesLeft !== undefined) sayCodesLeft(recoveryCodesLeft, Boolean(fewLeft));
        saveMfaFlow(null);
        verified.current = true;
        queryClient.setQueryData(sessionQueryKey, state);
        const next = joinedPlan ? withPlan('/app', joinedPlan.id) : flow.returnTo || '/app';
        navigate(next, { replace: true });
        return true;
      } catch (error) {
        if (isSessionLost(error)) {
          leave('Verification failed', verifyFailureMessage(error));
          return false;
        }
        toast.error('Verification failed', { description: verifyFailureMessage(error) });
        return false;
      }
    },
    [flow, navigate, queryClient, leave, verified],
  );
}

/** A recovery code is used up: the person learns how many are left, warned when few are. */
function sayCodesLeft(left: number, few: boolean) {
  const words = `You have ${left} recovery code${left === 1 ? '' : 's'} left.`;
  const show = few ? toast.error : toast.success;
  show('Recovery code used', {
    description: few ? `${words} Make new codes on your profile page soon.` : words,
  });
}
