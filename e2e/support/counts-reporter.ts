import { stripVTControlCharacters } from 'node:util';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';
import {
  describeOutcomes,
  describeSlowest,
  emptyOutcomes,
  writeTestCounts,
} from '../../scripts/test-counts';
import { A11Y_CHECK } from './a11y-count';

/**
 * Counts the journeys by outcome and the accessibility checks they made (each screen, popup and
 * axe run records itself as an annotation, `a11y-count.ts`), prints the checks after the run and
 * writes both for the summary of `npm test`. The sweeps visit many screens in one journey, so
 * the checks, not the journeys, say whether a change checks less (issue 29).
 *
 * It also repeats why each journey failed, once all have run: the line reporter prints a failure
 * when it happens, and a CI log read from its end (all that is kept of a long run) lost it.
 */
// Playwright loads a reporter as its file's default export.
export default class CountsReporter implements Reporter {
  private readonly last = new Map<string, { test: TestCase; result: TestResult }>();

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.last.set(test.id, { test, result });
  }

  onEnd(_result: FullResult) {
    const outcomes = emptyOutcomes();
    const checks = new Map<string, number>(Object.values(A11Y_CHECK).map((kind) => [kind, 0]));
    const failures: string[] = [];
    const msByFile = new Map<string, number>();
    for (const { test, result } of this.last.values()) {
      const file = test.location.file.split('/e2e/').pop() ?? test.location.file;
      msByFile.set(file, (msByFile.get(file) ?? 0) + result.duration);
      if (result.status === 'passed') outcomes.passed += 1;
      else if (result.status === 'skipped') outcomes.skipped += 1;
      else {
        outcomes.failed += 1;
        failures.push(describeFailure(test, result));
      }
      for (const annotation of result.annotations) {
        const count = checks.get(annotation.type);
        if (count !== undefined) checks.set(annotation.type, count + 1);
      }
    }
    const accessibility = `accessibility: ${[...checks].map(([kind, count]) => `${count} ${kind}`).join(', ')}`;
    if (failures.length > 0) console.log(`\nwhy they failed:\n${failures.join('\n')}`);
    console.log(accessibility);
    // Summed over the journeys of a file, which run on two workers at once.
    const slowest = describeSlowest('slowest files (browser time)', msByFile);
    writeTestCounts('journeys', {
      lines: [describeOutcomes('journeys', outcomes), accessibility, slowest],
    });
  }
}

/** How many lines of a failure's message are repeated: the assertion and its values. */
const MESSAGE_LINES = 12;

/**
 * Where a journey failed and the first lines of each error: the titles of the steps it was in
 * (for a sweep, the state or screen being checked) and the line of the innermost one.
 */
function describeFailure(test: TestCase, result: TestResult): string {
  const titles = test.titlePath().filter(Boolean);
  let location = result.errors[0]?.location;
  for (let steps: readonly TestStep[] = result.steps; ; ) {
    const step = steps.find((candidate) => candidate.error && candidate.category === 'test.step');
    if (!step) break;
    titles.push(step.title);
    location = step.location ?? location;
    steps = step.steps;
  }
  const at = location ? ` (${location.file.split('/e2e/').pop()}:${location.line})` : '';
  const errors = result.errors.length > 0 ? result.errors : [{ message: result.status }];
  const messages = errors.map((error) =>
    // Playwright colours its messages for a terminal; a log keeps them plain.
    stripVTControlCharacters(error.message ?? error.value ?? 'no message')
      .split('\n')
      .slice(0, MESSAGE_LINES)
      .map((line) => `    ${line}`)
      .join('\n'),
  );
  const outcome = `[${result.status}, ${Math.round(result.duration / 1000)} s]`;
  return `  ${titles.join(' › ')} ${outcome}${at}\n${messages.join('\n')}`;
}
