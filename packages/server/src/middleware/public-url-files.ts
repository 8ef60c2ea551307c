/**
 * The built files that name the site's origin (every page's canonical link and social tags, the
 * sitemap, robots.txt, the feed, structured data, the script that sets a page's head): the build
 * writes a stand-in origin, and the server serves these files from memory with PUBLIC_URL in its
 * place, read and compressed once when it starts. So an address is set at start, never at build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { PUBLIC_URL_PLACEHOLDER } from '@leadline/domain';

/** What the build writes as text (the rest, images and fonts, cannot hold an address). */
const TEXT_FILES = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);

/** A text the build wrote, with the site's address in the stand-in's place. */
export const withPublicUrl = (text: string, publicUrl: string) =>
  text.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);

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

/**
 * The built files under `root` that hold the stand-in origin, by URL path (`/blog/index.html`), with
 * `publicUrl` in its place. Hidden folders hold build metadata, which the site does not serve.
 */
export function publicUrlFiles(root: string, publicUrl: string): Map<string, ServedBody> {
  const files = new Map<string, ServedBody>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      const child = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) walk(file, child);
      else if (entry.isFile() && TEXT_FILES.has(path.extname(entry.name))) {
        const text = readFileSync(file, 'utf8');
        if (text.includes(PUBLIC_URL_PLACEHOLDER)) {
          files.set(child, compressed(Buffer.from(withPublicUrl(text, publicUrl))));
        }
      }
    }
  };
  walk(root, '');
  return files;
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
