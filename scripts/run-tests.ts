import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readTestCounts, TEST_REPORTS_DIR } from './test-counts';

// `npm test` (every stage), `npm run check` (all but the browser journeys) and `npm run test:e2e`
// (the journeys and what they need): each stage in turn, stopping at the first that fails, then
// how long each took and how many tests it ran, so a slow stage or a lost test is seen in every
// run's last lines (issue 29, record 050).

type Stage = { name: string; command: string; args: string[]; counts?: 'vitest' | 'journeys' };

const checks: Stage[] = [
  { name: 'format and lint (Biome)', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'unused code (knip)', command: 'npx', args: ['knip'] },
  { name: 'types (tsc)', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit and API tests (Vitest)',
    command: 'npx',
    args: ['vitest', 'run'],
    counts: 'vitest',
  },
];

const journeys: Stage[] = [
  { name: 'Chromium present', command: 'bash', args: ['scripts/ensure-chromium.sh'] },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  {
    name: 'browser journeys (Playwright)',
    command: 'npx',
    args: ['playwright', 'test'],
    counts: 'journeys',
  },
];

function run(stage: Stage): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

async function main() {
  const [only, ...extra] = process.argv.slice(2);
  const chosen =
    only === 'check' ? checks : only === 'journeys' ? journeys : [...checks, ...journeys];
  // What follows the part's name goes to its test runner (`npm run test:e2e -- e2e/demo.spec.ts`).
  const stages = chosen.map((stage) =>
    stage === chosen.at(-1) ? { ...stage, args: [...stage.args, ...extra] } : stage,
  );
  fs.rmSync(TEST_REPORTS_DIR, { recursive: true, force: true });
  const results: { stage: Stage; ms: number; code: number }[] = [];
  const started = performance.now();
  for (const stage of stages) {
    console.log(`\n== ${stage.name}`);
    const begun = performance.now();
    const code = await run(stage);
    results.push({ stage, ms: performance.now() - begun, code });
    if (code !== 0) break;
  }
  const total = performance.now() - started;
  const failed = results.find((result) => result.code !== 0);

  console.log('\n== Stages');
  for (const { stage, ms, code } of results) {
    const counts = stage.counts ? (readTestCounts(stage.counts)?.lines.join('; ') ?? '') : '';
    const outcome = code === 0 ? 'passed' : `FAILED (exit ${code})`;
    console.log(`${stage.name.padEnd(32)} ${seconds(ms).padStart(6)}  ${outcome}  ${counts}`);
  }
  for (const skipped of stages.slice(results.length)) {
    console.log(`${skipped.name.padEnd(32)} ${'-'.padStart(6)}  not run`);
  }
  console.log(`${'all stages'.padEnd(32)} ${seconds(total).padStart(6)}`);
  process.exit(failed ? failed.code || 1 : 0);
}

await main();
