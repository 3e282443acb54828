import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../../../shared/constants';
import type { SessionState } from '../../../../shared/schemas/auth';
import { apiFetch } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session';

// Whether the dashboard's first-visit welcome video was closed: on the account (the session
// answer's `welcomeSeen`, record 088), once for every device. A browser that closed it before it
// was kept on the account (the old local flag) counts as having seen it, and says so to the
// account the first time it opens the dashboard.

/** The old per-browser flag; the head script hides the server-rendered welcome by it too. */
export function seenInThisBrowser(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.hasSeenWelcome) === 'true';
  } catch {
    // Storage blocked (some private modes): the account's answer decides.
    return false;
  }
}

/** Records on the account that the welcome was closed; the session answer shows it at once. */
export function rememberWelcomeSeen(queryClient: QueryClient): void {
  try {
    localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
  } catch {
    // The account keeps it anyway.
  }
  queryClient.setQueryData<SessionState | null>(sessionQueryKey, (state) =>
    state ? { ...state, user: { ...state.user, welcomeSeen: true } } : state,
  );
  // Failing (offline, say), it shows again on the next device: nothing to tell the person.
  apiFetch('/api/account/welcome-seen', { method: 'POST', body: {} }).catch(() => {});
}
