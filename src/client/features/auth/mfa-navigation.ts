/** Where /mfa keeps its flow for the tab, so a reload neither loses it nor asks for a new code. */
export const MFA_FLOW_STORAGE_KEY = 'pme_mfa_state';

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
