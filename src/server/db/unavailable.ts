// Whether an error means the database could not be reached (stopped, restarting, too slow to
// accept a connection), rather than a fault in the query: those answer 503 and a moment later
// succeed again by themselves, since the pool opens fresh connections (decision record 043).

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** admin_shutdown, crash_shutdown, cannot_connect_now; class 08 is "connection exception". */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error: follow the causes.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    current = cause;
  }
  return false;
}
