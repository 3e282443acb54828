import { type AccessRow, signedIn } from '../access-callers';

// The access matrix's rows for the authenticator app and recovery codes (record 096;
// access-table.ts). A verified caller has just passed two-factor, so its proof is recent.

/** Verified people may change how they sign in; the demo never does. */
const changesFactors = (status: number) => ({ ...signedIn(status), demo: 403 });
/** The two-factor step: a pending session tries it (no app, no codes: refused as wrong). */
const twoFactorStep = { ...signedIn(409), pending: 400 };

export const authenticatorAppRows: Record<string, AccessRow> = {
  'GET /api/authenticator-app/ways': { expect: signedIn(200) },
  'GET /api/authenticator-app/two-factor-ways': { expect: { ...signedIn(200), pending: 200 } },
  'POST /api/authenticator-app/setup': { expect: changesFactors(200) },
  // A new caller has nothing being set up to confirm.
  'POST /api/authenticator-app/confirm': {
    expect: changesFactors(409),
    body: { code: '123456' },
    fresh: true,
  },
  'DELETE /api/authenticator-app': { expect: changesFactors(200) },
  // Wrong codes count towards the caller's lockout: each call gets a new caller.
  'POST /api/authenticator-app/sign-in': {
    expect: twoFactorStep,
    body: { code: '123456' },
    fresh: true,
  },
  'POST /api/authenticator-app/reprove': {
    expect: changesFactors(400),
    body: { code: '123456' },
    fresh: true,
  },
  'POST /api/recovery-codes': { expect: changesFactors(200) },
  'POST /api/recovery-codes/sign-in': {
    expect: twoFactorStep,
    body: { code: 'aaaaa-aaaaa' },
    fresh: true,
  },
};
