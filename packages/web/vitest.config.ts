import { defineConfig } from 'vitest/config';

// Unit and component tests; a component test opts into happy-dom with a `@vitest-environment` comment.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
