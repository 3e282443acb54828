import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import type { SessionState } from '../../shared/schemas/auth';
import { hasUnsavedChanges } from '../lib/form-drafts';
import { lazyNamed } from '../lib/lazy-named';
import { sessionQueryKey } from '../lib/session';

const LeaveConfirmationDialog = lazyNamed(
  () => import('./leave-confirmation-dialog'),
  'LeaveConfirmationDialog',
);

/**
 * A signed-in page's one leave confirmation (issue 56, decision record 092): a move inside the
 * app to another page (or another plan's) while a form holds changes not saved asks 'Leave
 * without saving?' first. A move made by signing out, idle or chosen, is never held: the
 * session is gone from the cache before it, and the typing is kept on the device anyway.
 */
export function LeaveConfirmation() {
  const queryClient = useQueryClient();
  const shouldAsk = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      queryClient.getQueryData<SessionState | null>(sessionQueryKey)?.session.status === 'active' &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [queryClient],
  );
  const blocker = useBlocker(shouldAsk);
  const asking = blocker.state === 'blocked';
  // Rendered from the first question on, so it closes as a dialog does (focus back where it was).
  const [shown, setShown] = useState(false);
  if (asking && !shown) setShown(true);

  return (
    shown && (
      <Suspense fallback={null}>
        <LeaveConfirmationDialog
          open={asking}
          onStay={() => blocker.reset?.()}
          onLeave={() => blocker.proceed?.()}
        />
      </Suspense>
    )
  );
}
