import { t } from '@lingui/core/macro';
import type { Flash } from '../../lib/flash';

/** Where /mfa keeps its flow for the tab, so a reload neither loses it nor asks for a new code. */
export const MFA_FLOW_STORAGE_KEY = 'pme_mfa_state';

/**
 * Said when a session waiting for its code is sent on to /mfa. Its words are read when it is
 * shown, in the browser after the session was read (app/guards.tsx), so in the page's language
 * (the browser's one Lingui instance, record 100); never at module level.
 */
export const verificationRequired: Flash = {
  kind: 'message',
  get title() {
    return t`Verification required`;
  },
  get description() {
    return t`Please complete two-factor authentication to continue.`;
  },
};

/** What /mfa reads from navigation state (spec section 2). */
export type MfaNavigationState = {
  email: string;
  otpReferenceId: string;
  returnTo: string;
  isAdminLogin: boolean;
  loginTimestamp: number;
};

/** A fresh two-factor reference id: each code belongs to one. */
export function newReferenceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function mfaState(
  email: string,
  options: { returnTo?: string; isAdminLogin?: boolean } = {},
): MfaNavigationState {
  return {
    email,
    otpReferenceId: newReferenceId(),
    returnTo: options.returnTo ?? '/app',
    isAdminLogin: options.isAdminLogin ?? false,
    loginTimestamp: Date.now(),
  };
}

function isMfaState(value: unknown): value is MfaNavigationState {
  const state = value as MfaNavigationState | null;
  return Boolean(state && typeof state.email === 'string' && state.email && state.otpReferenceId);
}

/** The flow /mfa is in: from the navigation, or kept for the tab before a reload. */
export function loadMfaFlow(navigationState: unknown): MfaNavigationState | null {
  if (isMfaState(navigationState)) return navigationState;
  try {
    const stored = JSON.parse(sessionStorage.getItem(MFA_FLOW_STORAGE_KEY) ?? 'null');
    return isMfaState(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveMfaFlow(flow: MfaNavigationState | null) {
  try {
    if (flow) sessionStorage.setItem(MFA_FLOW_STORAGE_KEY, JSON.stringify(flow));
    else sessionStorage.removeItem(MFA_FLOW_STORAGE_KEY);
  } catch {
    // Without storage a reload starts over from sign-in; nothing else is lost.
  }
}
