import type { AppDeps } from '../../app-deps';
import { cleanupDemoSandboxes, ensureDemoAccount } from './demo-sandbox.service';
import { ensureAdminAccount } from './ensure-admin';

const SANDBOX_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The accounts the system relies on exist before the first request: the reserved demo account
 * (so nobody can claim its address) and the first administrator from configuration.
 */
export async function ensureSystemAccounts(deps: AppDeps): Promise<void> {
  await ensureDemoAccount(deps);
  await ensureAdminAccount(deps);
}

/** Sweeps finished demo sandboxes every few minutes; returns the function that stops it. */
export function scheduleSandboxCleanup(deps: AppDeps): () => void {
  const timer = setInterval(() => {
    cleanupDemoSandboxes(deps)
      .then((removed) => {
        if (removed) deps.logger.info({ removed }, 'removed finished demo sandboxes');
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'demo sandbox cleanup failed'));
  }, SANDBOX_CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
