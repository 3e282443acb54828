// Index of the health feature (decision record 080): other features and the app import it
// only through this file. Health and metrics for whoever runs the server.

export { healthRoutes, metricsRoutes } from './health.routes';
