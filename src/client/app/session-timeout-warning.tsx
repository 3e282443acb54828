import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACTIVITY_DEBOUNCE_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_WARNING_COUNTDOWN_SECONDS,
  SESSION_WARNING_THRESHOLD_MS,
} from '../../shared/constants';
import type { SessionState } from '../../shared/schemas/auth';
import { forgetDrafts } from '../lib/form-drafts';
import { lazyNamed } from '../lib/lazy-named';
import { loadOfflineSheets } from '../lib/load-offline-sheets';
import { notifySessionExpired, recordActivity, sessionQueryKey, signOut } from '../lib/session';
import { toast } from '../lib/toast';

const activityEvents = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;

const SessionTimeoutDialog = lazyNamed(
  () => import('./session-timeout-dialog'),
  'SessionTimeoutDialog',
);

/** How long after a signed-in page is rendered the warning's code is fetched, ready for later. */
const PRELOAD_AFTER_MS = 5_000;

/** When the server will end this session for inactivity, in this browser's clock. */
function idleDeadline(state: SessionState): number {
  const { session } = state;
  const elapsed = Date.parse(session.serverTime) - Date.parse(session.lastActivityAt);
  return Date.now() + session.idleTimeoutMs - elapsed;
}

/**
 * Tracks real activity (debounced), tells the server about it at most every 30 seconds, and
 * warns when less than 2 minutes remain before the server's idle limit: a 120-second countdown
 * with Continue Session and Logout. At zero the user is signed out.
 */
export function SessionTimeoutWarning({ session }: { session: SessionState }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deadline = useRef(idleDeadline(session));
  const lastPing = useRef(Date.now());
  // Set while this session is being ended: the once-a-second check would otherwise ask again
  // while a slow sign-out is on its way, and a late answer would clear the cookie of the
  // sign-in that followed.
  const ending = useRef(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const open = secondsLeft !== null;
  // Rendered from the first warning on, so it closes as a dialog does.
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);

  // Fetched once the page has settled, so the warning does not wait on the network when due.
  useEffect(() => {
    const timer = setTimeout(() => {
      SessionTimeoutDialog.load().catch(() => undefined);
    }, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  // A fresh reading from the server (sign-in, periodic validation) resets the deadline.
  useEffect(() => {
    deadline.current = idleDeadline(session);
    ending.current = false;
  }, [session]);

  const endSession = useCallback(
    async (reason: 'expired' | 'logout') => {
      if (ending.current) return;
      ending.current = true;
      setSecondsLeft(null);
      await signOut().catch(() => {});
      // Logout, chosen here, takes the emergency sheets and the typing kept on this device with
      // it. The idle limit does not: a phone's tab left open would otherwise lose them at its
      // next wake, and a tab closed first would keep them (decision records 082 and 089).
      if (reason === 'logout') {
        forgetDrafts();
        await loadOfflineSheets()
          .then((sheets) => sheets.forgetOfflineSheets())
          .catch(() => {});
      }
      if (reason === 'expired') notifySessionExpired();
      else toast.success(t`Logged out successfully`);
      queryClient.setQueryData(sessionQueryKey, null);
      navigate('/login', { replace: true });
    },
    [navigate, queryClient, t],
  );

  const ping = useCallback(async () => {
    lastPing.current = Date.now();
    const state = await recordActivity();
    deadline.current = idleDeadline(state);
  }, []);

  // Real activity: debounced, and sent to the server no more than every 30 seconds.
  useEffect(() => {
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const onActivity = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        if (Date.now() - lastPing.current >= SESSION_CHECK_INTERVAL_MS) ping().catch(() => {});
      }, ACTIVITY_DEBOUNCE_MS);
    };
    if (open) return;
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearTimeout(debounce);
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
    };
  }, [open, ping]);

  // Once a second: open the warning under 2 minutes, count down, sign out at zero.
  useEffect(() => {
    const tick = () => {
      const remaining = deadline.current - Date.now();
      if (remaining <= 0) {
        endSession('expired');
      } else if (remaining < SESSION_WARNING_THRESHOLD_MS) {
        setSecondsLeft(Math.min(SESSION_WARNING_COUNTDOWN_SECONDS, Math.ceil(remaining / 1000)));
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endSession]);

  const continueSession = async () => {
    try {
      await ping();
      setSecondsLeft(null);
    } catch {
      // The server already ended it: the cache handler tells the user and the guard redirects.
      setSecondsLeft(null);
    }
  };

  return (
    shown && (
      <Suspense fallback={null}>
        <SessionTimeoutDialog
          open={open}
          secondsLeft={secondsLeft ?? 0}
          onLogout={() => endSession('logout')}
          onContinue={continueSession}
        />
      </Suspense>
    )
  );
}
