import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { object } from 'yup';
import { validate } from '../../middleware/validate';
import type { AppDeps } from '../../app-deps';
import { CONTACT_RECORDS } from '../contacts/records';
import { dashboardStats } from '../dashboard/queries';
import { exportRouter } from '../export/router';
import { hotLeadsRouter } from '../hot-leads/router';
import { LEAD_RECORDS } from '../leads/records';
import {
  analyticsPaths,
  analyticsSources,
  analyticsSummary,
  analyticsTrends,
} from '../analytics/reports';
import { sessionTimelineRouter } from '../analytics/timeline-router';
import { listWarmLeads } from '../warm-leads/queries';
import { WORKFLOW_RECORDS } from '../workflow/records';
import { pagingFields, type Paging } from './records';
import { recordsRouter } from './records-router';
import { createRouter } from '../../routing';
import { refuseCrossSite } from '../../middleware/same-site';
import { requireAdmin } from '../auth/guard';
import { outboxRouter } from '../delivery/outbox-router';
import { webhooksRouter } from '../delivery/webhooks/router';
import { subscribersRouter } from '../newsletter/admin-router';
import { peopleRouter } from '../people/router';
import { privacyRouter } from '../privacy/router';

/**
 * The admin API. Its guards run in front of every route it declares (and only there: a path that
 * names no route is 404 before any of them): a cross-site write is refused, then the sign-in session
 * is read and the role checked.
 */
export function adminRouter({ db, config, delivery }: AppDeps, sessions: Middleware): Router {
  const router = createRouter('/admin');

  router.use(refuseCrossSite(), sessions, requireAdmin(db.knex));
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/dashboard', async (ctx) => {
    ctx.body = await dashboardStats(db.knex);
  });

  router.get('/analytics/summary', async (ctx) => {
    ctx.body = await analyticsSummary(db.knex);
  });
  router.get('/analytics/trends', async (ctx) => {
    ctx.body = await analyticsTrends(db.knex, config.timeZone);
  });
  router.get('/analytics/paths', async (ctx) => {
    ctx.body = await analyticsPaths(db.knex);
  });
  router.get('/analytics/sources', async (ctx) => {
    ctx.body = await analyticsSources(db.knex);
  });

  router.get<{ input: Paging }>(
    '/warm-leads',
    validate(object(pagingFields()), { from: 'query', unknown: 'reject' }),
    async (ctx) => {
      ctx.body = await listWarmLeads(db.knex, ctx.state.input);
    },
  );

  router.use(recordsRouter(db.knex, LEAD_RECORDS).routes());
  router.use(recordsRouter(db.knex, CONTACT_RECORDS).routes());
  router.use(recordsRouter(db.knex, WORKFLOW_RECORDS).routes());
  router.use(hotLeadsRouter(db.knex).routes());
  router.use(sessionTimelineRouter(db.knex).routes());
  router.use(exportRouter(db.knex).routes());
  router.use(outboxRouter(db.knex, delivery.wake).routes());
  router.use(
    webhooksRouter(db.knex, {
      allowPrivate: config.delivery.webhookAllowPrivate,
      wake: delivery.wake,
    }).routes(),
  );
  router.use(subscribersRouter(db.knex).routes());
  router.use(peopleRouter(db.knex).routes());
  router.use(privacyRouter(db.knex).routes());
  return router;
}
