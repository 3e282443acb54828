// Index of the leads feature (decision record 080): other features and the app import it only
// through this file. Leads from the funnel pages, and the admin's export of them.

export { adminLeadRoutes, leadRoutes } from './leads.routes';
