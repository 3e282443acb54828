// Index of the admin feature (decision record 080): other features and the app import it only
// through this file. The admin area, and the site settings public pages read.

export { adminRoutes } from './admin.routes';
export { readSiteSettings } from './site-settings';
