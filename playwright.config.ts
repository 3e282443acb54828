import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, JOURNEY_CHROMIUM_ARGS } from './e2e/support/chromium-args';
import { E2E_BASE_URL } from './e2e/support/ports';

const desktop = { ...devices['Desktop Chrome'], channel: undefined };

// Journeys run against the built server (npm run test:e2e builds first) on a throwaway
// database, in Debian's Chromium: a browser download cannot work on these machines. They run in
// parallel, each worker with accounts of its own (fixtures.ts, support/worker-admins.ts); a
// journey that changes what every visitor sees runs alone, after the others (record 050).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  globalSetup: './e2e/support/worker-admins.ts',
  // Time is measured in the benchmarks, not here: a journey that sweeps a signed-in page with axe
  // at two widths, in every dialog, takes 25 s on a busy 2-core machine, so the limit only
  // catches a journey that hangs.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['./e2e/support/counts-reporter.ts']],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records every action of every journey, kept only when one fails: 15% of the
    // journeys' processor time. CI's folder is gone once it has run, so no one could open it there;
    // on a developer's machine a failing journey keeps its trace (record 050).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: JOURNEY_CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', grepInvert: /@site-wide/, use: desktop },
    { name: 'site-wide', grep: /@site-wide/, dependencies: ['desktop'], use: desktop },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM, not Playwright's default SIGKILL: the server must stop its PostgreSQL, and
    // serve.ts reports the product's memory and removes the throwaway data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
