import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig as loadAll, loadDeliverySettings as loadDelivery } from './config';
import { FIXTURE_SITE_DIR } from './test/site';

/** On the tests' own site folder, never the owner's `site/`. */
const site = { SITE_DIR: FIXTURE_SITE_DIR };
const loadConfig = (env: Record<string, string | undefined>) => loadAll({ ...site, ...env });
const loadDeliverySettings = (env: Record<string, string | undefined>) =>
  loadDelivery({ ...site, ...env });
import { parsePublicUrl, withListeningPort } from './public-url';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadline-public-url-')),
};
const publicUrlOf = (env: Record<string, string>) => loadConfig(env).delivery.publicUrl;

describe('PUBLIC_URL', () => {
  it('is required in production, with one line that says what to set', () => {
    for (const unset of [{}, { PUBLIC_URL: '' }, { PUBLIC_URL: '  ' }]) {
      const attempt = () => loadConfig({ ...production, ...unset });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        /^PUBLIC_URL is required when NODE_ENV=production: set it to the site's address, e\.g\. PUBLIC_URL=https:\/\/studio\.example$/,
      );
    }
    // The CLI's mail settings too: their links would name localhost.
    expect(() => loadDeliverySettings({ NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('outside production is the server itself on its port', () => {
    const dataDir = production.DATA_DIR;
    expect(publicUrlOf({ DATA_DIR: dataDir })).toBe('http://localhost:3000');
    expect(publicUrlOf({ DATA_DIR: dataDir, PORT: '4123' })).toBe('http://localhost:4123');
    expect(loadDeliverySettings({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('names the port a PORT=0 server got, unless it is set', () => {
    const dataDir = production.DATA_DIR;
    const unset = loadConfig({ DATA_DIR: dataDir, PORT: '0' });
    expect(withListeningPort(unset, 41234).delivery.publicUrl).toBe('http://localhost:41234');
    const set = loadConfig({ DATA_DIR: dataDir, PORT: '0', PUBLIC_URL: 'https://studio.example' });
    expect(withListeningPort(set, 41234)).toBe(set);
    const fixed = loadConfig({ DATA_DIR: dataDir, PORT: '4123' });
    expect(withListeningPort(fixed, 4123)).toBe(fixed);
  });

  it.each([
    ['https://studio.example', 'https://studio.example'],
    ['https://studio.example/', 'https://studio.example'],
    ['  https://Studio.Example:443/ ', 'https://studio.example'],
    ['https://studio.example:8443', 'https://studio.example:8443'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('takes %j in production as the origin %j', (given, origin) => {
    expect(publicUrlOf({ ...production, PUBLIC_URL: given })).toBe(origin);
  });

  it.each([
    ['studio.example', "PUBLIC_URL must be the site's address, such as https://studio.example"],
    ['ftp://studio.example', 'PUBLIC_URL must start with https:// or http://'],
    ['https://user:pw@studio.example', "PUBLIC_URL must be the site's address"],
    ['https://studio"onload="x.example', "PUBLIC_URL must be the site's address"],
    ['https://a&b.example', "PUBLIC_URL must be the site's address"],
    [
      'https://studio.example/\nX',
      'PUBLIC_URL must be an origin without a path, query or fragment',
    ],
    ['https://studio.example:0', "PUBLIC_URL must be the site's address"],
    [
      'https://studio.example/blog',
      'PUBLIC_URL must be an origin without a path, query or fragment',
    ],
    [
      'https://studio.example/?a=1',
      'PUBLIC_URL must be an origin without a path, query or fragment',
    ],
    [
      'https://studio.example/#top',
      'PUBLIC_URL must be an origin without a path, query or fragment',
    ],
  ])('refuses %j anywhere with one line', (given, message) => {
    for (const env of [{ DATA_DIR: production.DATA_DIR }, production]) {
      const attempt = () => loadConfig({ ...env, PUBLIC_URL: given });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(message);
      expect(attempt).toThrow(`(got ${JSON.stringify(given)})`);
      expect(attempt).toThrow(/^[^\n]+$/);
    }
  });

  it('must be https in production unless it is this machine', () => {
    const attempt = () => loadConfig({ ...production, PUBLIC_URL: 'http://studio.example' });
    expect(attempt).toThrow(
      'PUBLIC_URL must start with https:// when NODE_ENV=production (got "http://studio.example"); plain http:// is only for localhost',
    );
    expect(
      publicUrlOf({ DATA_DIR: production.DATA_DIR, PUBLIC_URL: 'http://studio.example' }),
    ).toBe('http://studio.example');
  });

  it('turns any text into an origin that reads back as itself, or into a reason', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }).map((rest) => `https://${rest}`),
          fc.webUrl({ withQueryParameters: true }),
        ),
        fc.boolean(),
        (raw, prod) => {
          const parsed = parsePublicUrl(raw, prod);
          if ('problem' in parsed) {
            expect(parsed.problem).toMatch(/^PUBLIC_URL [^\n]+$/);
            return;
          }
          // What the server writes into pages and mails: an origin with nothing to escape.
          expect(parsed.origin).toMatch(/^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/);
          expect(new URL(parsed.origin).origin).toBe(parsed.origin);
          expect(parsePublicUrl(parsed.origin, prod)).toEqual(parsed);
        },
      ),
    );
  });
});
