/** A mistake in the site folder stops `vite build` with one line per mistake, and nothing else. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const temp = mkdtempSync(path.join(os.tmpdir(), 'leadline-site-mistake-'));

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('vite build on a site folder with mistakes', () => {
  it('stops, naming each file, line and field, without a stack trace', () => {
    const site = path.join(temp, 'site');
    cpSync(process.env.SITE_DIR ?? '', site, { recursive: true });
    const edit = (file: string, from: RegExp, to: string) =>
      writeFileSync(
        path.join(site, file),
        readFileSync(path.join(site, file), 'utf8').replace(from, to),
      );
    edit('site.yaml', /^ {2}email: .*$/m, '  email: not-an-address');
    edit('calculator.yaml', /price: \d+/, 'price: lots');

    const result = spawnSync('npx', ['vite', 'build', '--outDir', path.join(temp, 'dist')], {
      cwd: WEB_ROOT,
      env: { ...process.env, SITE_DIR: site, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status).toBe(1);
    expect(output).toContain(`The site folder ${site} has 2 mistakes:`);
    expect(output).toMatch(/site\.yaml:\d+: contact\.email: an e-mail address/);
    expect(output).toMatch(/calculator\.yaml:\d+: features\[0\]\.price: a whole number of dollars/);
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);
});
