import type { Middleware } from 'koa';
import { HttpError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a state-changing request that another site's page made (cross-site request forgery): its
 * Origin names another host, or, without an Origin, the browser says it came from another site.
 * Mounted by the routers that need it (sign-in, admin), on their own routes.
 */
export function refuseCrossSite(): Middleware {
  return async (ctx, next) => {
    if (STATE_CHANGING.has(ctx.method)) {
      const origin = ctx.get('Origin');
      let crossSite: boolean;
      if (origin) {
        try {
          crossSite = new URL(origin).host !== ctx.host;
        } catch {
          crossSite = true;
        }
      } else {
        crossSite = ctx.get('Sec-Fetch-Site') === 'cross-site';
      }
      if (crossSite) throw new HttpError(403, 'cross_site', 'Cross-site requests are not allowed');
    }
    await next();
  };
}
