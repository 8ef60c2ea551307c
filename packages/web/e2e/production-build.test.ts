/**
 * The site is always React's production build: what the tests serve, and what `vite build` makes
 * under NODE_ENV=development (as `NODE_ENV=development npm start` or a Docker build with that
 * variable would run it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WEB_DIST, WEB_ROOT } from './support/paths';

/** Printed by React's development build only (react-dom's DevTools hint). */
const DEVELOPMENT_MARKER = 'Download the React DevTools';
/** In React's production build only: its errors are minified into links to this page. */
const PRODUCTION_MARKER = 'react.dev/errors/';

function scripts(dist: string): string {
  const assets = path.join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

const outDir = mkdtempSync(path.join(os.tmpdir(), 'leadline-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('production build', () => {
  it('is what the tests serve', () => {
    const code = scripts(WEB_DIST);
    expect(code).toContain(PRODUCTION_MARKER);
    expect(code).not.toContain(DEVELOPMENT_MARKER);
  });

  it('is what vite build makes with NODE_ENV=development', { timeout: 120_000 }, () => {
    const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: WEB_ROOT,
      env: { ...process.env, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const code = scripts(outDir);
    expect(code).toContain(PRODUCTION_MARKER);
    expect(code).not.toContain(DEVELOPMENT_MARKER);
  });
});
