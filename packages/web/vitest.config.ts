import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { siteContent } from './site-plugin/index.ts';

// The tests' own site folder, never the example in site/: an owner who replaces site/ still passes.
const SITE_DIR = fileURLToPath(new URL('../../fixtures/site', import.meta.url));

// Unit and component tests; a component test opts into happy-dom with a `@vitest-environment` comment.
export default defineConfig({
  plugins: [siteContent({ dir: SITE_DIR })],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    env: { SITE_DIR },
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'site-plugin/**/*.test.ts'],
  },
});
