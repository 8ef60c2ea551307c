// The size budget of the <script> build: dist/tracker.js, minified and gzipped, at most 2,560 bytes (2.5 KB).
/* global console, process, URL */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 2560;
const file = new URL('../dist/tracker.js', import.meta.url);
const source = readFileSync(file);
const gzipped = gzipSync(source, { level: 9 }).length;

console.log(
  `dist/tracker.js: ${source.length} bytes minified, ${gzipped} bytes gzipped (budget ${BUDGET})`,
);
if (gzipped > BUDGET) {
  console.error(`tracker.js is ${gzipped - BUDGET} bytes over its budget of ${BUDGET} bytes`);
  process.exitCode = 1;
}
