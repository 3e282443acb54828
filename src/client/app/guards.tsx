import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { mfaState, verificationRequired } from '../features/auth/mfa-navigation';
import { apiFetch } from '../lib/api';
import { flashAfterReload } from '../lib/flash';
import { signOut, useSession } from '../lib/session';
import { toastFlash } from '../lib/toast';
import { SessionTimeoutWarning } from './session-timeout-warning';

/**
 * Signed-in pages: a spinner while the session is read, /login when there is none, /mfa while
 * two-factor is pending. The server refuses the page's data anyway; this keeps the screens in step.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const redirected = useRef(false);
  const status = data?.session.status;

  useEffect(() => {
    if (status !== 'pending' || !data || redirected.current) return;
    redirected.current = true;
    toastFlash(verificationRequired);
    navigate('/mfa', {
      replace: true,
      state: mfaState(data.user.email, {
        returnTo: location.pathname + location.search,
        isAdminLogin: data.session.isAdminLogin,
      }),
    });
  }, [status, data, navigate, location]);

  if (isPending) return <PageSpinner />;
  if (!data) return <Navigate to="/login" replace />;
  if (status !== 'active') return <PageSpinner />;
  return (
    <>
      {children}
      <SessionTimeoutWarning session={data} />
    </>
  );
}

/** Admin pages: the server's check_is_admin decides; anyone else is sent to /admin-login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
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
        ? { kind: 'error', title: 'Error verifying admin status' }
        : {
            kind: 'error',
            title: 'Access denied',
            description: "You don't have permission to access the admin panel.",
          },
    );
    // Signed out on the server, then a full page load: no signed-in state survives in the tab.
    signOut()
      .catch(() => {})
      .finally(() => window.location.replace('/admin-login'));
  }, [denied, check.isError]);

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
