import type { BaseDeps } from '../../service-deps';
import { cleanupDemoSandboxes, ensureDemoAccount } from './demo-sandbox.service';
import { ensureAdminAccount } from './ensure-admin';
import { removeExpiredUnconfirmedAccounts } from './unconfirmed-accounts';

const ACCOUNT_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
/** Any constant the app uses for nothing else; the migrations have their own (db/migrate.ts). */
const SYSTEM_ACCOUNTS_LOCK_KEY = 7_201_946_113_802_555n;

/**
 * The accounts the system relies on exist before the first request: the reserved demo account
 * (so nobody can claim its address) and the first administrator from configuration.
 */
export async function ensureSystemAccounts(deps: BaseDeps): Promise<void> {
  // Several servers may start together on one database: one at a time checks and creates, so a
  // second never trips over the first's new account (each would otherwise insert the same
  // address, and one would stop with 'An account with this email already exists').
  await deps.database.withAdvisoryLock(SYSTEM_ACCOUNTS_LOCK_KEY, async () => {
    await ensureDemoAccount(deps);
    await ensureAdminAccount(deps);
  });
}

/**
 * Every few minutes, sweeps finished demo sandboxes (record 016) and accounts left unconfirmed
 * too long (record 018); returns the function that stops it.
 */
export function scheduleAccountCleanup(deps: BaseDeps): () => void {
  const timer = setInterval(() => {
    cleanupDemoSandboxes(deps)
      .then((removed) => {
        if (removed) deps.logger.info({ removed }, 'removed finished demo sandboxes');
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'demo sandbox cleanup failed'));
    removeExpiredUnconfirmedAccounts(deps)
      .then((removed) => {
        if (removed) deps.logger.info({ removed }, 'removed accounts never confirmed');
      })
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'unconfirmed account cleanup failed'),
      );
  }, ACCOUNT_CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
