import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { isApiPath } from '../api-router';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Leadline</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Leadline is running</h1>
<p>The API answers under <a href="/api/health">/api</a>. The website has not been built yet: run
<code>npm run build</code>, then restart.</p></body></html>`;

/**
 * Serves the built web app for every path outside /api, falling back to its shell (index.html) so
 * client routes load; without a build, a page that says how to make one.
 */
export function staticSite(publicDir: string): Middleware {
  const root = path.resolve(publicDir || '.');
  const shell = path.join(root, 'index.html');
  const hasBuild = publicDir !== '' && existsSync(shell);
  const files = hasBuild
    ? serve(root, { index: 'index.html', gzip: true, brotli: true })
    : undefined;
  const shellHtml = hasBuild ? readFileSync(shell, 'utf8') : PLACEHOLDER;

  return async (ctx, next) => {
    if (isApiPath(ctx.path) || !['GET', 'HEAD'].includes(ctx.method)) return next();
    if (files) await files(ctx, next);
    if (ctx.body === undefined && ctx.status === 404 && ctx.accepts('html')) {
      ctx.status = 200;
      ctx.type = 'html';
      ctx.body = shellHtml;
    }
  };
}
