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
