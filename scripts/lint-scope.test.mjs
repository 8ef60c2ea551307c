/**
 * `npm run lint` checks what the project owns, and nothing an owner writes into the checkout with the
 * CLI (exports, backups: README, "Signing in, and the CLI"), wherever it lands: a stray export must
 * not fail the test command, and the project's own files must not slip out of the check.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { getFileInfo } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const ignoreFiles = ['.gitignore', '.prettierignore'];
const prettierBin = path.join(root, 'node_modules/prettier/bin/prettier.cjs');

/** What the CLI writes for an owner, as the README runs it and elsewhere in the checkout. */
const OWNER_OUTPUTS = [
  'jane.json',
  'leads.csv',
  'contacts.csv',
  'leadline.tgz',
  'backups/leadline-2026-11-22.tgz',
  'backups/jane.json',
  'exports/outbox.json',
  'packages/cli/jane.json',
];
const UNFORMATTED_JSON =
  '{"tables":{"contact_messages":[{"email":"jane@example.com"}]},"exportedAt":"2026-11-22"}';

/** Files the project keeps out of the format check on purpose (.prettierignore). */
const skippedOnPurpose = (file) =>
  file === 'package-lock.json' ||
  file.startsWith('site/') ||
  // Generated from the domain's schemas, and kept equal to them by a test.
  file.startsWith('schema/') ||
  file.endsWith('.md') ||
  file === 'packages/web/src/routeTree.gen.ts';

const isGitCheckout = spawnSync('git', ['rev-parse', '--git-dir'], { cwd: root }).status === 0;

describe('the lint', () => {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'leadline-lint-scope-'));
  beforeAll(() => {
    for (const file of [...ignoreFiles, '.prettierrc.json', 'package.json', 'tsconfig.json'])
      copyFileSync(path.join(root, file), path.join(sandbox, file));
  });
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  /** `prettier --check .` as `npm run lint` runs it, in a copy of the root's ignore files and config. */
  const checkSandbox = () => {
    const result = spawnSync(process.execPath, [prettierBin, '--check', '.'], {
      cwd: sandbox,
      encoding: 'utf8',
    });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
    writeFileSync(path.join(sandbox, file), text);
  };

  it('passes with an owner’s exports and backups anywhere in the checkout', () => {
    for (const file of OWNER_OUTPUTS) write(file, UNFORMATTED_JSON);
    const { code, output } = checkSandbox();
    expect(output).toContain('All matched files use Prettier code style!');
    expect(code).toBe(0);
  });

  it('still fails on the project’s own JSON when it is not formatted', () => {
    write('packages/cli/package.json', UNFORMATTED_JSON);
    const { code, output } = checkSandbox();
    rmSync(path.join(sandbox, 'packages/cli/package.json'));
    expect(output).toContain('packages/cli/package.json');
    expect(code).not.toBe(0);
  });

  it.skipIf(!isGitCheckout)('checks every file git tracks that Prettier can format', async () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const ignorePath = ignoreFiles.map((file) => path.join(root, file));
    const unchecked = [];
    for (const file of tracked) {
      const info = await getFileInfo(path.join(root, file), { ignorePath });
      if (info.ignored && !skippedOnPurpose(file)) unchecked.push(file);
    }
    // A file listed here is skipped by an ignore pattern meant for owner outputs: narrow the pattern.
    expect(unchecked).toEqual([]);
  });
});
