/** A mistake in the site folder stops `vite build` with one line per mistake, and nothing else. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const temp = mkdtempSync(path.join(os.tmpdir(), 'leadline-site-mistake-'));

afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of the tests' site folder, and an edit of one of its files. */
function siteCopy(name: string) {
  const site = path.join(temp, name);
  cpSync(process.env.SITE_DIR ?? '', site, { recursive: true });
  const edit = (file: string, from: RegExp, to: string) =>
    writeFileSync(
      path.join(site, file),
      readFileSync(path.join(site, file), 'utf8').replace(from, to),
    );
  return { site, edit };
}

/** `vite build` on `site`: its exit status and everything it printed. */
function viteBuild(site: string) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', `${site}-dist`], {
    cwd: WEB_ROOT,
    env: { ...process.env, SITE_DIR: site, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A PNG whose header claims `width`×`height` pixels (its data is of 4×4). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // IHDR: its width and height, then its checksum over its type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('vite build on a site folder with mistakes', () => {
  it('stops, naming each file, line and field, without a stack trace', () => {
    const { site, edit } = siteCopy('site');
    edit('site.yaml', /^ {2}email: .*$/m, '  email: not-an-address');
    edit('calculator.yaml', /price: \d+/, 'price: lots');

    const { status, output } = viteBuild(site);
    expect(status).toBe(1);
    expect(output).toContain(`The site folder ${site} has 2 mistakes:`);
    expect(output).toMatch(/site\.yaml:\d+: contact\.email: an e-mail address/);
    expect(output).toMatch(/calculator\.yaml:\d+: features\[0\]\.price: a whole number of dollars/);
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('stops on an image that is no image, or too large to read, naming where it is named', async () => {
    const { site, edit } = siteCopy('images');
    writeFileSync(path.join(site, 'images/owner.jpg'), 'Not a photo: the owner saved text here.\n');
    writeFileSync(
      path.join(site, 'images/portfolio/huge.png'),
      await pngClaiming(100_000, 100_000),
    );
    edit(
      'portfolio/hvac-dispatch-and-invoicing.md',
      /^image: .*$/m,
      'image: images/portfolio/huge.png',
    );
    const line = (file: string, text: string) =>
      readFileSync(path.join(site, file), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes(text)) + 1;

    const { status, output } = viteBuild(site);
    expect(status).toBe(1);
    expect(output).toContain(`The site folder ${site} has 2 mistakes:`);
    expect(output).toContain(
      `${site}/site.yaml:${line('site.yaml', 'photo:')}: owner.photo: not a readable image (Input buffer contains unsupported image format)`,
    );
    expect(output).toContain(
      `${site}/portfolio/hvac-dispatch-and-invoicing.md:${line('portfolio/hvac-dispatch-and-invoicing.md', 'huge.png')}: image: too large an image (100000×100000 pixels; at most 268 million)`,
    );
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);
});
