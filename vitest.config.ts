import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/lingui-macro-plugin.mjs';

// The server's tests run on the app's own PostgreSQL 18 and, where Debian's PostgreSQL 15 is
// installed, again on 15 (the oldest version we support), as a second project of the same run:
// both versions share the run's workers instead of waiting for each other (record 050).
const PG15_BIN_DIR = process.env.PG15_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const secondVersion =
  !process.env.TEST_DATABASE_URL && fs.existsSync(`${PG15_BIN_DIR}/postgres`)
    ? PG15_BIN_DIR
    : undefined;
if (!secondVersion && !process.env.TEST_DATABASE_URL) {
  console.warn(
    `PostgreSQL 15 is not installed (${PG15_BIN_DIR}): the server's tests run on 18 only.`,
  );
}

const serverTests = {
  environment: 'node' as const,
  isolate: process.env.VITEST_ISOLATE === '1',
  globalSetup: ['src/server/test/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-counts-reporter.ts'],
    // Most API tests wait on PostgreSQL rather than the processor: three at once keep both cores
    // busy on a 2-core machine (record 050).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          ...serverTests,
        },
      },
      ...(secondVersion
        ? [
            {
              test: {
                name: 'node-pg15',
                // Everything that touches SQL; the shared rules and scripts do not. A file whose
                // subject no PostgreSQL version changes runs once, on 18 (record 050):
                // - the fuzzer (25-45 s): how hostile input is answered;
                // - request-limits and text-rules: bodies over the limit, control characters,
                //   lone surrogates and spoofing marks refused with 400 before any query;
                // - headers-everywhere, page-headers, session-cookie: security headers, cookie
                //   attributes, robots.txt, sitemap.xml and noindex;
                // - graceful-stop and keep-alive: a bare HTTP server, no database at all;
                // - the access matrix (20 s a version): who may call which route, and the headers
                //   and cookies of each answer, decided in the app; the queries behind each route
                //   run on 15 in their own features' tests;
                // - the daily backup across two instances: pg-boss's schedule and our claim.
                // The floods of view-repeats and security-event-repeats stay on both: what they
                // check is an advisory lock and the rate counters' upserts under 300 concurrent
                // requests, which is PostgreSQL's doing.
                include: ['src/server/**/*.test.ts'],
                exclude: [
                  ...configDefaults.exclude,
                  'src/server/api-fuzz.test.ts',
                  'src/server/features/backups/backup-schedule.test.ts',
                  'src/server/lib/request-limits.test.ts',
                  'src/server/lib/text-rules.test.ts',
                  'src/server/html/headers-everywhere.test.ts',
                  'src/server/html/page-headers.test.ts',
                  'src/server/auth/session-cookie.test.ts',
                  'src/server/lib/graceful-stop.test.ts',
                  'src/server/lib/keep-alive.test.ts',
                  'src/server/auth/access-matrix.test.ts',
                ],
                env: { POSTGRES_BIN_DIR: secondVersion },
                ...serverTests,
              },
            },
          ]
        : []),
      {
        plugins: [linguiMacros(), react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // As the server's: one module graph a worker, not one a file. Each file re-importing
          // React, Testing Library and jsdom's set-up was 100 s of a 2-core run; without it, 38 s
          // (the setup file still runs for every file and cleans up after each test).
          isolate: process.env.VITEST_ISOLATE === '1',
          // Several findBy waits of up to 5 s each (src/client/test/setup.ts) fit in one test.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
