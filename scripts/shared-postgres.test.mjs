/**
 * The run's one PostgreSQL is started only when a selected suite needs it and none was given; the
 * start itself (a container) is what the PostgreSQL suites exercise, so it is not started here: a
 * container started during the run is exactly what the shared server exists to avoid.
 */
import { describe, expect, it } from 'vitest';
import { startSharedPostgres } from './shared-postgres.mjs';
import { STEPS } from './test-all.mjs';

describe('the shared PostgreSQL of a test run', () => {
  it('is wanted by exactly the PostgreSQL suites', () => {
    expect(STEPS.filter((step) => step.postgres).map((step) => step.name)).toEqual([
      'server/integration-postgres',
      'cli/cli-postgres',
    ]);
  });

  it('is not started when TEST_DATABASE_URL names one, or no selected suite needs it', async () => {
    const env = { TEST_DATABASE_URL: 'postgres://elsewhere/db', PG_IMAGE: 'no-such-image' };
    expect(await startSharedPostgres(STEPS, { env })).toBeUndefined();
    const withoutPostgres = STEPS.filter((step) => !step.postgres);
    expect(await startSharedPostgres(withoutPostgres, { env: { PG_IMAGE: 'x' } })).toBeUndefined();
  });
});
