import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_SERVER_VALIDATION_INTERVAL_MS } from '../../shared/constants';
import type { SessionState } from '../../shared/schemas/auth';
import { ApiError, apiFetch } from './api';
import { toast } from './toast';

// The signed-in user and session as the server sees them. Every screen that needs to know who
// is signed in reads this one query; nothing about the session is decided in the browser.

export const sessionQueryKey = ['session'] as const;

/** Told in the browser when the server has ended the session, in the page's language. */
export function notifySessionExpired(): void {
  toast.error(t`Session expired`, {
    id: 'session-expired',
    description: t`Your session has expired due to inactivity.`,
  });
}

export async function fetchSession(): Promise<SessionState | null> {
  try {
    return await apiFetch<SessionState>('/api/auth/session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (error.code === 'session_expired') notifySessionExpired();
      return null;
    }
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
  // The server checks the session on every request; this re-reads it now and then so a
  // session ended elsewhere (sign-out on another device, password change) shows here too.
  refetchInterval: SESSION_SERVER_VALIDATION_INTERVAL_MS,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Records real user activity on the server (the debounced activity ping). */
export function recordActivity(): Promise<SessionState> {
  return apiFetch<SessionState>('/api/auth/session/activity', { method: 'POST', body: {} });
}

export function signOut(): Promise<{ success: true }> {
  return apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}
