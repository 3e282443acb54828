// Index of the account feature (decision record 080): other features and the app import it
// only through this file. A member's own account: profile, preferences, upgrade, export and
// deletion.

export { accountRoutes } from './account.routes';
