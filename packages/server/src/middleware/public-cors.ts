import type { Middleware } from 'koa';

/**
 * The tracker runs on other sites too (the developer's clients embed tracker.js), so its routes
 * answer any origin. No cookies are involved, so no credentials are allowed. The analytics router
 * mounts both on its own routes; no other route is shared with other origins.
 */
export function anyOrigin(): Middleware {
  return async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    await next();
  };
}

/** The answer to a browser's preflight (OPTIONS) for a JSON POST from another origin. */
export function preflight(methods: string): Middleware {
  return async (ctx) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Access-Control-Allow-Methods', methods);
    ctx.set('Access-Control-Allow-Headers', 'Content-Type');
    ctx.set('Access-Control-Max-Age', '86400');
    ctx.status = 204;
  };
}
