import { ApiError } from './api';

// The one place that turns API failures into the spec's texts (section 8).

/** Description for the 'Verification failed' toast. */
export function verifyFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred. Please try again.';
  if (error.isNetworkError) return 'Network error occurred. Please try again.';
  const message = error.message;
  if (message.includes('expired')) return 'Code has expired. Please request a new code.';
  if (message.includes('Invalid'))
    return 'Invalid code entered. Please double-check the 6-digit code.';
  if (message.includes('attempts')) return 'Too many attempts. Please request a new code.';
  return 'Please check your code and try again.';
}

/** Description for the 'Failed to send verification code' toast. */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) {
    return 'Network error. Please check your internet connection.';
  }
  return 'Please try again later.';
}

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Description for the 'Login failed' and sign-up failure toasts: the server's own words. */
export function authFailureMessage(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError
    ? error.message
    : 'An unexpected error occurred';
}
