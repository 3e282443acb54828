import type { AppSetup, SignInWays } from '../../../../shared/schemas/sign-in-factors';
import { apiFetch } from '../../../lib/api';

// /profile's ways to sign in (record 096): the authenticator app and recovery codes.

export const signInWaysQueryKey = ['account', 'sign-in-ways'] as const;

/** Which ways the current user has: the app, recovery codes left, passkeys. */
export function getSignInWays() {
  return apiFetch<SignInWays>('/api/authenticator-app/ways');
}

/** A new secret for the app (a recent proof first): its QR code and text. */
export function startAppSetup() {
  return apiFetch<AppSetup>('/api/authenticator-app/setup', { method: 'POST', body: {} });
}

/** The app's first code: it counts from now; recovery codes come with a first way. */
export function confirmApp(code: string) {
  return apiFetch<{ recoveryCodes: string[] | null }>('/api/authenticator-app/confirm', {
    method: 'POST',
    body: { code },
  });
}

export function removeApp() {
  return apiFetch<{ removed: boolean }>('/api/authenticator-app', { method: 'DELETE' });
}

/** A new set of recovery codes, replacing the old: shown once. */
export function makeRecoveryCodes() {
  return apiFetch<{ codes: string[] }>('/api/recovery-codes', { method: 'POST', body: {} });
}

/** 'Confirm it's you' with the app's code. */
export function reproveWithApp(code: string) {
  return apiFetch<{ success: true }>('/api/authenticator-app/reprove', {
    method: 'POST',
    body: { code },
  });
}
