import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig as load, loadPrivacySettings } from './config';
import { copyFixtureSite, FIXTURE_SITE_DIR } from './test/site';

/** On the tests' own site folder, never the owner's `site/`. */
const loadConfig = (env: Record<string, string>) => load({ SITE_DIR: FIXTURE_SITE_DIR, ...env });

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'leadline-config-'));
const secret = 'x'.repeat(32);

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: dir,
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      trustProxy: { kind: 'none' },
      formRateLimit: 10,
      databaseConnectTimeoutSeconds: 5,
      databaseStatementTimeoutSeconds: 5,
      eventQueueLimit: 5000,
      settingsPollMs: 5000,
    });
  });

  it('generates a session secret once outside production and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x@y/z' },
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://")',
    ],
    [
      { DATABASE_URL: 'not a url' },
      'DATABASE_URL must be a URL like postgres://user:password@host:5432/leadline',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { TRUST_PROXY: 'maybe' },
      'TRUST_PROXY must be false, a number of proxies from 1 to 10, or the proxies\' addresses and CIDR ranges separated by commas (such as 172.16.0.0/12, ::1 or loopback, linklocal, uniquelocal); "maybe" is none of these (got "maybe")',
    ],
    [{ FORM_RATE_LIMIT: '0' }, 'FORM_RATE_LIMIT must be a whole number from 1 to 100000 (got "0")'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [
      { DATABASE_STATEMENT_TIMEOUT_SECONDS: '0' },
      'DATABASE_STATEMENT_TIMEOUT_SECONDS must be a whole number from 1 to 3600 (got "0")',
    ],
    [
      { EVENT_QUEUE_LIMIT: '-1' },
      'EVENT_QUEUE_LIMIT must be a whole number from 1 to 1000000 (got "-1")',
    ],
    [
      { NODE_ENV: 'production' },
      'SESSION_SECRET is required when NODE_ENV=production (generate one with: openssl rand -hex 32)',
    ],
  ])('stops on %j with one line naming the variable', (env, message) => {
    const attempt = () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
  });

  it('accepts production settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      DATABASE_URL: 'postgres://leadline:pw@db:5432/leadline',
      TRUST_PROXY: '1',
      PORT: '8080',
      PUBLIC_URL: 'https://studio.example',
    });
    expect(config).toMatchObject({
      isProduction: true,
      trustProxy: { kind: 'hops', hops: 1 },
      port: 8080,
      sessionSecret: secret,
    });
  });
});

describe('loadPrivacySettings', () => {
  it('defaults to no consent banner and 395 days', () => {
    expect(loadPrivacySettings({})).toEqual({ consentMode: 'off', retentionDays: 395 });
  });

  it('reads CONSENT_MODE and RETENTION_DAYS', () => {
    expect(loadPrivacySettings({ CONSENT_MODE: ' Opt-In ', RETENTION_DAYS: '30' })).toEqual({
      consentMode: 'opt-in',
      retentionDays: 30,
    });
  });

  it.each([
    [{ CONSENT_MODE: 'yes' }, /CONSENT_MODE must be one of off, opt-in/],
    [{ RETENTION_DAYS: '0' }, /RETENTION_DAYS must be a whole number of days from 1 to 3650/],
    [{ RETENTION_DAYS: '12.5' }, /RETENTION_DAYS/],
    [{ RETENTION_DAYS: '3651' }, /RETENTION_DAYS/],
  ])('refuses %o', (env, message) => {
    expect(() => loadPrivacySettings(env)).toThrow(ConfigError);
    expect(() => loadPrivacySettings(env)).toThrow(message);
  });
});

describe('LOG_FORMAT', () => {
  it('is json, pretty, or unset (chosen by whether stdout is a terminal)', () => {
    const env = { SESSION_SECRET: secret };
    expect(loadConfig({ ...env, LOG_FORMAT: 'Pretty' }).logFormat).toBe('pretty');
    expect(loadConfig(env).logFormat).toBeUndefined();
    expect(() => loadConfig({ ...env, LOG_FORMAT: 'xml' })).toThrow(
      /LOG_FORMAT must be json or pretty/,
    );
  });
});

describe('the site folder (SITE_DIR)', () => {
  it("is read at start: the mails' identity and the calculator's catalogue", () => {
    const config = loadConfig({ SESSION_SECRET: secret });
    expect(config.site.dir).toBe(path.resolve(FIXTURE_SITE_DIR));
    expect(config.site.catalogue.length).toBeGreaterThan(0);
    expect(config.delivery.site).toBe(config.site.identity);
    expect(config.site.identity.contact.email).toMatch(/@/);
  });

  it("signs mail with the site's name, at MAIL_FROM's address when it is set", () => {
    const copy = copyFixtureSite();
    try {
      copy.edit('site.yaml', (text) =>
        text
          .replace(/^name: .*$/m, 'name: Riverside Apps, LLC')
          .replace(/^ {2}email: .*$/m, '  email: sam@riverside.example'),
      );
      const from = (MAIL_FROM?: string) =>
        loadConfig({ SITE_DIR: copy.dir, SESSION_SECRET: secret, ...(MAIL_FROM && { MAIL_FROM }) })
          .delivery.mailFrom;
      expect(from()).toBe('"Riverside Apps, LLC" <sam@riverside.example>');
      expect(from(' mail@riverside.example ')).toBe(
        '"Riverside Apps, LLC" <mail@riverside.example>',
      );
      expect(from('Sam <mail@riverside.example>')).toBe('Sam <mail@riverside.example>');
    } finally {
      copy.remove();
    }
  });

  it('stops the start on a folder with mistakes, with one line per mistake', () => {
    const copy = copyFixtureSite();
    try {
      copy.edit('calculator.yaml', (text) => text.replace('price: 2000', 'price: lots'));
      copy.edit('site.yaml', (text) => text.replace(/^ {2}email: .*$/m, '  email: nobody'));
      const attempt = () => loadConfig({ SITE_DIR: copy.dir, SESSION_SECRET: secret });
      expect(attempt).toThrow(ConfigError);
      const lines = (() => {
        try {
          attempt();
        } catch (error) {
          return (error as Error).message.split('\n');
        }
        return [];
      })();
      expect(lines[0]).toBe(
        `the site folder ${copy.dir} (SITE_DIR) has 2 mistakes; fix them and start again:`,
      );
      expect(lines.slice(1)).toEqual([
        expect.stringMatching(/site\.yaml:\d+: contact\.email: an e-mail address$/),
        expect.stringMatching(/calculator\.yaml:\d+: features\[0\]\.price: .+/),
      ]);
    } finally {
      copy.remove();
    }
  });

  it('names a SITE_DIR that does not exist', () => {
    expect(() => loadConfig({ SITE_DIR: '/no/such/site', SESSION_SECRET: secret })).toThrow(
      /the site folder \/no\/such\/site \(SITE_DIR\) has a mistake.*\n\/no\/such\/site:1: no such folder/,
    );
  });
});
