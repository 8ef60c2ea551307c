import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_PATH } from './e2e/support/browser.ts';
import { FIXTURE_SITE_DIR } from './e2e/support/paths.ts';
import { siteContent } from './site-plugin/index.ts';

/**
 * Browser tests against the real built server (e2e/README.md); `npm run test:e2e`. They drive
 * Debian's Chromium: without it they are skipped with one line saying how to get it, except under
 * CI, where a missing browser fails the run.
 */
const browserMissing = !existsSync(CHROMIUM_PATH);
if (browserMissing) {
  const how = `no Chromium at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH`;
  if (process.env.CI) throw new Error(`browser tests: ${how}`);
  console.warn(`\n[e2e] SKIPPED: ${how}\n`);
}

export default defineConfig({
  // The specs read the site's lists (src/lib/site-files.ts) as the build did: from the tests' own
  // site folder, which the build (e2e/support/build.ts) and the server use too.
  plugins: [siteContent({ dir: FIXTURE_SITE_DIR })],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Global setups run in this environment, which takes neither of the above: without it they
  // import the workspace packages' dist, which a fresh clone has not built.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    name: 'e2e',
    environment: 'node',
    env: { SITE_DIR: FIXTURE_SITE_DIR },
    include: browserMissing ? [] : ['e2e/**/*.test.ts'],
    passWithNoTests: browserMissing,
    globalSetup: browserMissing ? [] : ['e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
