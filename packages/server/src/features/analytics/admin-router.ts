import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../errors';
import { createRouter } from '../../routing';
import { analyticsPaths, analyticsSources, analyticsSummary, analyticsTrends } from './reports';
import { sessionTimeline } from './session-timeline';

/**
 * The admin's analytics (GET /analytics/summary, /trends, /paths, /sources) and a session's timeline
 * (GET /sessions/:sessionId: what "View Session" shows).
 */
export function analyticsAdminRouter({ db: { knex }, config }: AppDeps): Router {
  const router = createRouter();
  router.get('/analytics/summary', async (ctx) => {
    ctx.body = await analyticsSummary(knex);
  });
  router.get('/analytics/trends', async (ctx) => {
    ctx.body = await analyticsTrends(knex, config.timeZone);
  });
  router.get('/analytics/paths', async (ctx) => {
    ctx.body = await analyticsPaths(knex);
  });
  router.get('/analytics/sources', async (ctx) => {
    ctx.body = await analyticsSources(knex);
  });
  router.get('/sessions/:sessionId', async (ctx) => {
    const sessionId = ctx.params.sessionId ?? '';
    const timeline = await sessionTimeline(knex, sessionId);
    if (!timeline) throw notFound(`No session with id ${sessionId}`);
    ctx.body = timeline;
  });
  return router;
}
