import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  // @leadline/server stays external: the CLI runs the server's own built database layer. The
  // domain package is bundled from its source, like the server bundles it: it has no build of its own
  // on a fresh clone.
  noExternal: [/^@leadline\/domain/],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
