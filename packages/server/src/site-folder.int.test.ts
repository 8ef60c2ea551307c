/**
 * The real entry point (src/main.ts) and the site folder: a folder with mistakes stops the start with
 * one line per mistake, and pages built from another version of the folder are not served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SITE_SETTINGS_FILE } from '@leadline/domain';
import { siteFingerprint } from '@leadline/domain/site-folder';
import { listeningPort, spawnServer } from './test/child-server';
import { describeIntegration, useTestDatabase } from './test/harness';
import { copyFixtureSite, FIXTURE_SITE_DIR } from './test/site';

describeIntegration('the site folder at start', () => {
  const database = useTestDatabase();
  const site = copyFixtureSite();
  const built = mkdtempSync(path.join(os.tmpdir(), 'leadline-built-'));
  afterAll(() => {
    site.remove();
    rmSync(built, { recursive: true, force: true });
  });

  it('stops the server on a folder with mistakes, with one line per mistake and no stack', async () => {
    site.edit('calculator.yaml', (text) => text.replace('price: 2000', 'price: free'));
    site.edit('site.yaml', (text) => text.replace(/^ {2}email: .*$/m, '  email: nobody'));
    const child = spawnServer({ ...database.env(), SITE_DIR: site.dir });
    expect(await child.exited).toBe(1);
    expect(child.stderr().split('\n')).toEqual([
      `leadline: the site folder ${site.dir} (SITE_DIR) has 2 mistakes; fix them and start again:`,
      expect.stringMatching(/^\S*site\.yaml:\d+: contact\.email: an e-mail address$/),
      expect.stringMatching(/^\S*calculator\.yaml:\d+: features\[0\]\.price: .+$/),
      '',
    ]);
    expect(child.stdout()).toBe('');
  });

  it('serves pages built from its folder, and refuses those built from another version', async () => {
    writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Built</title>');
    mkdirSync(path.join(built, path.dirname(SITE_SETTINGS_FILE)), { recursive: true });
    const builtFrom = (fingerprint: string) =>
      writeFileSync(
        path.join(built, SITE_SETTINGS_FILE),
        JSON.stringify({ consentMode: 'off', retentionDays: 395, siteFingerprint: fingerprint }),
      );
    const env = { ...database.env(), SITE_DIR: FIXTURE_SITE_DIR, PUBLIC_DIR: built };

    builtFrom(siteFingerprint(site.dir));
    const refused = spawnServer(env);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toBe(
      `leadline: the site in ${built} was built from another version of the site folder ${FIXTURE_SITE_DIR} (SITE_DIR): rebuild the site (npm run build; with Docker, restart the container), or start the server with the folder it was built from\n`,
    );

    builtFrom(siteFingerprint(FIXTURE_SITE_DIR));
    const served = spawnServer(env);
    try {
      const port = await listeningPort(served);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(await page.text()).toContain('<title>Built</title>');
    } finally {
      served.process.kill('SIGTERM');
    }
    expect(await served.exited).toBe(0);
  });
});
