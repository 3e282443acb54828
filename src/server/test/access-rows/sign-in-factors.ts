import { type AccessRow, signedIn } from '../access-callers';

// The access matrix's rows for proving it is you again before changing how you sign in
// (access-table.ts). Passkeys and the authenticator app have their own rows files.

export const signInFactorRows: Record<string, AccessRow> = {
  // Verified people only; the demo never changes how it signs in.
  'POST /api/reprove/password': {
    expect: { ...signedIn(200), demo: 403 },
    body: (caller) => ({ password: caller.password }),
  },
};
