import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { useSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { rememberWelcomeSeen, seenInThisBrowser } from './welcome-seen';

const WelcomeVideoDialog = lazyNamed(() => import('./welcome-video-dialog'), 'WelcomeVideoDialog');

/**
 * The dashboard's welcome video for an account's first visit, on whichever device (record 088).
 * The server knows from the session and draws it with the page, so it is part of the first paint,
 * not a late largest one; its dialog's code loads only for an account that has not closed it. A
 * browser that closed it before the account kept it (the old local flag) is not shown it again:
 * the head script hides it before the first paint, and once hydrated it is recorded and gone.
 */
export function FirstVisitWelcome() {
  const { data: session } = useSession();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const unseen = Boolean(session && !session.user.welcomeSeen);
  const seenHere = hydrated && unseen && seenInThisBrowser();
  useEffect(() => {
    if (seenHere) rememberWelcomeSeen(queryClient);
  }, [seenHere, queryClient]);
  if (!unseen || seenHere) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeVideoDialog />
    </Suspense>
  );
}
