import {
  type AccessRow,
  everyone,
  NEW_PASSWORD,
  newEmail,
  signedIn,
  signUpBody,
} from '../access-callers';

// The access matrix's rows for signing in and out, the operator's probes, and what needs no account (access-table.ts).

export const authRows: Record<string, AccessRow> = {
  // The operator's probes; the metrics need the operator's token, which no caller here holds.
  'GET /api/health': { expect: everyone(200) },
  'GET /api/health/live': { expect: everyone(200) },
  'GET /api/health/ready': { expect: everyone(200) },
  'GET /api/metrics': { expect: everyone(401) },
  // Public: the load balancer's health check, signing in, up and out, the emailed confirmation link, the checklist's leads.
  'POST /api/auth/sign-in': {
    expect: everyone(200),
    body: (caller) => ({ email: caller.email, password: caller.password }),
    fresh: true,
  },
  'POST /api/auth/demo-sign-in': { expect: everyone(200), fresh: true },
  'POST /api/auth/sign-up': { expect: everyone(201), body: signUpBody, fresh: true },
  // The same answer for every address; a made-up link's token is refused alike for everyone.
  'POST /api/auth/password-reset/request': {
    expect: everyone(200),
    body: { email: 'nobody-here@example.com' },
  },
  'POST /api/auth/password-reset': {
    expect: everyone(400),
    body: { token: 'made.up.token', password: 'Caregiver#2027', confirmPassword: 'Caregiver#2027' },
  },
  'POST /api/auth/sign-up-premium': {
    expect: everyone(201),
    body: () => ({
      ...signUpBody(),
      dataProtectionConsent: true,
      acceptPrivacy: true,
    }),
    fresh: true,
  },
  // No token in the link: everyone is sent back to the front door with email_confirmed=0.
  'GET /api/auth/confirm-email': { expect: everyone(302) },
  'POST /api/auth/sign-out': { expect: everyone(200), fresh: true },
  'POST /api/leads': {
    expect: everyone(201),
    body: () => ({ firstName: 'Ann', email: newEmail() }),
  },
  // A session pending two-factor may read its state, send and verify a code.
  'GET /api/auth/session': { expect: { ...signedIn(200), pending: 200 } },
  'POST /api/auth/session/activity': { expect: { ...signedIn(200), pending: 200 } },
  // Already verified (the demo too): there is no code to send or check.
  'POST /api/auth/code/send': {
    expect: { ...signedIn(409), pending: 200 },
    body: { referenceId: 'matrix-reference-1' },
  },
  'POST /api/auth/code/verify': {
    expect: { ...signedIn(409), pending: 400 },
    body: { referenceId: 'matrix-reference-1', code: '000000' },
  },
  // The signed-in account's own things.
  'POST /api/auth/password': {
    expect: { ...signedIn(200), demo: 403 },
    body: (caller) => ({
      currentPassword: caller.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    }),
    fresh: true,
  },
  'GET /api/auth/admin-check': { expect: signedIn(200) },
  // The feed itself: public, its token is its key (the matrix fills in a live link's).
  'GET /api/calendar-feed/:token': { expect: everyone(200) },
  // Public (RFC 8058): a made-up token is refused alike for everyone; a real one is in reminders.test.ts.
  'POST /api/email/unsubscribe': {
    expect: everyone(400),
    body: { token: 'made-up-unsubscribe-token-0123456789.abc' },
  },
};
