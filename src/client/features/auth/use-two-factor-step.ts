import type { SessionState } from '../../../shared/schemas/auth';
import type { Flash } from '../../lib/flash';
import { usePageNavigation } from '../../lib/page-navigation';
import { useSeedSession } from '../../lib/session-seed';
import { type MfaNavigationState, saveMfaFlow } from './mfa-navigation';

/**
 * The step after a sign-in or a sign-up the server answered with a session waiting for its code:
 * the session goes into the cache (the app's /mfa need not read it again), the flow is kept for
 * the tab (a page load carries no router state), and /mfa opens in place of the form's page.
 */
export function useTwoFactorStep() {
  const { navigate } = usePageNavigation();
  const seedSession = useSeedSession();
  return (session: SessionState, flow: MfaNavigationState, toasts: readonly Flash[]) => {
    seedSession(session);
    saveMfaFlow(flow);
    navigate('/mfa', { replace: true, toasts });
  };
}
