import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBuiltSite } from './built-site';
import { ConfigError } from './config';
import { SITE_SETTINGS_FILE } from '@leadline/domain';

let site: string;
const write = (content: string) => {
  const file = path.join(site, SITE_SETTINGS_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};
const OFF = { consentMode: 'off', retentionDays: 395 } as const;

describe('checkBuiltSite', () => {
  beforeEach(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'leadline-site-'));
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('has nothing to check without a built site', () => {
    expect(() => checkBuiltSite(path.join(site, 'missing'), OFF)).not.toThrow();
    expect(() => checkBuiltSite(site, OFF)).not.toThrow();
  });

  it('accepts a site built with the same settings', () => {
    write(JSON.stringify(OFF));
    expect(() => checkBuiltSite(site, OFF)).not.toThrow();
  });

  it('refuses a different CONSENT_MODE, in one line that says what to do', () => {
    write(JSON.stringify(OFF));
    const start = () => checkBuiltSite(site, { ...OFF, consentMode: 'opt-in' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      `CONSENT_MODE is "opt-in" but the site in ${site} was built with "off": rebuild the site (npm run build)`,
    );
  });

  it('refuses a different RETENTION_DAYS', () => {
    write(JSON.stringify({ consentMode: 'opt-in', retentionDays: 30 }));
    expect(() => checkBuiltSite(site, { consentMode: 'opt-in', retentionDays: 395 })).toThrow(
      /^RETENTION_DAYS is "395" but the site in .* was built with "30": rebuild the site/,
    );
  });

  describe('the site folder it was built from', () => {
    const folder = (fingerprint: string) => ({ dir: '/srv/site', fingerprint: () => fingerprint });

    it('accepts the same version of the folder', () => {
      write(JSON.stringify({ ...OFF, siteFingerprint: 'abc' }));
      expect(() => checkBuiltSite(site, OFF, folder('abc'))).not.toThrow();
    });

    it('refuses another version, saying to rebuild', () => {
      write(JSON.stringify({ ...OFF, siteFingerprint: 'abc' }));
      const start = () => checkBuiltSite(site, OFF, folder('def'));
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(
        `the site in ${site} was built from another version of the site folder /srv/site (SITE_DIR): rebuild the site (npm run build; with Docker, restart the container)`,
      );
    });

    it('has nothing to compare in a site built before it was recorded', () => {
      write(JSON.stringify(OFF));
      let hashed = false;
      const folderHashed = {
        dir: '/srv/site',
        fingerprint: () => {
          hashed = true;
          return 'abc';
        },
      };
      expect(() => checkBuiltSite(site, OFF, folderHashed)).not.toThrow();
      expect(hashed).toBe(false);
    });
  });

  it('refuses a settings file it cannot read', () => {
    write('{ not json');
    expect(() => checkBuiltSite(site, OFF)).toThrow(/site-settings.json is not valid JSON/);
  });
});
