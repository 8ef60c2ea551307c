import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXTERNAL_SOURCES_FILE } from '../domain';
import { hashSource } from './content-security-policy';
import { readSiteSources } from './site-sources';

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
    write('blog/404.html', '<script>post("this-post-does-not-exist")</script>');
    write('assets/app.js', 'console.log(1)');
    // Not pages: build metadata in a hidden folder.
    write('.vite/stray.html', '<script>notAPage()</script>');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the inline scripts of every built page, each once', () => {
    expect(readSiteSources(root)).toEqual({
      scripts: ['boot()', 'home()', 'admin()', 'post("this-post-does-not-exist")']
        .map(hashSource)
        .sort(),
      external: {},
    });
  });

  it('knows nothing without a build', () => {
    expect(readSiteSources('')).toEqual({ scripts: [], external: {} });
    expect(readSiteSources(path.join(root, 'missing'))).toEqual({ scripts: [], external: {} });
  });

  it('reads the external origins the build was configured with', () => {
    const external = {
      'script-src': ['https://*.googletagmanager.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://example.com:8443'],
    };
    write(EXTERNAL_SOURCES_FILE, JSON.stringify(external));
    expect(readSiteSources(root).external).toEqual(external);
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
      expect(() => readSiteSources(root), content).toThrow(EXTERNAL_SOURCES_FILE);
    }
  });
});
