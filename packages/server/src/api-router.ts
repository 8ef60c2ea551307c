import Router from '@koa/router';
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

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Everything under /api, from the features' routers. */
export function apiRouter(deps: AppDeps): Router {
  const api = new Router({ prefix: '/api' });
  const events = createEventWriter(deps.db.knex, {
    lanes: deps.db.kind === 'pglite' ? 1 : deps.config.eventWriters,
  });
  for (const router of [
    healthRouter(deps),
    contactsRouter(deps),
    leadsRouter(deps),
    workflowRouter(deps),
    newsletterRouter(deps),
    analyticsRouter(deps, events),
    authRouter(deps),
    adminRouter(deps),
  ]) {
    api.use(router.routes());
  }
  return api;
}

/**
 * What no route of /api answered becomes a JSON error: 405 with the Allow header that @koa/router
 * set, 501 for a method no route knows, 404 otherwise. Mounted before the routers.
 */
export function apiFallback(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!isApiPath(ctx.path) || ctx.body !== undefined) return;
    if (ctx.status === 405) throw methodNotAllowed(ctx.method, ctx.path);
    if (ctx.status === 501) {
      throw new HttpError(501, 'not_implemented', `The ${ctx.method} method is not supported`);
    }
    if (ctx.status === 404) throw notFound(`No API route for ${ctx.method} ${ctx.path}`);
  };
}
