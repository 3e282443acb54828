// Index of the sign-in-factors feature (decision record 080): other features and the app import
// it only through this file. The ways to prove who you are besides a password and an emailed
// code (issue 57): passkeys, an authenticator app, recovery codes, and proving it again before
// changing them.

export { authenticatorAppRoutes } from './authenticator-app.routes';
export { passkeyRoutes } from './passkey.routes';
export { recoveryCodeRoutes } from './recovery-codes.routes';
export { reproveRoutes } from './reprove.routes';
