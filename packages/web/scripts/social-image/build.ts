/**
 * The prerender step's side of the social images: for a prerendered page, the PNG its head names,
 * drawn from its title and the owner's identity and written under the built site. An image whose
 * inputs (and design) did not change since an earlier build is copied from a cache instead.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { charactersWithoutGlyphs } from './fonts';
import { pageSocialImage } from './page-head';
import type { SocialIdentity, SocialImageInput } from './types';

export type { SocialIdentity } from './types';

const require = createRequire(import.meta.url);

/** The files that decide how an image looks, besides its inputs. */
const DESIGN_FILES = ['card.tsx', 'fonts.ts', 'photo.ts', 'index.ts'];
const DESIGN_PACKAGES = ['satori', '@resvg/resvg-js', '@fontsource/inter'];

async function designFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of DESIGN_FILES) hash.update(await readFile(new URL(file, import.meta.url)));
  for (const name of DESIGN_PACKAGES) {
    hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  }
  hash.update(JSON.stringify(sharp.versions));
  return hash.digest('hex');
}

function cacheKey(fingerprint: string, { photo, ...text }: SocialImageInput): string {
  return createHash('sha256')
    .update(fingerprint)
    .update(JSON.stringify([text.title, text.siteName, text.ownerName, text.ownerRole ?? null]))
    .update(photo ?? new Uint8Array())
    .digest('hex');
}

interface Options {
  /** The built site's root. */
  dist: string;
  /** The origin the pages name (the stand-in the server replaces with PUBLIC_URL). */
  origin: string;
  identity: SocialIdentity;
  /** Where rendered images are kept between builds; none: always render. */
  cacheDir?: string;
  /** Where a warning goes (text the card's fonts cannot draw); default the build's output. */
  warn?: (line: string) => void;
}

/** `what` of `where` is drawn with empty boxes for the characters the fonts lack: a line saying so. */
const missingGlyphs = (where: string, what: string, text: string) => {
  const missing = charactersWithoutGlyphs(text);
  return missing.length === 0
    ? undefined
    : `social image of ${where}: ${what} has characters its fonts (Inter: Latin, Latin Extended) lack, drawn as empty boxes: ${missing.join(' ')}`;
};

/** Writes pages' social images; `written` counts them, `rendered` those not taken from the cache. */
export function socialImageWriter({
  dist,
  origin,
  identity,
  cacheDir,
  warn = console.warn,
}: Options) {
  const cache = cacheDir ? { dir: cacheDir, fingerprint: designFingerprint() } : undefined;
  const counts = { written: 0, rendered: 0 };
  // The identity is on every card: said once, not for each page.
  const { siteName, ownerName, ownerRole = '' } = identity;
  const identityWarning = missingGlyphs(
    'every page',
    "the site's name, the owner's name or role",
    `${siteName}${ownerName}${ownerRole}`,
  );
  if (identityWarning) warn(identityWarning);

  async function png(input: SocialImageInput): Promise<Buffer> {
    const cached = cache && path.join(cache.dir, `${cacheKey(await cache.fingerprint, input)}.png`);
    if (cached) {
      const hit = await readFile(cached).catch(() => undefined);
      if (hit) return hit;
    }
    // Loaded on the first image to draw: a build that finds all of them cached spares satori's start.
    const { renderSocialImage } = await import('./index');
    const image = await renderSocialImage(input);
    counts.rendered++;
    if (cached) {
      // Whole or not at all, for another build reading the cache at the same time.
      await mkdir(path.dirname(cached), { recursive: true });
      await writeFile(`${cached}.${process.pid}.tmp`, image);
      await rename(`${cached}.${process.pid}.tmp`, cached);
    }
    return image;
  }

  return {
    counts,
    /** Writes the image `html`'s head names and returns its file under `dist`; throws if it names none. */
    async write(url: string, html: string): Promise<string> {
      const image = pageSocialImage(html, { origin, siteName: identity.siteName });
      if (!image) {
        throw new Error(
          `prerender: ${url} names no social image under ${origin}/social/ (its head should come from seo())`,
        );
      }
      const titleWarning = missingGlyphs(url, `the title "${image.title}"`, image.title);
      if (titleWarning) warn(titleWarning);
      const target = path.join(dist, image.file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await png({ ...identity, title: image.title }));
      counts.written++;
      return image.file;
    },
  };
}
