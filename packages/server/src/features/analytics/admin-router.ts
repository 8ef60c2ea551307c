import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppDeps } from '../../app-deps';
import { queryRoute } from '../../admin-routes';
import { notFound } from '../../errors';
import { createRouter } from '../../routing';
import { analyticsCampaigns, analyticsReferrers } from './breakdowns';
import { boundsOf, rangeSchema, readRange, type Bounds } from './range';
import { rangedPaths, rangedSources, rangedSummary, rangedTrends } from './ranged-reports';
import { analyticsPaths, analyticsSources, analyticsSummary, analyticsTrends } from './reports';
import { analyticsRevenue } from './revenue';
import { allTime } from './session-sql';
import { sessionTimeline } from './session-timeline';

/**
 * The admin's analytics (GET /analytics/summary, /trends, /paths, /sources, /campaigns, /referrers,
 * /revenue, each with an optional ?from=&to= range: range.ts) and a session's timeline
 * (GET /sessions/:sessionId: what "View Session" shows). Without a range, the first four answer from
 * the all-time tallies as they always have, and the others over all time.
 */
export function analyticsAdminRouter({ db: { knex }, config }: AppDeps): Router {
  const router = createRouter();
  const { timeZone } = config;
  /** A report asked with a range, or its all-time answer without one. */
  const report = (
    name: string,
    ranged: (knex: Knex, bounds: Bounds) => Promise<unknown>,
    unranged: (knex: Knex) => Promise<unknown> = (k) => ranged(k, allTime(k)),
  ) =>
    queryRoute(router, `/analytics/${name}`, rangeSchema, async (query) => {
      const range = readRange(query);
      return range ? ranged(knex, boundsOf(knex, range, timeZone)) : unranged(knex);
    });
  report('summary', rangedSummary, analyticsSummary);
  report(
    'trends',
    (k, bounds) => rangedTrends(k, bounds, timeZone),
    (k) => analyticsTrends(k, timeZone),
  );
  report('paths', rangedPaths, analyticsPaths);
  report('sources', rangedSources, analyticsSources);
  report('campaigns', analyticsCampaigns);
  report('referrers', analyticsReferrers);
  report('revenue', analyticsRevenue);
  router.get('/sessions/:sessionId', async (ctx) => {
    const sessionId = ctx.params.sessionId ?? '';
    const timeline = await sessionTimeline(knex, sessionId);
    if (!timeline) throw notFound(`No session with id ${sessionId}`);
    ctx.body = timeline;
  });
  return router;
}
