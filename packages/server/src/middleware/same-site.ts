import type { Context, Middleware } from 'koa';
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

/**
 * Whether a navigation (a GET) came from this site's own pages, or from the browser itself (the
 * address bar, a bookmark). Sec-Fetch-Site decides where the browser sends it; older browsers are
 * judged by Origin, then Referer. A request that says nothing at all (a browser of old, a page whose
 * referrer policy hid it, a script) does not count as this site's.
 */
export function fromThisSite(ctx: Context): boolean {
  const fetchSite = ctx.get('Sec-Fetch-Site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const source = ctx.get('Origin') || ctx.get('Referer');
  if (!source) return false;
  try {
    return new URL(source).host === ctx.host;
  } catch {
    return false;
  }
}
