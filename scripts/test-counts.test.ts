import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { A11Y_CHECK } from '../e2e/support/a11y-count';
import CountsReporter from '../e2e/support/counts-reporter';
import { describeOutcomes, readTestCounts } from './test-counts';

// What `npm test` says it ran (record 050): the journeys by outcome and the accessibility checks
// they recorded, counted from each journey's last result.

let folder: string;
const home = process.cwd();
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-counts-'));
  process.chdir(folder);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  process.chdir(home);
  fs.rmSync(folder, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const journey = (id: string, file = 'sweep.spec.ts') =>
  ({
    id,
    titlePath: () => ['', 'desktop', file, `journey ${id}`],
    location: { file: `/clone/e2e/${file}`, line: 1, column: 1 },
  }) as TestCase;
const result = (
  status: TestResult['status'],
  checks: string[],
  failure: Partial<TestResult> = {},
) =>
  ({
    status,
    duration: 12_400,
    errors: [],
    steps: [],
    annotations: checks.map((type) => ({ type, description: 'somewhere' })),
    ...failure,
  }) as TestResult;
const step = (title: string, error: boolean, steps: TestStep[] = [], category = 'test.step') =>
  ({
    title,
    category,
    error: error ? { message: 'failed' } : undefined,
    location: { file: '/clone/e2e/sweep.spec.ts', line: title.length, column: 1 },
    steps,
  }) as unknown as TestStep;

describe('the journeys’ counts', () => {
  it('counts each journey once, by its last result, with the checks it recorded', () => {
    const reporter = new CountsReporter();
    reporter.onTestEnd(journey('a'), result('passed', [A11Y_CHECK.screen, A11Y_CHECK.axe]));
    reporter.onTestEnd(journey('b'), result('failed', [A11Y_CHECK.axe]));
    // A retried journey: only the retry counts.
    reporter.onTestEnd(journey('b'), result('passed', [A11Y_CHECK.popup, A11Y_CHECK.axe]));
    reporter.onTestEnd(journey('c'), result('skipped', []));
    reporter.onTestEnd(journey('d'), result('timedOut', [A11Y_CHECK.screen]));
    reporter.onEnd({ status: 'failed' } as never);

    expect(readTestCounts('journeys')?.lines).toEqual([
      'journeys: 2 passed, 1 failed, 1 skipped',
      `accessibility: 2 ${A11Y_CHECK.screen}, 1 ${A11Y_CHECK.popup}, 2 ${A11Y_CHECK.axe}`,
      'slowest files (browser time): sweep.spec.ts 50 s',
    ]);
  });

  it('names the slowest files, slowest first, each the sum of its journeys’ time', () => {
    const reporter = new CountsReporter();
    const files = ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts', 'f.spec.ts'];
    files.forEach((file, index) => {
      // f is the slowest (two journeys), a the quickest and left out: five are named.
      for (let n = 0; n < (file === 'f.spec.ts' ? 2 : 1); n += 1) {
        const timed = { ...result('passed', []), duration: (index + 1) * 1000 };
        reporter.onTestEnd(journey(`${file}-${n}`, file), timed);
      }
    });
    reporter.onEnd({ status: 'passed' } as never);

    expect(readTestCounts('journeys')?.lines.at(-1)).toBe(
      'slowest files (browser time): f.spec.ts 12 s, e.spec.ts 5 s, d.spec.ts 4 s, c.spec.ts 3 s, b.spec.ts 2 s',
    );
  });

  it('repeats why each journey failed after the run: its steps, where, and the first lines', () => {
    const printed: string[] = [];
    vi.mocked(console.log).mockImplementation((line: string) => printed.push(line));
    const reporter = new CountsReporter();
    reporter.onTestEnd(journey('a'), result('passed', []));
    const message = `\u001b[31mError: axe violations on /app\u001b[39m\n${Array.from(
      { length: 20 },
      (_, index) => `line ${index + 2}`,
    ).join('\n')}`;
    reporter.onTestEnd(
      journey('b'),
      result('failed', [], {
        errors: [{ message }],
        steps: [
          step('a passing state', false),
          step('the failing state', true, [step('expect.toEqual', true, [], 'expect')]),
        ],
      }),
    );
    reporter.onEnd({ status: 'failed' } as never);

    const report = printed.find((line) => line.includes('why they failed')) ?? '';
    expect(report).toContain(
      'desktop › sweep.spec.ts › journey b › the failing state [failed, 12 s] (sweep.spec.ts:17)',
    );
    expect(report).toContain('    Error: axe violations on /app\n    line 2');
    // Twelve lines of the message: the assertion and its values, not a whole call log.
    expect(report).toContain('line 12');
    expect(report).not.toContain('line 13');
    expect(report).not.toContain('journey a');
  });

  it('names only the outcomes that happened', () => {
    expect(describeOutcomes('node', { passed: 3, failed: 0, skipped: 0 })).toBe('node: 3 passed');
  });
});
