import { defineConfig } from 'vitest/config';

const integration = 'src/**/*.int.test.ts';

/**
 * The integration files share their worker's modules (`isolate: false`): each starts servers of its
 * own on a database of its own, and the server keeps no state in its modules outside a server
 * (caches are keyed by the server's Knex), so a file sees nothing of the one before. Loading the
 * server and compiling PGlite's WebAssembly once instead of once a file halves the PGlite suite
 * (208 -> 110 s alone on two cores).
 */
const shared = { isolate: false };

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
          ...shared,
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
          ...shared,
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
