import type {
  PasswordResetInput,
  PasswordResetRequestInput,
  PremiumSignUpInput,
  SessionState,
  SignUpInput,
} from '../../../../shared/schemas/auth';
import type { TwoFactorWays } from '../../../../shared/schemas/sign-in-factors';
import { apiFetch } from '../../../lib/api';

export type SignInResult = SessionState & { demo: boolean };

/** Password sign-in. Answers a pending session (then /mfa), or an active one for the demo. */
export function signIn(input: { email: string; password: string; adminLogin?: boolean }) {
  return apiFetch<SignInResult>('/api/auth/sign-in', { method: 'POST', body: input });
}

export function demoSignIn() {
  return apiFetch<SessionState & { created: boolean }>('/api/auth/demo-sign-in', {
    method: 'POST',
    body: {},
  });
}

export function signUp(input: SignUpInput) {
  return apiFetch<SessionState>('/api/auth/sign-up', { method: 'POST', body: input });
}

export function signUpPremium(input: PremiumSignUpInput) {
  return apiFetch<{ email: string; subscriptionTier: 'premium' }>('/api/auth/sign-up-premium', {
    method: 'POST',
    body: input,
  });
}

export function sendCode(referenceId: string) {
  return apiFetch<{
    success: true;
    isAdminLogin: boolean;
    expiresAt: string;
    resendAvailableAt: string;
  }>('/api/auth/code/send', { method: 'POST', body: { referenceId } });
}

/** A second factor accepted: the new session, and what the page says and where it leads. */
export type SignInWithCode = SessionState & {
  success: true;
  message: string;
  /** An account made through an invitation has joined its plan (record 077). */
  joinedPlan?: { id: string; name: string };
};

export function verifyCode(referenceId: string, code: string) {
  return apiFetch<SignInWithCode>('/api/auth/code/verify', {
    method: 'POST',
    body: { referenceId, code },
  });
}

/** 'Forgot password?': the same answer whether or not the address has an account. */
export function requestPasswordReset(input: PasswordResetRequestInput) {
  return apiFetch<{ success: true }>('/api/auth/password-reset/request', {
    method: 'POST',
    body: input,
  });
}

/** The emailed link's page: a new password; every session of the account ends. */
export function resetPassword(input: PasswordResetInput) {
  return apiFetch<{ success: true }>('/api/auth/password-reset', { method: 'POST', body: input });
}

/** Which steps a session waiting for its second factor may be offered (record 096). */
export function twoFactorWays() {
  return apiFetch<TwoFactorWays>('/api/authenticator-app/two-factor-ways');
}

/** The two-factor step with the authenticator app's code instead of the emailed one. */
export function signInWithApp(code: string) {
  return apiFetch<SignInWithCode>('/api/authenticator-app/sign-in', {
    method: 'POST',
    body: { code },
  });
}

/** The two-factor step with a recovery code: the answer says how many are left. */
export function signInWithRecoveryCode(code: string) {
  return apiFetch<SignInWithCode & { recoveryCodesLeft: number; fewLeft: boolean }>(
    '/api/recovery-codes/sign-in',
    { method: 'POST', body: { code } },
  );
}
