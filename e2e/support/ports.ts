// Ports of the journey run, away from the development server's 3000.
export const E2E_PORT = 3100;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The test mailbox: what the journeys' SMTP server received, as JSON. */
export const MAILBOX_PORT = 3199;

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'Admin#Journey2026' };
