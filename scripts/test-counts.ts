import fs from 'node:fs';
import path from 'node:path';

// What each test stage ran, written by its reporter (Vitest: scripts/vitest-counts-reporter.ts;
// Playwright: e2e/support/counts-reporter.ts) and read back by scripts/run-tests.ts for the
// closing summary of `npm test`.

export const TEST_REPORTS_DIR = 'test-reports';

/** Tests by outcome, for one group (a Vitest project, or the journeys). */
export type Outcomes = { passed: number; failed: number; skipped: number };

export type TestCounts = { lines: string[] };

export const emptyOutcomes = (): Outcomes => ({ passed: 0, failed: 0, skipped: 0 });

export function describeOutcomes(name: string, outcomes: Outcomes): string {
  const parts = [`${outcomes.passed} passed`];
  if (outcomes.failed) parts.push(`${outcomes.failed} failed`);
  if (outcomes.skipped) parts.push(`${outcomes.skipped} skipped`);
  return `${name}: ${parts.join(', ')}`;
}

/** How many of a stage's slowest files its summary names. */
const SLOWEST_SHOWN = 5;

/**
 * The slowest files of a stage, slowest first ('slowest: e2e/a.spec.ts 41 s, ...'): where to look
 * first when the run nears its 15 minutes.
 */
export function describeSlowest(label: string, msByFile: ReadonlyMap<string, number>): string {
  const slowest = [...msByFile]
    .sort(([, a], [, b]) => b - a)
    .slice(0, SLOWEST_SHOWN)
    .map(([file, ms]) => `${file} ${Math.round(ms / 1000)} s`);
  return `${label}: ${slowest.join(', ')}`;
}

export function writeTestCounts(stage: 'vitest' | 'journeys', counts: TestCounts): void {
  fs.mkdirSync(TEST_REPORTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(TEST_REPORTS_DIR, `${stage}.json`), JSON.stringify(counts));
}

export function readTestCounts(stage: 'vitest' | 'journeys'): TestCounts | undefined {
  const file = path.join(TEST_REPORTS_DIR, `${stage}.json`);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TestCounts;
}
