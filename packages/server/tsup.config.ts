import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    index: 'src/index.ts',
    operations: 'src/operations.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // The embedded database's template (scripts/pgdata-template.ts) is made after tsup, and kept.
  clean: ['!pgdata-template.tgz'],
  sourcemap: true,
  // Workspace packages are bundled from their TypeScript source; npm dependencies stay external.
  noExternal: [/^@leadline\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
