import type { SessionState, UpdatePasswordInput } from '../../../../shared/schemas/auth';
import { apiFetch } from '../../../lib/api';

/** Upgrade Now: the server sets the tier to premium and answers the new session state. */
export function upgradeToPremium() {
  return apiFetch<SessionState>('/api/account/upgrade', { method: 'POST', body: {} });
}

/** Reset Password on /profile: other sessions of the user end. */
export function updatePassword(input: UpdatePasswordInput) {
  return apiFetch<{ success: true }>('/api/auth/password', { method: 'POST', body: input });
}
