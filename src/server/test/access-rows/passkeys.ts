import { type AccessRow, everyone, ownResource, signedIn } from '../access-callers';

// The access matrix's rows for passkeys (access-table.ts, record 095). A ceremony's answer here
// is well formed but answers no challenge the server made: a caller the route lets through is
// refused with 400 (the challenge), one it does not with 401 or 403 before the body is read.

const fakeClientData = (type: string) =>
  Buffer.from(
    JSON.stringify({ type, challenge: 'bWF0cml4', origin: 'http://localhost:3000' }),
  ).toString('base64url');

const registration = {
  id: 'bWF0cml4LWNyZWRlbnRpYWw',
  rawId: 'bWF0cml4LWNyZWRlbnRpYWw',
  type: 'public-key',
  response: { clientDataJSON: fakeClientData('webauthn.create'), attestationObject: 'o2NmbXQ' },
  clientExtensionResults: {},
};

const assertion = {
  id: 'bWF0cml4LWNyZWRlbnRpYWw',
  rawId: 'bWF0cml4LWNyZWRlbnRpYWw',
  type: 'public-key',
  response: {
    clientDataJSON: fakeClientData('webauthn.get'),
    authenticatorData: 'AAAA',
    signature: 'AAAA',
  },
  clientExtensionResults: {},
};

/** Verified people only; the demo may look (it has none) but never adds, changes or uses one. */
const verifiedNoDemo = (status: number) => ({ ...signedIn(status), demo: 403 });

export const passkeyRows: Record<string, AccessRow> = {
  'GET /api/passkeys': { expect: signedIn(200) },
  'POST /api/passkeys/registration/options': { expect: verifiedNoDemo(200) },
  'POST /api/passkeys': {
    expect: verifiedNoDemo(400),
    body: { name: 'my phone', response: registration },
  },
  // Another account's passkey is not found.
  'PATCH /api/passkeys/:passkeyId': { expect: ownResource(200, 403), body: { name: 'my tablet' } },
  'DELETE /api/passkeys/:passkeyId': { expect: ownResource(200, 403) },
  'POST /api/passkeys/reprove/options': { expect: verifiedNoDemo(200) },
  'POST /api/passkeys/reprove': { expect: verifiedNoDemo(400), body: { response: assertion } },
  // Public: signing in is for someone not signed in.
  'POST /api/passkeys/sign-in/options': { expect: everyone(200) },
  'POST /api/passkeys/sign-in': { expect: everyone(400), body: { response: assertion } },
};
