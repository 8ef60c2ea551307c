import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { EXTERNAL_SOURCES_FILE, MISSING_POST_SLUG } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../test/harness';
import { hashSource, NO_DOCUMENT_POLICY } from './content-security-policy';

// A small built site, as packages/web's prerender step writes it.
const site = mkdtempSync(path.join(tmpdir(), 'leadline-headers-site-'));
const BOOT = "document.documentElement.classList.add('js')";
const PAGES: Record<string, string> = {
  'index.html': `<html><head><script>${BOOT}</script></head><body><h1>Home</h1></body></html>`,
  'admin/index.html': `<html><head><script>${BOOT}</script></head><body>Loading...</body></html>`,
  '404.html': `<html><head><script>${BOOT}</script></head><body>404 Page Not Found</body></html>`,
  'blog/404.html': `<html><head><script>${BOOT}</script><script>show("${MISSING_POST_SLUG}")</script></head></html>`,
  [EXTERNAL_SOURCES_FILE]: JSON.stringify({ 'script-src': ['https://*.googletagmanager.com'] }),
};
for (const [file, content] of Object.entries(PAGES)) {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), content);
}
afterAll(() => rmSync(site, { recursive: true, force: true }));

const COMMON = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectSecurityHeaders(response: Response) {
  expect(Object.fromEntries(response.headers)).toMatchObject(COMMON);
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
  // The test server speaks plain HTTP and is not production.
  expect(response.headers.has('strict-transport-security')).toBe(false);
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  return policy;
}

const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1);

describeIntegration('security headers', () => {
  const app = useTestServer({ PUBLIC_DIR: site });

  it('are sent on an API answer, which no page may frame or load anything into', async () => {
    const response = await app.get('/api/health');
    expect(response.status).toBe(200);
    expect(expectSecurityHeaders(response)).toBe(NO_DOCUMENT_POLICY);
  });

  it('are sent on error answers: an unknown route, a refused body, a wrong method', async () => {
    const unknown = await app.get('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(expectSecurityHeaders(unknown)).toBe(NO_DOCUMENT_POLICY);

    const refused = await app.post('/api/contact', { name: 42 });
    expect(refused.status).toBe(400);
    expect(expectSecurityHeaders(refused)).toBe(NO_DOCUMENT_POLICY);

    const wrongMethod = await fetch(`${app.url}/api/health`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expectSecurityHeaders(wrongMethod);
  });

  it('give the sign-in page a policy that allows its own stylesheet by hash and no inline script', async () => {
    const response = await app.get('/api/login?returnTo=%2Fadmin%2Fleads%3Fstatus%3Dnew');
    expect(response.status).toBe(200);
    const policy = expectSecurityHeaders(response);
    const html = await response.text();
    const stylesheet = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    expect(policy).toContain(`style-src 'self' ${hashSource(stylesheet!)};`);
    expect(scriptSrc(policy)).toEqual(["'self'"]);
    expect(policy).toContain("form-action 'self'");
    // The sign-in page loads nothing from elsewhere, even when the site's build does.
    expect(policy).not.toContain('googletagmanager');
  });

  it("give the site's pages the built inline scripts by hash and the configured analytics host", async () => {
    for (const [urlPath, status] of [
      ['/', 200],
      ['/admin/leads', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await app.get(urlPath, { accept: 'text/html' });
      expect(response.status, urlPath).toBe(status);
      const sources = scriptSrc(expectSecurityHeaders(response));
      expect(sources, urlPath).toContain(hashSource(BOOT));
      expect(sources, urlPath).toContain('https://*.googletagmanager.com');
      expect(sources, urlPath).not.toContain("'unsafe-inline'");
    }
  });

  it("allow the blog's 404 page the scripts it was rewritten with for the requested slug", async () => {
    const response = await app.get('/blog/a-missing-post', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('show("a-missing-post")');
    expect(scriptSrc(expectSecurityHeaders(response))).toContain(
      hashSource('show("a-missing-post")'),
    );
  });

  it("keep the tracker's routes open to other sites (CORS)", async () => {
    const preflight = await fetch(`${app.url}/api/analytics/event`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://client.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expectSecurityHeaders(preflight);

    const score = await app.get('/api/analytics/session/no-such-session/score', {
      origin: 'https://client.example',
    });
    expect(score.status).toBeLessThan(500);
    expect(score.headers.get('access-control-allow-origin')).toBe('*');
    expectSecurityHeaders(score);
  });
});
