import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @leadline/domain from its source: a fresh clone has not built its dist.
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'https://www.site.example/' } },
    restoreMocks: true,
    unstubGlobals: true,
  },
});
