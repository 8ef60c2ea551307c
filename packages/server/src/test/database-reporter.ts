import type { Reporter, TestModule } from 'vitest/node';

const SUITES: Record<string, string> = { integration: 'integration', cli: 'CLI' };
const DATABASES: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/**
 * Prints how many tests ran on each database (projects named `<suite>-<database>`, such as
 * integration-postgres here and cli-postgres in packages/cli), so a CI log shows PostgreSQL really ran.
 */
export default class DatabaseReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map<string, Record<'passed' | 'failed' | 'skipped' | 'pending', number>>();
    for (const testModule of testModules) {
      const [, suite, database] = /^(\w+)-(\w+)$/.exec(testModule.project.name) ?? [];
      if (!suite || !database || !SUITES[suite] || !DATABASES[database]) continue;
      const label = `${DATABASES[database]} ${SUITES[suite]} tests`;
      const tally = counts.get(label) ?? { passed: 0, failed: 0, skipped: 0, pending: 0 };
      for (const test of testModule.children.allTests()) tally[test.result().state] += 1;
      counts.set(label, tally);
    }
    for (const [label, tally] of counts) {
      console.log(
        `${label}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`,
      );
    }
  }
}
