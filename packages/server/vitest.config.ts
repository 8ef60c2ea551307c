import { defineConfig } from 'vitest/config';

const integration = 'src/**/*.int.test.ts';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Global setups run in this environment, which takes neither of the above: without it they
  // import the workspace packages' dist, which a fresh clone has not built.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    reporters: ['default', './src/test/database-reporter.ts'],
    setupFiles: ['./src/test/property-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: [integration] },
      },
      {
        extends: true,
        test: {
          name: 'integration-pglite',
          include: [integration],
          // Outages are caused on a PostgreSQL server of the test's own; PGlite has none.
          exclude: ['src/**/outage.int.test.ts'],
          globalSetup: ['./src/test/global-setup-pglite.ts'],
          env: { LEADLINE_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-postgres',
          include: [integration],
          // The data-directory lock exists only for the embedded database.
          exclude: ['src/embedded-*.int.test.ts'],
          globalSetup: ['./src/test/global-setup-postgres.ts'],
          env: { LEADLINE_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
