import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { socialImageWriter } from './build';
import { pngSize } from './png';

const ORIGIN = 'https://public-url.leadline.invalid';
const IDENTITY = { siteName: 'Leadline Studio', ownerName: 'Alex Morgan' };

const scratch = mkdtempSync(path.join(tmpdir(), 'leadline-social-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let builds = 0;
const dist = () => path.join(scratch, `dist-${++builds}`);
const cacheDir = path.join(scratch, 'cache');

const page = (title: string, image: string) =>
  `<html><head><meta property="og:title" content="${title}"/><meta property="og:image" content="${ORIGIN}${image}"/></head><body></body></html>`;

describe('socialImageWriter', () => {
  it('writes the PNG a page names, and takes unchanged ones from the cache on the next build', async () => {
    const first = dist();
    const build = socialImageWriter({ dist: first, origin: ORIGIN, identity: IDENTITY, cacheDir });
    expect(
      await build.write('/blog/a', page('A &amp; B | Leadline Studio', '/social/blog/a.png')),
    ).toBe('social/blog/a.png');
    await build.write('/', page('Home', '/social/home.png'));
    expect(build.counts).toEqual({ written: 2, rendered: 2 });
    const drawn = readFileSync(path.join(first, 'social/blog/a.png'));
    expect(pngSize(drawn)).toEqual({ width: 1200, height: 630 });
    expect(readdirSync(cacheDir)).toHaveLength(2);

    // The next build: the same pages come from the cache; a changed title or owner is drawn again.
    const second = dist();
    const again = socialImageWriter({ dist: second, origin: ORIGIN, identity: IDENTITY, cacheDir });
    await again.write('/blog/a', page('A &amp; B | Leadline Studio', '/social/blog/a.png'));
    await again.write('/', page('Home, renamed', '/social/home.png'));
    expect(again.counts).toEqual({ written: 2, rendered: 1 });
    expect(readFileSync(path.join(second, 'social/blog/a.png'))).toEqual(drawn);
    const renamed = socialImageWriter({
      dist: dist(),
      origin: ORIGIN,
      identity: { ...IDENTITY, ownerName: 'Sam Lee' },
      cacheDir,
    });
    await renamed.write('/blog/a', page('A &amp; B | Leadline Studio', '/social/blog/a.png'));
    expect(renamed.counts.rendered).toBe(1);
  });

  it('says once for each page whose title has characters the fonts lack, and once for the identity', async () => {
    const warnings: string[] = [];
    const build = socialImageWriter({
      dist: dist(),
      origin: ORIGIN,
      identity: { ...IDENTITY, ownerName: '山田 Alex' },
      warn: (line) => warnings.push(line),
    });
    expect(warnings).toEqual([
      "social image of every page: the site's name, the owner's name or role has characters its fonts (Inter: Latin, Latin Extended) lack, drawn as empty boxes: 山 田",
    ]);
    await build.write('/blog/a', page('Launch 🚀 in 東京 | Leadline Studio', '/social/blog/a.png'));
    // Latin with its accents and typography is drawn: nothing to say.
    await build.write('/', page('Zoë’s café — Łódź… “ok” – 5×€', '/social/home.png'));
    expect(warnings.slice(1)).toEqual([
      'social image of /blog/a: the title "Launch 🚀 in 東京" has characters its fonts (Inter: Latin, Latin Extended) lack, drawn as empty boxes: 🚀 東 京',
    ]);
  });

  it('stops the build for a public page whose head names no social image', async () => {
    const build = socialImageWriter({ dist: dist(), origin: ORIGIN, identity: IDENTITY });
    await expect(
      build.write('/contact', page('Contact', '/images/og-default.svg')),
    ).rejects.toThrow('prerender: /contact names no social image');
  });
});
