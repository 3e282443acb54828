import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LeaveConfirmation } from '../components/leave-confirmation';
import { PageSpinner } from '../components/ui/spinner';
import { mfaState } from '../features/auth/mfa-navigation';
import { apiFetch } from '../lib/api';
import { flashAfterReload } from '../lib/flash';
import { forgetDrafts } from '../lib/form-drafts';
import { loadOfflineSheets } from '../lib/load-offline-sheets';
import { signOut, useSession } from '../lib/session';
import { toastFlash } from '../lib/toast';
import { SessionTimeoutWarning } from './session-timeout-warning';
import { verificationRequired } from './verification-required';

/**
 * This document is the copy of the emergency sheet kept on the device, and still shows it
 * (lib/kept-sheet.ts `showsKeptSheet`). Spelled out here rather than imported: a module shared
 * with the sheet's code becomes a chunk of its own, one more script for every signed-in page.
 * guards.test.tsx checks the two agree.
 */
const showsKeptSheet = (pathname: string) =>
  pathname === '/emergency-sheet' &&
  typeof document !== 'undefined' &&
  document.documentElement.hasAttribute('data-kept-copy');

/** How long after a signed-in page is rendered the offline sheets' code is fetched and run. */
const OFFLINE_SHEETS_AFTER_MS = 5_000;

/**
 * Once a signed-in page has settled: the emergency sheet's service worker is registered and the
 * sheets another account kept on this device go (decision record 082). Its code comes then, not
 * with the page: every signed-in page loads this file.
 */
function startOfflineSheetsLater(userId: string): () => void {
  const timer = setTimeout(() => {
    loadOfflineSheets()
      .then((sheets) => sheets.startOfflineSheets(userId))
      .catch(() => undefined);
  }, OFFLINE_SHEETS_AFTER_MS);
  return () => clearTimeout(timer);
}

/**
 * Signed-in pages: a spinner while the session is read, /login when there is none, /mfa while
 * two-factor is pending. The server refuses the page's data anyway; this keeps the screens in step.
 * But for the copy of an emergency sheet kept on the device (offline, or the network too slow):
 * a snapshot, left on screen whatever the session is now, with no idle timeout to end it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const redirected = useRef(false);
  const status = data?.session.status;
  const keptSheet = showsKeptSheet(location.pathname);
  const userId = status === 'active' ? data?.user.id : undefined;

  useEffect(() => {
    if (!userId) return;
    // Typing another account kept on this device (a shared one, its last account not signed
    // out) goes as this one signs in (decision record 092).
    forgetDrafts(userId);
    return startOfflineSheetsLater(userId);
  }, [userId]);

  useEffect(() => {
    if (status !== 'pending' || !data || redirected.current || keptSheet) return;
    redirected.current = true;
    toastFlash(verificationRequired);
    navigate('/mfa', {
      replace: true,
      state: mfaState(data.user.email, {
        returnTo: location.pathname + location.search,
        isAdminLogin: data.session.isAdminLogin,
      }),
    });
  }, [status, data, navigate, location, keptSheet]);

  if (isPending) return <PageSpinner />;
  if (!data) return keptSheet ? children : <Navigate to="/login" replace />;
  if (status !== 'active') return keptSheet ? children : <PageSpinner />;
  return (
    <>
      {children}
      {!keptSheet && <SessionTimeoutWarning session={data} />}
      {!keptSheet && <LeaveConfirmation />}
    </>
  );
}

/** Admin pages: the server's check_is_admin decides; anyone else is sent to /admin-login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const check = useQuery({
    queryKey: ['admin-check'],
    queryFn: () => apiFetch<{ isAdmin: boolean }>('/api/auth/admin-check'),
    staleTime: 0,
  });
  const denied = check.isError || check.data?.isAdmin === false;

  useEffect(() => {
    if (!denied) return;
    flashAfterReload(
      check.isError
        ? { kind: 'error', title: t`Error verifying admin status` }
        : {
            kind: 'error',
            title: t`Access denied`,
            description: t`You don't have permission to access the admin panel.`,
          },
    );
    // Signed out on the server, then a full page load: no signed-in state survives in the tab,
    // nor any emergency sheet or typing kept on the device (decision records 082 and 089).
    forgetDrafts();
    signOut()
      .catch(() => {})
      .then(loadOfflineSheets)
      .then((sheets) => sheets.forgetOfflineSheets())
      .catch(() => {})
      .finally(() => window.location.replace('/admin-login'));
  }, [denied, check.isError, t]);

  if (!check.data?.isAdmin) return <PageSpinner />;
  return children;
}

/** A page behind the guards its access rule asks for (loaded with the page: see routes.tsx). */
export function Guarded({ access, children }: { access: 'user' | 'admin'; children: ReactNode }) {
  return (
    <RequireAuth>
      {access === 'admin' ? <RequireAdmin>{children}</RequireAdmin> : children}
    </RequireAuth>
  );
}
