import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // @leadline/domain (a devDependency, so bundled) from its TypeScript source, in both builds: a
    // fresh clone has not built it.
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    // The IIFE build below writes tracker.js at the same time: this clean must leave it alone.
    clean: ['!tracker.js'],
    target: 'es2020',
  },
  {
    // dist/tracker.js for <script> tags; its size budget is checked by scripts/check-size.mjs.
    entry: { tracker: 'src/iife.ts' },
    format: ['iife'],
    platform: 'browser',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    esbuildOptions(options) {
      options.conditions = ['source'];
      options.minify = true;
      delete options.tsconfig;
      options.tsconfigRaw = { compilerOptions: { alwaysStrict: false } };
    },
    target: 'es2020',
    outExtension: () => ({ js: '.js' }),
  },
]);
