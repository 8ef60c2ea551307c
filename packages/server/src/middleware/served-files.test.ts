import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER as BUILT } from '@leadline/domain';
import { compressed, servedFiles, servedPath, withStandIns } from './served-files';

const root = mkdtempSync(path.join(tmpdir(), 'leadline-served-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

describe('servedFiles', () => {
  const fixed = { [BUILT]: 'https://studio.example' };

  it('rewrites every file the build wrote the stand-in origin into, and only those', () => {
    write('index.html', `<a href="${BUILT}/">home</a><a href="${BUILT}/blog">blog</a>`);
    write('robots.txt', `Sitemap: ${BUILT}/sitemap.xml\n`);
    write('assets/app.js', 'console.log(1)');
    write('images/og.png', BUILT);
    write('.vite/manifest.json', `{"origin":"${BUILT}"}`);
    const files = servedFiles(root, { fixed });
    expect(files.get('/index.html')!.raw.toString()).toBe(
      '<a href="https://studio.example/">home</a><a href="https://studio.example/blog">blog</a>',
    );
    expect(files.get('/robots.txt')).toBeDefined();
    for (const other of ['/assets/app.js', '/images/og.png', '/.vite/manifest.json']) {
      expect(files.get(other)).toBeUndefined();
    }
  });

  it('makes the pages that hold a live stand-in again when its value changes, and only them', () => {
    write('calculator/index.html', `<p>Est. Start: __MONTH__</p><a href="${BUILT}/">home</a>`);
    write('contact/index.html', '<p>Booking __MONTH__, __SLOTS__</p>');
    write('blog/index.html', '<p>__SLOTS__</p>');
    // Only pages: a bundle is named by its content's hash and never changes under that name.
    write('assets/calculator.js', 'const month="__MONTH__"');
    const files = servedFiles(root, {
      fixed,
      live: { __MONTH__: 'January 2026', __SLOTS__: '1 slot remaining' },
    });
    const text = (urlPath: string) => files.get(urlPath)?.raw.toString();
    expect(text('/calculator/index.html')).toBe(
      '<p>Est. Start: January 2026</p><a href="https://studio.example/">home</a>',
    );
    expect(text('/assets/calculator.js')).toBeUndefined();
    const before = files.get('/blog/index.html');

    expect(files.update({ __MONTH__: 'March 2027', __SLOTS__: '1 slot remaining' })).toBe(2);
    expect(text('/calculator/index.html')).toBe(
      '<p>Est. Start: March 2027</p><a href="https://studio.example/">home</a>',
    );
    expect(text('/contact/index.html')).toBe('<p>Booking March 2027, 1 slot remaining</p>');
    expect(files.get('/blog/index.html')).toBe(before);
    const calculator = files.get('/calculator/index.html')!;
    expect(brotliDecompressSync(calculator.br).toString()).toContain('March 2027');
    expect(gunzipSync(calculator.gzip).toString()).toContain('March 2027');
    expect(files.update({ __SLOTS__: '3 slots remaining' })).toBe(2);
    expect(text('/blog/index.html')).toBe('<p>3 slots remaining</p>');
  });
});

describe('withStandIns', () => {
  it('replaces each stand-in once, so a value that holds a stand-in stays as it is', () => {
    expect(withStandIns('a A b B', { A: 'B', B: 'A' })).toBe('a B b A');
    expect(withStandIns('x.y', { '.': '!' })).toBe('x!y');
    expect(withStandIns('same', {})).toBe('same');
  });
});

describe('compressed', () => {
  it('holds the same content in every encoding, under one tag', () => {
    const raw = Buffer.from(`<p>${'A page that names https://studio.example. '.repeat(400)}</p>`);
    const body = compressed(raw);
    expect(gunzipSync(body.gzip)).toEqual(raw);
    expect(brotliDecompressSync(body.br)).toEqual(raw);
    expect(body.br.length).toBeLessThan(raw.length / 10);
    expect(compressed(raw).etag).toBe(body.etag);
    expect(compressed(Buffer.from('other')).etag).not.toBe(body.etag);
  });
});

describe('servedPath', () => {
  it('resolves a request path as the file server does', () => {
    expect(servedPath('/sitemap%2Exml')).toBe('/sitemap.xml');
    expect(servedPath('/assets/../robots.txt')).toBe('/robots.txt');
    expect(servedPath('//robots.txt')).toBe('/robots.txt');
    expect(servedPath('/%zz')).toBeUndefined();
  });
});
