import type { Reporter, TestModule } from 'vitest/node';

/** Prints how many integration tests ran on each database, so a CI log shows PostgreSQL really ran. */
export default class DatabaseReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map<string, Record<'passed' | 'failed' | 'skipped' | 'pending', number>>();
    for (const testModule of testModules) {
      const project = testModule.project.name;
      if (!project.startsWith('integration-')) continue;
      const tally = counts.get(project) ?? { passed: 0, failed: 0, skipped: 0, pending: 0 };
      for (const test of testModule.children.allTests()) tally[test.result().state] += 1;
      counts.set(project, tally);
    }
    for (const [project, tally] of counts) {
      const database = project === 'integration-postgres' ? 'PostgreSQL' : 'PGlite';
      console.log(
        `${database} integration tests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`,
      );
    }
  }
}
