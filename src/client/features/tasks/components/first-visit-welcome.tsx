import { Suspense } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { useHydrated } from '../../../lib/use-hydrated';
import { hasSeenWelcome } from './welcome-seen';

const WelcomeVideoDialog = lazyNamed(() => import('./welcome-video-dialog'), 'WelcomeVideoDialog');

/**
 * The dashboard's welcome video for a first visit. Its dialog's code loads only for a browser
 * that has not dismissed it: a returning family, nearly every visit, loads none of it. Read
 * once the page is hydrated (the server cannot know, and rendered nothing).
 */
export function FirstVisitWelcome() {
  const hydrated = useHydrated();
  if (!hydrated || hasSeenWelcome()) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeVideoDialog />
    </Suspense>
  );
}
