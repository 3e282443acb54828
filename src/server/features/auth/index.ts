// Index of the auth feature (decision record 080): other features and the app import it only
// through this file. Accounts and signing in: sign-up, codes, passwords, the demo, and the
// operator's commands.

export { authRoutes } from './auth.routes';
export { countCodeFailure, lockedError, lockedUntil } from './code-lockout';
export { finishSignIn, type SignInMethod } from './finish-sign-in';
export { insertUser } from './insert-user';
export { removeAccounts } from './remove-accounts';
export { ensureSystemAccounts, scheduleAccountCleanup } from './system-accounts';
export { isCommandError, runUserCommand } from './user-commands';
