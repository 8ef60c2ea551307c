import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXTERNAL_SOURCES_FILE, MISSING_POST_SLUG, PUBLIC_URL_PLACEHOLDER } from '@leadline/domain';
import { hashSource } from './content-security-policy';
import { readSiteSources } from './site-sources';

const PUBLIC_URL = 'https://studio.example';

describe('readSiteSources', () => {
  let root: string;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'leadline-sources-'));
    write('index.html', '<script>boot()</script><script>home()</script>');
    write('admin/index.html', '<script>boot()</script><script>admin()</script>');
    write('blog/404.html', `<script>post("${MISSING_POST_SLUG}")</script>`);
    write('assets/app.js', 'console.log(1)');
    // Not pages: build metadata in a hidden folder.
    write('.vite/stray.html', '<script>notAPage()</script>');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the inline scripts of every built page, each once', () => {
    expect(readSiteSources(root, PUBLIC_URL)).toEqual({
      scripts: ['boot()', 'home()', 'admin()', `post("${MISSING_POST_SLUG}")`]
        .map(hashSource)
        .sort(),
      external: {},
    });
  });

  it('knows nothing without a build', () => {
    expect(readSiteSources('', PUBLIC_URL)).toEqual({ scripts: [], external: {} });
    expect(readSiteSources(path.join(root, 'missing'), PUBLIC_URL)).toEqual({
      scripts: [],
      external: {},
    });
  });

  it("hashes a script that names the site's origin as it is served, with PUBLIC_URL", () => {
    write('about/index.html', `<script>share("${PUBLIC_URL_PLACEHOLDER}/about")</script>`);
    const { scripts } = readSiteSources(root, PUBLIC_URL);
    expect(scripts).toContain(hashSource(`share("${PUBLIC_URL}/about")`));
    expect(scripts).not.toContain(hashSource(`share("${PUBLIC_URL_PLACEHOLDER}/about")`));
  });

  it('reads the external origins the build was configured with', () => {
    const external = {
      'script-src': ['https://*.googletagmanager.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://example.com:8443'],
    };
    write(EXTERNAL_SOURCES_FILE, JSON.stringify(external));
    expect(readSiteSources(root, PUBLIC_URL).external).toEqual(external);
  });

  it('refuses an external sources file that could bend the policy', () => {
    for (const content of [
      '{"script-src": ["https://a.example; script-src *"]}',
      '{"script-src": ["http://a.example"]}',
      '{"script-src": ["*"]}',
      '{"script-src": ["\'unsafe-inline\'"]}',
      '{"script-src": "https://a.example"}',
      '{"frame-ancestors": ["https://a.example"]}',
      '["https://a.example"]',
      'not json',
    ]) {
      write(EXTERNAL_SOURCES_FILE, content);
      expect(() => readSiteSources(root, PUBLIC_URL), content).toThrow(EXTERNAL_SOURCES_FILE);
    }
  });
});
