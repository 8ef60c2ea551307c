import { defineConfig } from 'tsup';

export default defineConfig([
  {
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
      options.minify = true;
      delete options.tsconfig;
      options.tsconfigRaw = { compilerOptions: { alwaysStrict: false } };
    },
    target: 'es2020',
    outExtension: () => ({ js: '.js' }),
  },
]);
