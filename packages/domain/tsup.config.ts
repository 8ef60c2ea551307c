import { defineConfig } from 'tsup';

// Every consumer bundles this package from its TypeScript source (the `source` condition); the
// build is for a plain `node` import of it.
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/vocabulary.ts',
    'src/wire.ts',
    'src/traffic-source.ts',
    'src/site-content/index.ts',
    'src/site-folder/index.ts',
  ],
  format: ['esm'],
  target: 'es2020',
  clean: true,
});
