import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER as BUILT } from '@leadline/domain';
import { compressed, publicUrlFiles, servedPath } from './public-url-files';

const root = mkdtempSync(path.join(tmpdir(), 'leadline-public-url-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

describe('publicUrlFiles', () => {
  it('rewrites every file the build wrote the stand-in origin into, and only those', () => {
    write('index.html', `<a href="${BUILT}/">home</a><a href="${BUILT}/blog">blog</a>`);
    write('robots.txt', `Sitemap: ${BUILT}/sitemap.xml\n`);
    write('assets/app.js', 'console.log(1)');
    write('images/og.png', BUILT);
    write('.vite/manifest.json', `{"origin":"${BUILT}"}`);
    const files = publicUrlFiles(root, 'https://studio.example');
    expect([...files.keys()].sort()).toEqual(['/index.html', '/robots.txt']);
    expect(files.get('/index.html')!.raw.toString()).toBe(
      '<a href="https://studio.example/">home</a><a href="https://studio.example/blog">blog</a>',
    );
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
