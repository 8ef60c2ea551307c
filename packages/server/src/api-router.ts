import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppDeps } from './app-deps';
import { HttpError, methodNotAllowed, notFound } from './errors';
import { analyticsAdminRouter } from './features/analytics/admin-router';
import { createEventWriter } from './features/analytics/event-writer';
import { scoringContextOf } from './scoring/rules';
import { analyticsRouter } from './features/analytics/router';
import { requireAdmin } from './features/auth/guard';
import { authRouter } from './features/auth/router';
import { bookingAdminRouter } from './features/booking/admin-router';
import { bookingRouter } from './features/booking/router';
import { contactsAdminRouter } from './features/contacts/admin-router';
import { contactsRouter } from './features/contacts/router';
import { dashboardAdminRouter } from './features/dashboard/admin-router';
import { outboxAdminRouter } from './features/delivery/outbox/admin-router';
import { webhooksAdminRouter } from './features/delivery/webhooks/admin-router';
import { exportAdminRouter } from './features/export/admin-router';
import { followUpAdminRouter } from './features/follow-up/admin-router';
import { healthRouter } from './features/health/router';
import { hotLeadsAdminRouter } from './features/hot-leads/admin-router';
import { leadsAdminRouter } from './features/leads/admin-router';
import { leadsRouter } from './features/leads/router';
import { newsletterAdminRouter } from './features/newsletter/admin-router';
import { newsletterRouter } from './features/newsletter/router';
import { peopleAdminRouter } from './features/people/admin-router';
import { pipelineAdminRouter } from './features/pipeline/admin-router';
import { privacyAdminRouter } from './features/privacy/admin-router';
import { settingsAdminRouter } from './features/settings/admin-router';
import { setupAdminRouter } from './features/setup/admin-router';
import { warmLeadsAdminRouter } from './features/warm-leads/admin-router';
import { workflowAdminRouter } from './features/workflow/admin-router';
import { workflowRouter } from './features/workflow/router';
import { refuseCrossSite } from './middleware/same-site';
import { createRouter } from './routing';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export interface ApiRouterOptions {
  /** The sign-in sessions, mounted by the routers whose routes need a signed-in user. */
  sessions: Middleware;
}

/** Each feature's admin routes (its admin-router.ts), all under /api/admin and its one guard. */
const ADMIN_ROUTERS: ((deps: AppDeps) => Router)[] = [
  dashboardAdminRouter,
  analyticsAdminRouter,
  warmLeadsAdminRouter,
  leadsAdminRouter,
  contactsAdminRouter,
  workflowAdminRouter,
  hotLeadsAdminRouter,
  exportAdminRouter,
  outboxAdminRouter,
  webhooksAdminRouter,
  newsletterAdminRouter,
  peopleAdminRouter,
  followUpAdminRouter,
  pipelineAdminRouter,
  privacyAdminRouter,
  settingsAdminRouter,
  bookingAdminRouter,
  setupAdminRouter,
];

/**
 * The admin API. Its guard runs in front of every route the admin routers declare (and only there: a
 * path that names no route is 404 before any of it): a cross-site write is refused, then the sign-in
 * session is read and the role checked; no answer is cached.
 */
function adminApi(deps: AppDeps, sessions: Middleware): Router {
  const admin = createRouter('/admin');
  // First, so that the guard's refusals (401, 403) are not cached either.
  const noStore: Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
  admin.use(noStore, refuseCrossSite(), sessions, requireAdmin(deps.db.knex));
  for (const router of ADMIN_ROUTERS) admin.use(router(deps).routes());
  return admin;
}

/**
 * Everything under /api: the features' public routers, each guarding its own routes (the sign-in
 * router its same-site check and sessions), and the admin API behind its guard.
 */
export function apiRouter(deps: AppDeps, { sessions }: ApiRouterOptions): Router {
  const api = createRouter('/api');
  const events = createEventWriter(deps.db.knex, {
    lanes: deps.db.kind === 'pglite' ? 1 : deps.config.eventWriters,
    maxQueued: deps.config.eventQueueLimit,
    deadlineMs: deps.config.databaseStatementTimeoutSeconds * 1000,
    context: scoringContextOf(deps.config.site.catalogue),
  });
  for (const router of [
    healthRouter(deps),
    contactsRouter(deps),
    leadsRouter(deps),
    workflowRouter(deps),
    newsletterRouter(deps),
    bookingRouter(deps),
    analyticsRouter(deps, events),
    authRouter(deps, sessions),
    adminApi(deps, sessions),
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
