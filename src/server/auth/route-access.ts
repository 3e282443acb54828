// Who may call which API path. Anything not listed here needs a signed-in, two-factor-verified
// session, so a new route is protected by default.

/** Callable without a session. */
export const publicApiPaths = new Set([
  // The operator's probes and metrics (the metrics check their own token).
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/metrics',
  '/api/auth/sign-in',
  '/api/auth/sign-up',
  '/api/auth/sign-up-premium',
  '/api/auth/demo-sign-in',
  '/api/auth/confirm-email',
  '/api/auth/sign-out',
  // 'Forgot password?' is for someone who cannot sign in (record 075).
  '/api/auth/password-reset/request',
  '/api/auth/password-reset',
  // The free checklist's form (/checklist): visitors have no account.
  '/api/leads',
  // The join page shows an invitation before its holder signs in (decision record 045).
  '/api/invitations/preview',
  // An email's unsubscribe link works without signing in: its signed token is the proof (record 047).
  '/api/email/unsubscribe',
]);

/**
 * Paths under this prefix are public too: a member's private calendar feed, fetched by calendar
 * apps without a session; the token in the path is its key (decision record 047).
 */
export const publicFeedPrefix = '/api/calendar-feed/';

/** All a session pending two-factor may do: send and verify a code, read its state, sign out. */
export const pendingApiPaths = new Set([
  '/api/auth/session',
  '/api/auth/session/activity',
  '/api/auth/code/send',
  '/api/auth/code/verify',
  '/api/auth/sign-out',
]);

/** Paths under this prefix need an administrator as well. */
export const adminApiPrefix = '/api/admin/';

export type Access = 'public' | 'pending' | 'user' | 'admin';

export function accessFor(path: string): Access {
  if (publicApiPaths.has(path) || path.startsWith(publicFeedPrefix)) return 'public';
  if (pendingApiPaths.has(path)) return 'pending';
  if (path.startsWith(adminApiPrefix)) return 'admin';
  return 'user';
}
