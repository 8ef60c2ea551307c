/**
 * The `leadline` that npm links: a committed file, so that `npm ci` on a fresh clone links it before
 * anything is built; it runs the build, or says in one line how to make one.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const cliRoot = fileURLToPath(new URL('..', import.meta.url));
const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const NOT_BUILT = 'leadline: the CLI is not built yet: run `npm run build` in the checkout first';

describe('the leadline bin', () => {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'leadline-bin-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  it('is a committed file, not the build, in package.json and in the lockfile npm ci reads', () => {
    const bin = readJson(path.join(cliRoot, 'package.json')).bin as Record<string, string>;
    const target = path.join(cliRoot, bin.leadline ?? '');
    expect(existsSync(target)).toBe(true);
    expect(path.relative(cliRoot, target).split(path.sep)[0]).not.toBe('dist');
    const lock = readJson(path.join(cliRoot, '../../package-lock.json')) as {
      packages: Record<string, { bin?: Record<string, string> }>;
    };
    expect(path.join(cliRoot, lock.packages['packages/cli']?.bin?.leadline ?? '')).toBe(target);
  });

  it('says to build when there is no build, and runs the build when there is one', () => {
    // A copy of the package's layout: bin/leadline.js beside (or without) dist/index.js.
    const bin = path.join(sandbox, 'bin/leadline.js');
    mkdirSync(path.dirname(bin), { recursive: true });
    copyFileSync(path.join(cliRoot, 'bin/leadline.js'), bin);
    writeFileSync(path.join(sandbox, 'package.json'), '{ "type": "module" }\n');
    const leadline = (...args: string[]) =>
      spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

    const missing = leadline('--version');
    expect(missing.stderr).toBe(`${NOT_BUILT}\n`);
    expect(missing.stdout).toBe('');
    expect(missing.status).toBe(1);

    mkdirSync(path.join(sandbox, 'dist'));
    const built = path.join(sandbox, 'dist/index.js');
    writeFileSync(built, 'console.log(JSON.stringify(process.argv.slice(2)));\n');
    const ran = leadline('export', 'contacts');
    expect(ran.stdout).toBe('["export","contacts"]\n');
    expect(ran.stderr).toBe('');
    expect(ran.status).toBe(0);

    // The CLI built alone: the server's build that it imports is missing.
    writeFileSync(built, "import '@leadline/not-built-yet';\n");
    const partly = leadline('db', 'status');
    expect(partly.stderr).toMatch(
      new RegExp(`^${NOT_BUILT.replace(/[`.]/g, '\\$&')} \\(Cannot find`),
    );
    expect(partly.status).toBe(1);
  });
});
