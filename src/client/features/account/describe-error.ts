import { ApiError } from '../../lib/api';

/** The toast description for a failed request: the server's message, or plain words when offline. */
export function describeError(error: unknown): string {
  // 'Failed to fetch' means nothing to a caregiver; this is the spec's wording for a lost connection.
  if (error instanceof ApiError && error.isNetworkError) {
    return 'Network error. Please check your internet connection.';
  }
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}
