import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_POST_SLUG, PUBLIC_URL_PLACEHOLDER as BUILT_ORIGIN } from '@leadline/domain';
import { staticSite } from './static-site';

const PUBLIC_URL = 'https://studio.example';

const PAGES: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'services/index.html': '<h1>Services</h1>',
  'admin/index.html': '<p>Loading...</p>',
  '404.html': '<h1>404 Page Not Found</h1>',
  'blog/404.html': `<a href="/blog/${MISSING_POST_SLUG}">Post Not Found</a>`,
  'assets/app-1a2b3c.js': 'console.log(1)',
  // Files that name the site's origin: the build writes a stand-in for it.
  'blog/index.html': `<link rel="canonical" href="${BUILT_ORIGIN}/blog"><h1>Blog</h1>`,
  'sitemap.xml': `<urlset><url><loc>${BUILT_ORIGIN}/blog</loc></url></urlset>`,
  'robots.txt': `Sitemap: ${BUILT_ORIGIN}/sitemap.xml\n`,
  'assets/head-9f8e7d.js': `const origin="${BUILT_ORIGIN}";`,
};

describe('staticSite', () => {
  let root: string;
  let server: ReturnType<Koa['listen']>;
  let base: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'leadline-site-'));
    for (const [file, content] of Object.entries(PAGES)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), content);
    }
    await writeFile(
      path.join(root, 'services/index.html.br'),
      brotliCompressSync('<h1>Services</h1>'),
    );
    const app = new Koa();
    // A twin the build would not write for a file that names the origin: never to be served.
    await writeFile(path.join(root, 'sitemap.xml.br'), brotliCompressSync(PAGES['sitemap.xml']!));
    app.use(staticSite(root, PUBLIC_URL));
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${urlPath}`, { headers: { accept: 'text/html', ...headers } });

  it('serves each prerendered page at its route, with or without a trailing slash', async () => {
    for (const urlPath of ['/services', '/services/']) {
      const response = await get(urlPath, { 'accept-encoding': 'identity' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<h1>Services</h1>');
      expect(response.headers.get('cache-control')).toContain('must-revalidate');
    }
    expect(await (await get('/')).text()).toBe('<h1>Home</h1>');
  });

  it('sends the precompressed twin when the browser takes brotli', async () => {
    const response = await fetch(`${base}/services`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch decodes the body itself.
    expect(await response.text()).toBe('<h1>Services</h1>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers every admin path with the admin shell', async () => {
    for (const urlPath of ['/admin', '/admin/leads', '/admin/hot-leads?x=1']) {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<p>Loading...</p>');
    }
  });

  it('answers unknown pages with the 404 page and status 404', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>404 Page Not Found</h1>');
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it("answers an unknown post with the blog's 404 page, written for that slug", async () => {
    const response = await get('/blog/no-such-post', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<a href="/blog/no-such-post">Post Not Found</a>');
    const odd = await get('/blog/%3Cscript%3E');
    expect(odd.status).toBe(404);
    expect(await odd.text()).toBe(PAGES['blog/404.html']);
  });

  it("serves the files that name the site's origin with PUBLIC_URL in it, in every encoding", async () => {
    const served: Record<string, string> = {
      '/blog': `<link rel="canonical" href="${PUBLIC_URL}/blog"><h1>Blog</h1>`,
      '/sitemap.xml': `<urlset><url><loc>${PUBLIC_URL}/blog</loc></url></urlset>`,
      '/robots.txt': `Sitemap: ${PUBLIC_URL}/sitemap.xml\n`,
      '/assets/head-9f8e7d.js': `const origin="${PUBLIC_URL}";`,
    };
    for (const [urlPath, body] of Object.entries(served)) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await get(urlPath, { 'accept-encoding': encoding });
        expect(response.status, `${urlPath} ${encoding}`).toBe(200);
        expect(await response.text()).toBe(body);
        if (encoding !== 'identity') {
          expect(response.headers.get('content-encoding')).toBe(encoding);
        }
        expect(response.headers.get('vary')).toContain('Accept-Encoding');
      }
    }
    const types = await Promise.all(
      ['/sitemap.xml', '/robots.txt', '/assets/head-9f8e7d.js', '/blog'].map(async (urlPath) =>
        (await get(urlPath)).headers.get('content-type'),
      ),
    );
    expect(types).toEqual([
      expect.stringContaining('xml'),
      expect.stringContaining('text/plain'),
      expect.stringContaining('javascript'),
      expect.stringContaining('text/html'),
    ]);
    expect((await get('/assets/head-9f8e7d.js')).headers.get('cache-control')).toContain(
      'immutable',
    );
    expect((await get('/sitemap.xml')).headers.get('cache-control')).toContain('must-revalidate');
  });

  it('answers no spelling of such a path with the file as built', async () => {
    for (const urlPath of ['/sitemap%2Exml', '/blog/index.html', '/blog/']) {
      const response = await get(urlPath, { 'accept-encoding': 'br' });
      expect(await response.text(), urlPath).not.toContain(BUILT_ORIGIN);
    }
  });

  it('answers 304 to a browser whose copy is current, and 200 once it is not', async () => {
    const first = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    // As a browser revalidates (fetch would add no-cache to a request with If-None-Match).
    const revalidate = { 'cache-control': 'max-age=0', 'if-none-match': etag! };
    const again = await get('/sitemap.xml', { 'accept-encoding': 'br', ...revalidate });
    expect(again.status).toBe(304);
    const stale = await get('/sitemap.xml', { ...revalidate, 'if-none-match': 'W/"another"' });
    expect(stale.status).toBe(200);
    // Another file's tag is not this one's.
    const blog = await get('/blog', revalidate);
    expect(blog.status).toBe(200);
  });

  it('answers a missing file with a plain 404, not a page', async () => {
    const response = await get('/assets/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });

  it('leaves /api and non-GET requests to the rest of the app', async () => {
    expect((await get('/api/anything')).status).toBe(404);
    expect(await (await get('/api/anything')).text()).not.toContain('404 Page Not Found');
    const post = await fetch(`${base}/services`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe('staticSite with live stand-ins', () => {
  let root: string;
  let server: ReturnType<Koa['listen']>;
  let base: string;
  let update: (values: Record<string, string>) => number = () => 0;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'leadline-site-live-'));
    const files: Record<string, string> = {
      'index.html': '<p>Booking __MONTH__</p>',
      'admin/index.html': '<meta content="__MONTH__"><p>Loading...</p>',
      '404.html': '<p>Not found. Booking __MONTH__</p>',
      'blog/404.html': `<p>${MISSING_POST_SLUG}, booking __MONTH__</p>`,
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), content);
    }
    const app = new Koa();
    app.use(
      staticSite(root, PUBLIC_URL, {
        values: { __MONTH__: 'January 2026' },
        subscribe: (given) => (update = given),
      }),
    );
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.close();
    await rm(root, { recursive: true, force: true });
  });

  const text = async (urlPath: string) => (await fetch(`${base}${urlPath}`)).text();

  it('serves every page, shells included, with the value of the moment', async () => {
    expect(await text('/')).toBe('<p>Booking January 2026</p>');
    expect(await text('/admin/settings')).toBe('<meta content="January 2026"><p>Loading...</p>');
    expect(update({ __MONTH__: 'March 2027' })).toBe(4);
    expect(await text('/')).toBe('<p>Booking March 2027</p>');
    expect(await text('/admin/settings')).toBe('<meta content="March 2027"><p>Loading...</p>');
    expect(await text('/nowhere')).toBe('<p>Not found. Booking March 2027</p>');
    expect(await text('/blog/a-post')).toBe('<p>a-post, booking March 2027</p>');
  });
});
