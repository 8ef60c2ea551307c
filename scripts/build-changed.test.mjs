/**
 * `npm start` builds only the workspaces whose inputs changed: a fingerprint must change with every
 * input of a build (its sources, the workspaces it bundles, the lockfile, the build's variables) and
 * with nothing else (tests, build output, unrelated variables).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprints, WORKSPACES } from './build-changed.mjs';

let root = '';
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** The workspaces whose fingerprint differs between two calls. */
const changed = (before, after) =>
  WORKSPACES.map(({ name }) => name).filter((name) => before.get(name) !== after.get(name));

describe('the fingerprints of npm start’s build', () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'leadline-build-changed-'));
    write('package-lock.json', '{}');
    for (const { name } of WORKSPACES)
      write(`packages/${name}/src/index.ts`, `export const n = '${name}';`);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const env = { PATH: '/bin', VITE_SITE_NAME: 'Studio' };

  it('are the same for the same inputs', () => {
    expect(changed(fingerprints({ root, env }), fingerprints({ root, env }))).toEqual([]);
  });

  it('change for a workspace and every workspace that bundles it', () => {
    const before = fingerprints({ root, env });
    write('packages/domain/src/index.ts', 'export const n = 2;');
    expect(changed(before, fingerprints({ root, env }))).toEqual([
      'domain',
      'tracker',
      'server',
      'cli',
      'web',
    ]);
    const afterDomain = fingerprints({ root, env });
    write('packages/tracker/src/index.ts', 'export const n = 2;');
    expect(changed(afterDomain, fingerprints({ root, env }))).toEqual(['tracker', 'web']);
    const middle = fingerprints({ root, env });
    write('packages/web/src/page.tsx', 'export {};');
    expect(changed(middle, fingerprints({ root, env }))).toEqual(['web']);
  });

  it('change with the lockfile and the build’s variables, not with others', () => {
    const before = fingerprints({ root, env });
    expect(
      changed(before, fingerprints({ root, env: { ...env, PATH: '/usr/bin', PORT: '4000' } })),
    ).toEqual([]);
    expect(
      changed(before, fingerprints({ root, env: { ...env, VITE_SITE_NAME: 'Other' } })),
    ).toHaveLength(WORKSPACES.length);
    expect(
      changed(before, fingerprints({ root, env: { ...env, CONSENT_MODE: 'opt-in' } })),
    ).toHaveLength(WORKSPACES.length);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(changed(before, fingerprints({ root, env }))).toHaveLength(WORKSPACES.length);
  });

  it('change the web build with the site folder, at SITE_DIR or site/', () => {
    write('site/site.yaml', 'name: A');
    const before = fingerprints({ root, env });
    write('site/posts/new.md', '---');
    expect(changed(before, fingerprints({ root, env }))).toEqual(['web']);
    const other = { ...env, SITE_DIR: path.join(root, 'elsewhere'), INIT_CWD: root };
    write('elsewhere/site.yaml', 'name: B');
    const elsewhere = fingerprints({ root, env: other });
    write('site/posts/ignored.md', '---');
    expect(changed(elsewhere, fingerprints({ root, env: other }))).toEqual([]);
    write('elsewhere/images/me.jpg', 'jpeg');
    expect(changed(elsewhere, fingerprints({ root, env: other }))).toEqual(['web']);
  });

  it('ignore tests, build output and installed packages', () => {
    const before = fingerprints({ root, env });
    write('packages/server/src/index.test.ts', 'it();');
    write('packages/server/dist/main.js', '//');
    write('packages/web/node_modules/x/index.js', '//');
    write('packages/web/e2e/home.test.ts', '//');
    expect(changed(before, fingerprints({ root, env }))).toEqual([]);
  });
});
