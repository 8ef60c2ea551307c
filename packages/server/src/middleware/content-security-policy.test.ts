import { describe, expect, it } from 'vitest';
import { hashSource, inlineSources, pagePolicy } from './content-security-policy';

// The example of the CSP specification (w3c.github.io/webappsec-csp, "hash-source").
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('inlineSources', () => {
  it("hashes each inline script's text as the browser does", () => {
    expect(hashSource(HELLO)).toBe(HELLO_HASH);
    const html = `<head><script>${HELLO}</script><script type="module">import('/a.js')</script></head>`;
    expect(inlineSources(html).scripts).toEqual([HELLO_HASH, hashSource("import('/a.js')")]);
  });

  it('skips scripts loaded from a file and data blocks, and lists a repeated script once', () => {
    const html = [
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      `<script data-tsr-stream-part="">${HELLO}</script>`,
      `<SCRIPT type='text/javascript'>${HELLO}</SCRIPT>`,
    ].join('');
    expect(inlineSources(html).scripts).toEqual([HELLO_HASH]);
  });

  it('hashes <style> elements', () => {
    expect(inlineSources('<style>body{margin:0}</style><p>x</p>').styles).toEqual([
      hashSource('body{margin:0}'),
    ]);
    expect(inlineSources('<p style="color:red">x</p>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('pagePolicy', () => {
  it('allows inline scripts by hash only, and no plugins, framing or other base or form targets', () => {
    const policy = pagePolicy({ scripts: [HELLO_HASH], styles: [] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", HELLO_HASH]);
    expect(policy).not.toContain('unsafe');
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
  });

  it("allows any inline style when the page's styles are not listed", () => {
    const policy = pagePolicy({ scripts: [] });
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('adds the configured external origins to their directives only', () => {
    const policy = pagePolicy(
      { scripts: [HELLO_HASH, HELLO_HASH] },
      {
        'script-src': ['https://*.googletagmanager.com'],
        'connect-src': ['https://*.google-analytics.com'],
        'img-src': ['https://*.google-analytics.com'],
      },
    );
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      HELLO_HASH,
      'https://*.googletagmanager.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://*.google-analytics.com']);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.google-analytics.com',
    ]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });
});
