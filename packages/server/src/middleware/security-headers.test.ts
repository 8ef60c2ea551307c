import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa, { type Middleware } from 'koa';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { hashSource, NO_DOCUMENT_POLICY } from './content-security-policy';
import { believeProxies } from './forwarded-request';
import { securityHeaders, type SecurityHeadersOptions } from './security-headers';

const SITE_SCRIPT = 'startSite()';

/** A server with the middleware outside `handler`, as app.ts mounts it; closed after the test. */
const servers: ReturnType<Koa['listen']>[] = [];
async function serve(
  handler: Middleware,
  options: Partial<SecurityHeadersOptions> = {},
  proxy = false,
) {
  const app = new Koa();
  believeProxies(app, proxy ? { kind: 'hops', hops: 1 } : { kind: 'none' }, createLogger('silent'));
  app.use(
    securityHeaders({
      publicDir: root,
      publicUrl: 'https://studio.example',
      production: false,
      ...options,
    }),
  );
  app.use(handler);
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (headers: Record<string, string> = {}) => fetch(`${base}/`, { headers });
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'leadline-headers-'));
  mkdirSync(path.join(root, 'blog'));
  writeFileSync(path.join(root, 'index.html'), `<script>${SITE_SCRIPT}</script>`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';

describe('securityHeaders', () => {
  it('sends the same protections on every answer', async () => {
    const get = await serve((ctx) => {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
    });
    const response = await get();
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    expect(response.headers.get('permissions-policy')).toContain('microphone=()');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(response.headers.has('strict-transport-security')).toBe(false);
    // JSON is no document: nothing may load in it, nothing may frame it.
    expect(policyOf(response)).toBe(NO_DOCUMENT_POLICY);
  });

  it("gives a built page the site's policy: the built inline scripts by hash", async () => {
    const get = await serve((ctx) => {
      ctx.type = 'html';
      ctx.body = Buffer.from(`<script>${SITE_SCRIPT}</script>`);
    });
    const policy = policyOf(await get());
    expect(policy).toContain(`script-src 'self' ${hashSource(SITE_SCRIPT)};`);
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("adds the inline scripts of a page rewritten for the request (the blog's 404)", async () => {
    const get = await serve((ctx) => {
      ctx.type = 'html';
      ctx.state.pageHtml = '<script>notFound("my-post")</script>';
      ctx.body = Buffer.from(ctx.state.pageHtml);
    });
    expect(policyOf(await get())).toContain(
      `script-src 'self' ${hashSource(SITE_SCRIPT)} ${hashSource('notFound("my-post")')};`,
    );
  });

  it('gives a page rendered in memory exactly its own inline scripts and styles', async () => {
    const get = await serve((ctx) => {
      ctx.type = 'html';
      ctx.body = '<style>main{color:red}</style><script>own()</script><form></form>';
    });
    const policy = policyOf(await get());
    expect(policy).toContain(`script-src 'self' ${hashSource('own()')};`);
    expect(policy).toContain(`style-src 'self' ${hashSource('main{color:red}')};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain(hashSource(SITE_SCRIPT));
  });

  it('sends HSTS in production over HTTPS only (behind a trusted proxy: X-Forwarded-Proto)', async () => {
    const handler: Middleware = (ctx) => {
      ctx.body = 'ok';
    };
    const production = await serve(handler, { production: true }, true);
    expect(
      (await production({ 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'),
    ).toBe('max-age=31536000');
    expect((await production()).headers.has('strict-transport-security')).toBe(false);
    // An untrusted X-Forwarded-Proto says nothing.
    const untrusted = await serve(handler, { production: true }, false);
    expect(
      (await untrusted({ 'x-forwarded-proto': 'https' })).headers.has('strict-transport-security'),
    ).toBe(false);
    const development = await serve(handler, { production: false }, true);
    expect(
      (await development({ 'x-forwarded-proto': 'https' })).headers.has(
        'strict-transport-security',
      ),
    ).toBe(false);
  });
});
