import type { Reporter, TestModule } from 'vitest/node';
import {
  describeOutcomes,
  describeSlowest,
  emptyOutcomes,
  type Outcomes,
  writeTestCounts,
} from './test-counts';

/**
 * Counts the run's tests by project (the server's on each PostgreSQL version, the client's) for
 * the summary of `npm test`, with the slowest files (their time inside a worker, summed over the
 * projects that run them); the default reporter still prints everything else.
 */
// Vitest loads a reporter named by its path as the file's default export.
export default class VitestCountsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, Outcomes>();
    const msByFile = new Map<string, number>();
    let failedFiles = 0;
    for (const testModule of testModules) {
      const file = testModule.relativeModuleId;
      msByFile.set(file, (msByFile.get(file) ?? 0) + testModule.diagnostic().duration);
      const name = testModule.project.name;
      const outcomes = byProject.get(name) ?? emptyOutcomes();
      byProject.set(name, outcomes);
      // A file can fail outside its tests: in a hook, or while it is loaded.
      if (testModule.state() === 'failed') failedFiles += 1;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') outcomes.passed += 1;
        else if (state === 'failed') outcomes.failed += 1;
        else outcomes.skipped += 1;
      }
    }
    const lines = [...byProject].map(([name, outcomes]) => describeOutcomes(name, outcomes));
    if (failedFiles) lines.push(`${failedFiles} test files failed`);
    lines.push(describeSlowest('slowest files', msByFile));
    writeTestCounts('vitest', { lines });
  }
}
