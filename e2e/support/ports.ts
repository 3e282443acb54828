// Ports of the journey run, away from the development server's 3000. E2E_PORT_BASE moves them
// all, so that two checkouts on one machine can run their journeys at the same time.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORT = BASE;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The test mailbox: what the journeys' SMTP server received, as JSON. */
export const MAILBOX_PORT = BASE + 99;
/** Servers a journey starts for itself (lifecycle, shortened timeouts): BASE + 50 to BASE + 89. */
export const SPAWNED_PORT_BASE = BASE + 50;
/** With E2E_INSTANCES above 1, the servers behind the round-robin proxy on E2E_PORT. */
export const INSTANCE_PORT_BASE = BASE + 90;

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'Admin#Journey2026' };
