/**
 * Makes dist/pgdata-template.tgz, the data directory a new embedded database starts from
 * (src/db/embedded-template.ts): PGlite's initdb, run here at build time rather than in the server.
 * It depends only on PGlite's version, so it is kept in node_modules/.cache and made again only when
 * that changes. `npm run build` runs it after tsup.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTemplate } from '../src/db/embedded-template';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = path.join(root, 'dist', 'pgdata-template.tgz');

/** PGlite exports no package.json: found above its entry point. */
function pgliteVersion(): string {
  let directory = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(directory, 'package.json'))) directory = path.dirname(directory);
  const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'));
  return (manifest as { version: string }).version;
}

async function main() {
  const cache = path.join(
    root,
    '..',
    '..',
    'node_modules',
    '.cache',
    'leadline',
    `pgdata-template-pglite-${pgliteVersion()}.tgz`,
  );
  if (!existsSync(cache)) {
    const started = Date.now();
    await makeTemplate(cache);
    console.log(`made the embedded database's template in ${Date.now() - started} ms`);
  }
  mkdirSync(path.dirname(output), { recursive: true });
  // Copied beside and renamed into place: a test opening an embedded database meanwhile (npm test
  // runs two suites at a time) reads the earlier template or this one, never half of one.
  const partial = `${output}.partial-${process.pid}`;
  copyFileSync(cache, partial);
  renameSync(partial, output);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
