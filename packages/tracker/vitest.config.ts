import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'https://www.site.example/' } },
    restoreMocks: true,
    unstubGlobals: true,
  },
});
