import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppDeps } from './app-deps';
import { HttpError, methodNotAllowed, notFound } from './errors';
import { adminRouter } from './features/admin/router';
import { analyticsRouter } from './features/analytics/router';
import { authRouter } from './features/auth/router';
import { createEventWriter } from './features/analytics/event-writer';
import { contactsRouter } from './features/contacts/router';
import { healthRouter } from './features/health/router';
import { leadsRouter } from './features/leads/router';
import { newsletterRouter } from './features/newsletter/router';
import { workflowRouter } from './features/workflow/router';
import { createRouter } from './routing';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export interface ApiRouterOptions {
  /** The sign-in sessions, mounted by the routers whose routes need a signed-in user. */
  sessions: Middleware;
}

/** Everything under /api, from the features' routers; each guards its own routes. */
export function apiRouter(deps: AppDeps, { sessions }: ApiRouterOptions): Router {
  const api = createRouter('/api');
  const events = createEventWriter(deps.db.knex, {
    lanes: deps.db.kind === 'pglite' ? 1 : deps.config.eventWriters,
    maxQueued: deps.config.eventQueueLimit,
    deadlineMs: deps.config.databaseStatementTimeoutSeconds * 1000,
  });
  for (const router of [
    healthRouter(deps),
    contactsRouter(deps),
    leadsRouter(deps),
    workflowRouter(deps),
    newsletterRouter(deps),
    analyticsRouter(deps, events),
    authRouter(deps, sessions),
    adminRouter(deps, sessions),
  ]) {
    api.use(router.routes());
  }
  return api;
}

/**
 * What no route answered becomes a clear 4xx: on /api, JSON 405 with the Allow header that
 * @koa/router set, or 404. A method that nothing here knows (TRACE, PROPFIND...) is the client's
 * mistake, not a server fault: 405 where the path exists (the site's pages take GET and HEAD), 404
 * on an /api path that names no route. Mounted before the routers.
 */
export function apiFallback(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined) return;
    const api = isApiPath(ctx.path);
    if (ctx.status === 501) {
      const allow = ctx.response.get('Allow') || (api ? '' : 'GET, HEAD');
      if (allow) {
        throw new HttpError(
          405,
          'method_not_allowed',
          `The ${ctx.method} method is not supported`,
          undefined,
          {
            Allow: allow,
          },
        );
      }
      ctx.remove('Allow');
      ctx.status = 404;
    }
    if (!api) return;
    if (ctx.status === 405) throw methodNotAllowed(ctx.method, ctx.path);
    if (ctx.status === 404) throw notFound(`No API route for ${ctx.method} ${ctx.path}`);
  };
}
