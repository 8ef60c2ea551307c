import { defineConfig } from 'vitest/config';

/**
 * The CLI runs as a real process against both databases, on the server's test harness: the same
 * migrated templates, the same rules for finding PostgreSQL (TEST_DATABASE_URL, else Testcontainers
 * with PG_IMAGE; under CI a missing server fails the run, elsewhere the suites are skipped with the
 * reason) and the same per-database tally at the end. cli-pglite-server runs the commands while a
 * server holds the embedded directory, so they go through its socket (src/test/database.ts).
 */
const serverTest = '../server/src/test';
/** The CLI the tests run, bundled once per run from its source. */
const cliBundle = './src/test/global-setup-cli.ts';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Global setups run in this environment, which takes neither of the above: without it they
  // import the workspace packages' dist, which a fresh clone has not built.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    reporters: ['default', `${serverTest}/database-reporter.ts`],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'cli-pglite',
          include: ['src/**/*.test.ts'],
          globalSetup: [`${serverTest}/global-setup-pglite.ts`, cliBundle],
          env: { LEADLINE_TEST_DB: 'pglite' },
        },
      },
      {
        // Every command again, beside a server running on the embedded database (its socket).
        extends: true,
        test: {
          name: 'cli-pglite-server',
          include: ['src/**/*.test.ts'],
          // Those suites hold or serve the directory themselves.
          exclude: ['src/embedded-*.test.ts'],
          globalSetup: [`${serverTest}/global-setup-pglite.ts`, cliBundle],
          env: { LEADLINE_TEST_DB: 'pglite', LEADLINE_CLI_BESIDE_SERVER: '1' },
        },
      },
      {
        extends: true,
        test: {
          name: 'cli-postgres',
          include: ['src/**/*.test.ts'],
          // The data-directory lock exists only for the embedded database.
          exclude: ['src/embedded-*.test.ts'],
          globalSetup: [`${serverTest}/global-setup-postgres.ts`, cliBundle],
          env: { LEADLINE_TEST_DB: 'postgres' },
        },
      },
    ],
  },
});
