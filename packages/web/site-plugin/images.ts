/**
 * The folder's images as the pages use them. A raster file (JPEG, PNG, WebP, AVIF) is made at a few
 * widths in AVIF and WebP, plus its own kind (JPEG, or PNG when it has transparency) for browsers
 * without either; an SVG or a GIF is served as it is. Every file is named by its content, so the
 * client build, the prerender build and the dev server agree on the URLs without sharing state, and
 * the server may cache them for a year. Encoded files are kept between builds (AVIF is slow to make).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteImage } from '@leadline/domain/site-content';
import type { ResponsiveImage } from './types';

/** How an image is shown decides the widths worth making (CSS pixels, up to 3× for the small ones). */
export type ImageRole = 'photo' | 'avatar' | 'screenshot' | 'cover';

const WIDTHS: Record<ImageRole, readonly number[]> = {
  photo: [192, 384, 576],
  avatar: [64, 128, 192],
  screenshot: [480, 800, 1200, 1600],
  cover: [480, 800, 1200],
};

type Format = 'avif' | 'webp' | 'jpeg' | 'png' | 'as-is';

const MIME: Record<Exclude<Format, 'as-is'>, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const RASTER = /\.(?:jpe?g|png|webp|avif)$/i;

/** Bump when the encoders' settings change: every cached file is made again. */
const ENCODING = 'v1 avif:q55 webp:q75 jpeg:q78-mozjpeg png:9';

/** sharp's own limit (`limitInputPixels`): a bigger image it refuses to decode. */
const MAX_PIXELS = 0x3fff * 0x3fff;

type NamedAt = SiteImage['namedAt'];

/** An image the folder names that cannot be used: where it is named, and why. */
export type ImageProblem = NamedAt & { message: string };

/** Images the owner put in the folder that cannot be used, each said as the loader says a mistake. */
export class ImageMistakes extends Error {
  constructor(readonly problems: readonly ImageProblem[]) {
    super(problems.map((p) => `${p.file}:${p.line}: ${p.field}: ${p.message}`).join('\n'));
    this.name = 'ImageMistakes';
  }
}

/** sharp's error (`Input buffer contains unsupported image format`), for the folder's image. */
function unreadable(namedAt: NamedAt, error: unknown): ImageMistakes {
  const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new ImageMistakes([{ ...namedAt, message: `not a readable image (${why})` }]);
}

/** One file the site serves under /assets/site/. */
export interface ImageFile {
  source: string;
  namedAt: NamedAt;
  /** Of the source's bytes. */
  sourceHash: string;
  format: Format;
  width?: number;
}

/** The files of every image planned so far, by their URL path without the leading slash. */
export type ImageFiles = Map<string, ImageFile>;

const stemOf = (file: string) =>
  path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'image';

function widthsFor(role: ImageRole, intrinsic: number): number[] {
  const preset = WIDTHS[role];
  const top = Math.min(intrinsic, preset[preset.length - 1] ?? intrinsic);
  const widths = preset.filter((width) => width < top);
  return [...widths, top];
}

/** An image's URLs and size; its files are added to `files`, to be written or served. */
export async function planImage(
  image: SiteImage,
  role: ImageRole,
  files: ImageFiles,
): Promise<ResponsiveImage> {
  const bytes = await readFile(image.file).catch((error: NodeJS.ErrnoException) => {
    throw new ImageMistakes([
      { ...image.namedAt, message: `cannot be read (${error.code ?? error.message})` },
    ]);
  });
  const sourceHash = createHash('sha256').update(bytes).digest('hex');
  // Its size as its header says, however large: said below in the owner's words, not sharp's.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(image.namedAt, error);
    });
  // EXIF orientations 5-8 turn the picture a quarter: it is encoded upright (`rotate()` below).
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const mistake = (message: string) => new ImageMistakes([{ ...image.namedAt, message }]);
  if (!width || !height) throw mistake('not a readable image (it names no size)');
  const name = `assets/site/${stemOf(image.file)}-${sourceHash.slice(0, 10)}`;

  if (!RASTER.test(image.file)) {
    const file = `${name}${path.extname(image.file).toLowerCase()}`;
    files.set(file, { source: image.file, namedAt: image.namedAt, sourceHash, format: 'as-is' });
    return { src: `/${file}`, width, height, sources: [] };
  }
  // Only a raster image is decoded (to be encoded), which sharp refuses past its limit.
  if (width * height > MAX_PIXELS) {
    throw mistake(`too large an image (${width}×${height} pixels; at most 268 million)`);
  }

  const fallback: Format = meta.hasAlpha ? 'png' : 'jpeg';
  const srcset = (format: Exclude<Format, 'as-is'>) =>
    widthsFor(role, width)
      .map((w) => {
        const file = `${name}-${w}.${format === 'jpeg' ? 'jpg' : format}`;
        files.set(file, {
          source: image.file,
          namedAt: image.namedAt,
          sourceHash,
          format,
          width: w,
        });
        return `/${file} ${w}w`;
      })
      .join(', ');
  const fallbackSet = srcset(fallback);
  const widest = widthsFor(role, width).at(-1) ?? width;
  return {
    src: `/${name}-${widest}.${fallback === 'jpeg' ? 'jpg' : fallback}`,
    width,
    height,
    srcset: fallbackSet,
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: MIME[format],
      srcset: srcset(format),
    })),
  };
}

async function encode({ source, format, width }: ImageFile): Promise<Buffer> {
  if (format === 'as-is') return readFile(source);
  const resized = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'avif':
      return resized.avif({ quality: 55, effort: 4 }).toBuffer();
    case 'webp':
      return resized.webp({ quality: 75 }).toBuffer();
    case 'jpeg':
      return resized.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    case 'png':
      return resized.png({ compressionLevel: 9 }).toBuffer();
  }
}

/**
 * A file's bytes, from the cache when it was made before with the same source and settings. An image
 * sharp cannot decode (a truncated file) is an ImageMistakes.
 */
export async function imageBytes(file: ImageFile, cacheDir: string): Promise<Buffer> {
  if (file.format === 'as-is') return encode(file);
  const key = createHash('sha256')
    .update(`${ENCODING} ${sharp.versions.vips} ${file.sourceHash} ${file.format} ${file.width}`)
    .digest('hex');
  const cached = path.join(cacheDir, `${key}.${file.format}`);
  const hit = await readFile(cached).catch(() => undefined);
  // An empty file is no image (a disk that was full): made again.
  if (hit && hit.length > 0) return hit;
  const bytes = await encode(file).catch((error: unknown) => {
    throw unreadable(file.namedAt, error);
  });
  // Whole or not at all, for a build stopped halfway and another build reading the cache meanwhile.
  await mkdir(cacheDir, { recursive: true });
  const temp = `${cached}.${randomUUID()}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, cached);
  return bytes;
}

export function contentType(file: string): string {
  const ext = path.extname(file).slice(1).toLowerCase();
  const known: Record<string, string> = {
    jpg: MIME.jpeg,
    png: MIME.png,
    webp: MIME.webp,
    avif: MIME.avif,
    svg: 'image/svg+xml',
    gif: 'image/gif',
    jpeg: MIME.jpeg,
  };
  return known[ext] ?? 'application/octet-stream';
}
