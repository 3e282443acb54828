import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { describeOutcomes, emptyOutcomes, writeTestCounts } from '../../scripts/test-counts';
import { A11Y_CHECK } from './a11y-count';

/**
 * Counts the journeys by outcome and the accessibility checks they made (each screen, popup and
 * axe run records itself as an annotation, `a11y-count.ts`), prints the checks after the run and
 * writes both for the summary of `npm test`. The sweeps visit many screens in one journey, so
 * the checks, not the journeys, say whether a change checks less (issue 29).
 */
// Playwright loads a reporter as its file's default export.
export default class CountsReporter implements Reporter {
  private readonly last = new Map<string, TestResult>();

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.last.set(test.id, result);
  }

  onEnd(_result: FullResult) {
    const outcomes = emptyOutcomes();
    const checks = new Map<string, number>(Object.values(A11Y_CHECK).map((kind) => [kind, 0]));
    for (const result of this.last.values()) {
      if (result.status === 'passed') outcomes.passed += 1;
      else if (result.status === 'skipped') outcomes.skipped += 1;
      else outcomes.failed += 1;
      for (const annotation of result.annotations) {
        const count = checks.get(annotation.type);
        if (count !== undefined) checks.set(annotation.type, count + 1);
      }
    }
    const accessibility = `accessibility: ${[...checks].map(([kind, count]) => `${count} ${kind}`).join(', ')}`;
    console.log(accessibility);
    writeTestCounts('journeys', { lines: [describeOutcomes('journeys', outcomes), accessibility] });
  }
}
