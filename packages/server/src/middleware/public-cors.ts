import type { Middleware } from 'koa';

/**
 * The tracker runs on other sites too (the developer's clients embed tracker.js), so its routes
 * answer any origin. No cookies are involved, so no credentials are allowed.
 */
export function publicCors(pathPrefix: string): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(pathPrefix)) return next();
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST');
      ctx.set('Access-Control-Allow-Headers', 'Content-Type');
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    await next();
  };
}
