/**
 * The built files that hold a stand-in, served from memory with a value in its place. The build writes
 * a stand-in where the site's origin goes (every page's canonical link and social tags, the sitemap,
 * robots.txt, the feed, structured data, the script that sets a page's head), replaced with PUBLIC_URL
 * when the server starts; and where the owner's availability goes (the pages' banner, calculator and
 * meta tag), replaced with the current one, and again in every page that holds it whenever it changes.
 * So an address is set at start and the availability while running, never at build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';

/** What the build writes as text (the rest, images and fonts, cannot hold a stand-in). */
const TEXT_FILES = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);

/** Stand-ins the build writes, each with the text served in its place. */
export type StandIns = Readonly<Record<string, string>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each stand-in replaced by its value, in one pass (a value is never read as a stand-in). */
export function withStandIns(text: string, standIns: StandIns): string {
  const names = Object.keys(standIns);
  if (names.length === 0) return text;
  const pattern = new RegExp(names.map(escapeRegExp).join('|'), 'g');
  return text.replace(pattern, (name) => standIns[name] ?? name);
}

/** A body in each encoding a browser may take, and the tag that names its content. */
export interface ServedBody {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Of the content, whatever the encoding: its compressed forms are the same content (weak). */
  etag: string;
}

/** Brotli's parameters, with a window no larger than the file (the default 4 MB costs memory, not bytes). */
const brotliParams = (raw: Buffer, quality: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(raw.length + 1)))),
});

/**
 * Brotli at quality 5, when the server starts: measured on the site's 20 files that name the origin
 * (1.3 MB), 123 ms against 2.7 s at the build's 11, for 12% more bytes (the home page 18.6 against
 * 16.5 KB). Quality 11 on libuv's thread pool in the background left the server idling 40-80 MB
 * higher (the pool threads' malloc arenas keep what brotli's large buffers used), on a budget of 200.
 */
export function compressed(raw: Buffer): ServedBody {
  return {
    raw,
    gzip: gzipSync(raw),
    br: brotliCompressSync(raw, { params: brotliParams(raw, 5) }),
    etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
  };
}

export interface ServedFiles {
  /** The file at this URL path (`/blog/index.html`), if it holds a stand-in, as served now. */
  get(urlPath: string): ServedBody | undefined;
  /**
   * Serves new values of live stand-ins from now on: every page that holds one of them is made again
   * (and compressed) before this returns. Answers how many pages.
   */
  update(values: StandIns): number;
}

export interface StandInValues {
  /** Set when the server starts (PUBLIC_URL), in every text file. */
  fixed: StandIns;
  /** Changed while the server runs (the availability): in the HTML pages only, never in a bundle. */
  live?: StandIns;
}

/**
 * The built text files under `root` that hold a stand-in, with the values in their place. Hidden
 * folders hold build metadata, which the site does not serve. Pages that hold a live stand-in are
 * kept as the build wrote them (with the fixed values in), to be made again by `update`.
 */
export function servedFiles(root: string, { fixed, live = {} }: StandInValues): ServedFiles {
  let current = { ...live };
  const fixedNames = Object.keys(fixed);
  const liveNames = Object.keys(live);
  const bodies = new Map<string, ServedBody>();
  const pages = new Map<string, { text: string; holds: string[] }>();

  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      const child = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) walk(file, child);
      else if (entry.isFile() && TEXT_FILES.has(path.extname(entry.name))) {
        const built = readFileSync(file, 'utf8');
        const holds =
          path.extname(entry.name) === '.html'
            ? liveNames.filter((name) => built.includes(name))
            : [];
        if (holds.length === 0 && !fixedNames.some((name) => built.includes(name))) continue;
        const text = withStandIns(built, fixed);
        if (holds.length > 0) pages.set(child, { text, holds });
        bodies.set(child, compressed(Buffer.from(withStandIns(text, current))));
      }
    }
  };
  walk(root, '');

  return {
    get: (urlPath) => bodies.get(urlPath),
    update: (values) => {
      const changed = Object.keys(values).filter(
        (name) => liveNames.includes(name) && current[name] !== values[name],
      );
      current = { ...current, ...values };
      let made = 0;
      for (const [urlPath, page] of pages) {
        if (!page.holds.some((name) => changed.includes(name))) continue;
        bodies.set(urlPath, compressed(Buffer.from(withStandIns(page.text, current))));
        made += 1;
      }
      return made;
    },
  };
}

/**
 * The URL path of a request as the file server resolves it (decoded, `.` and `..` resolved), so that
 * no spelling of a file's path reaches the file on disk instead of its rewritten body.
 */
export function servedPath(requestPath: string): string | undefined {
  try {
    return path.posix.normalize(`/${decodeURIComponent(requestPath)}`);
  } catch {
    return undefined;
  }
}

/** Answers with `body` in the best encoding the client takes; a 304 when its copy is current. */
export function sendBody(ctx: Context, body: ServedBody): void {
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  ctx.vary('Accept-Encoding');
  if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.raw;
  ctx.set('ETag', body.etag);
  if (ctx.status !== 200 || !ctx.fresh) return;
  const type = ctx.response.get('Content-Type');
  ctx.status = 304;
  // A browser updates the stored page's headers from a 304, its Content-Security-Policy included:
  // with the type kept (Koa drops it when it answers), the 304 gets the page's policy.
  ctx.set('Content-Type', type);
}
