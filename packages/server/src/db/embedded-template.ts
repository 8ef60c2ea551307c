/**
 * A new embedded database starts from a data directory made at build time (scripts/pgdata-template.ts)
 * instead of PGlite's own initdb at the first start: initdb runs two more PostgreSQL instances in
 * WebAssembly beside the server's and took its peak memory from about 300 MB to 850 MB, where a VPS of
 * 1 GB has none to spare. The template is PGlite's initdb output as it is (no Leadline table: the
 * migrations run at start as on any database), for the PGlite version it was made with.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';
import { openPGlite } from './embedded-options';
import { makePrivate } from './private-files';

/** The build's output, published by the server package so that the CLI's bundle finds it too. */
const TEMPLATE_SPECIFIER = '@leadline/server/pgdata-template.tgz';

/**
 * The built template's path, or undefined (running from source before a build: initdb then). Beside
 * the server's bundle (dist/, also in the Docker image), else through the server package (the CLI's
 * bundle, and the source under tsx or the tests once the server is built).
 */
export function embeddedTemplate(): string | undefined {
  const candidates = [
    () => fileURLToPath(new URL('./pgdata-template.tgz', import.meta.url)),
    () => createRequire(import.meta.url).resolve(TEMPLATE_SPECIFIER),
  ];
  for (const candidate of candidates) {
    try {
      const file = candidate();
      if (existsSync(file)) return file;
    } catch {
      // not there: the next place
    }
  }
  return undefined;
}

const isEmpty = (directory: string) =>
  !existsSync(directory) || readdirSync(directory).length === 0;

/**
 * Puts the template in `directory` when it holds no database yet; answers whether it did. Unpacked
 * beside it and renamed into place, so a start killed half-way leaves no half a database behind.
 */
export async function seedFromTemplate(
  directory: string,
  template: string | undefined,
): Promise<boolean> {
  if (!template || !isEmpty(directory)) return false;
  const staging = `${directory}.seeding-${randomBytes(4).toString('hex')}`;
  try {
    mkdirSync(staging, { recursive: true, mode: 0o700 });
    await tar.extract({ file: template, cwd: staging });
    // Owner-only before it is put in place (the staging directory itself is 0700 meanwhile): the
    // data will hold password hashes and visitors' data.
    makePrivate(staging);
    rmSync(directory, { recursive: true, force: true });
    renameSync(staging, directory);
    return true;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Runs PGlite's initdb in a directory of its own and writes its result to `file` (the build's step). */
export async function makeTemplate(file: string): Promise<void> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'leadline-pgdata-template-'));
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    const pglite = await openPGlite(directory);
    await pglite.waitReady;
    await pglite.exec('CHECKPOINT');
    await pglite.close();
    mkdirSync(path.dirname(file), { recursive: true });
    await tar.create({ file: partial, gzip: true, portable: true, cwd: directory }, ['.']);
    renameSync(partial, file);
  } finally {
    rmSync(directory, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}
