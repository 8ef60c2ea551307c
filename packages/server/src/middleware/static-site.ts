import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { isApiPath } from '../api-router';
import { MISSING_POST_SLUG, PUBLIC_URL_PLACEHOLDER } from '@leadline/domain';
import {
  compressed,
  sendBody,
  servedFiles,
  servedPath,
  withStandIns,
  type StandIns,
} from './served-files';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Leadline</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem }</style>
</head><body>
<h1>Leadline is running</h1>
<p>The API answers under <a href="/api/health">/api</a>. The website has not been built yet: run
<code>npm run build</code>, then restart.</p></body></html>`;

/** Hashed build output never changes under its name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Pages the build writes besides the prerendered routes: the admin area's shell (rendered in the
 * browser), and the "not found" pages answered with status 404.
 */
const SHELLS: readonly Shell[] = [
  { prefix: '/admin', file: 'admin/index.html', status: 200 },
  // Prerendered for this made-up slug (packages/web/scripts/prerender.ts); the requested slug is put
  // in its place so that the page hydrates as if rendered for that very URL.
  { prefix: '/blog/', file: 'blog/404.html', status: 404, placeholder: MISSING_POST_SLUG },
  { prefix: '/', file: '404.html', status: 404 },
];

interface Shell {
  prefix: string;
  file: string;
  status: number;
  placeholder?: string;
}

/** A slug that can stand in the page's HTML and scripts as it is. */
const PLAIN_SLUG = /^[A-Za-z0-9_-]{1,100}$/;

const underPrefix = (pathname: string, prefix: string) =>
  prefix.endsWith('/')
    ? pathname.startsWith(prefix)
    : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Stand-ins whose values change while the server runs (the owner's availability). */
export interface LiveStandIns {
  values: StandIns;
  /** Hands over `update`, to be called with new values: the pages are made again before it returns. */
  subscribe(update: (values: StandIns) => number): void;
}

/**
 * Serves the built web site for every path outside /api: the prerendered page of each public route
 * (precompressed when the browser takes it), the admin shell for /admin/*, and 404 pages with status
 * 404 for anything else, each file that holds a stand-in with its value in it (`publicUrl` for the
 * site's origin, the `live` values in the pages: see served-files.ts). Without a build, a page that
 * says how to make one.
 */
export function staticSite(publicDir: string, publicUrl: string, live?: LiveStandIns): Middleware {
  const root = path.resolve(publicDir || '.');
  const hasBuild = publicDir !== '' && existsSync(path.join(root, 'index.html'));
  const files = hasBuild
    ? serve(root, {
        index: 'index.html',
        gzip: true,
        brotli: true,
        setHeaders: (res, file) =>
          res.setHeader('Cache-Control', cacheControl(path.relative(root, file))),
      })
    : undefined;
  const pages = hasBuild ? prerenderedPages(root) : new Set<string>();
  const fixed = { [PUBLIC_URL_PLACEHOLDER]: publicUrl };
  const rewritten = hasBuild ? servedFiles(root, { fixed, live: live?.values }) : undefined;
  if (rewritten) live?.subscribe(rewritten.update);
  const shells = SHELLS.map((shell) => {
    const file = path.join(root, shell.file);
    const built =
      hasBuild && !rewritten?.get(`/${shell.file}`) && existsSync(file)
        ? compressed(Buffer.from(withStandIns(readFileSync(file, 'utf8'), fixed)))
        : undefined;
    // Read at each request: a page holding a live stand-in is made again when its value changes.
    return { ...shell, page: () => rewritten?.get(`/${shell.file}`) ?? built };
  });
  return async (ctx, next) => {
    if (isApiPath(ctx.path) || !['GET', 'HEAD'].includes(ctx.method)) return next();
    if (!files) {
      // Only the home page says how to build the site; no other path is a page of it.
      ctx.status = ctx.path === '/' ? 200 : 404;
      ctx.type = 'html';
      ctx.body = PLACEHOLDER;
      return;
    }
    // A route's page by its file name, so that its precompressed twin is found.
    const route = ctx.path.replace(/\/+$/, '') || '/';
    if (pages.has(route)) ctx.path = route === '/' ? '/index.html' : `${route}/index.html`;
    const file = servedPath(ctx.path);
    const body = file === undefined ? undefined : rewritten?.get(file);
    if (file !== undefined && body) {
      ctx.type = path.extname(file);
      ctx.set('Cache-Control', cacheControl(file.slice(1)));
      sendBody(ctx, body);
      return;
    }
    await files(ctx, next);
    if (ctx.body !== undefined || ctx.status !== 404 || path.extname(ctx.path) !== '') return;
    const shell = shells.find((candidate) => underPrefix(ctx.path, candidate.prefix));
    let page = shell?.page();
    if (!shell || !page) return;
    ctx.status = shell.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', REVALIDATE);
    const slug = ctx.path.slice(shell.prefix.length);
    if (shell.placeholder && PLAIN_SLUG.test(slug)) {
      ctx.state.pageHtml = page.raw.toString('utf8').replaceAll(shell.placeholder, slug);
      page = compressed(Buffer.from(ctx.state.pageHtml));
    }
    sendBody(ctx, page);
  };
}

/** `relative`: the file's path under the site's root. */
const cacheControl = (relative: string) =>
  relative.startsWith('assets/') || relative.startsWith(`assets${path.sep}`)
    ? IMMUTABLE
    : REVALIDATE;

/** The URL paths that have a prerendered page (a directory holding index.html). */
function prerenderedPages(root: string): Set<string> {
  const pages = new Set<string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${urlPath}/${entry.name}`);
      else if (entry.name === 'index.html') pages.add(urlPath || '/');
    }
  };
  walk(root, '');
  return pages;
}
