import type Router from '@koa/router';
import type { Knex } from 'knex';
import { ID_PATTERN } from '@leadline/tracker/wire';
import type { SessionTimeline, TimelineEvent, TimelineSession } from '../../domain';
import { notFound } from '../../errors';
import { createRouter } from '../../routing';

/**
 * GET /api/admin/sessions/:sessionId: the session and its ledger in order, each event with the points
 * it earned and the score after it (what "View Session" shows).
 */
export function sessionTimelineRouter(knex: Knex): Router {
  const router = createRouter();
  router.get('/sessions/:sessionId', async (ctx) => {
    const sessionId = ctx.params.sessionId ?? '';
    const session: TimelineSession | undefined = ID_PATTERN.test(sessionId)
      ? await knex('analytics_sessions')
          .where({ session_id: sessionId })
          .first(
            'session_id as sessionId',
            'visitor_id as visitorId',
            'score',
            'email',
            'is_returning_visitor as isReturningVisitor',
            'visit_count as visitCount',
            'device_type as deviceType',
            'source',
            'referral_source as referralSource',
            'referrer',
            'utm_source as utmSource',
            'utm_medium as utmMedium',
            'utm_campaign as utmCampaign',
            'landing_page as landingPage',
            'pages_viewed as pagesViewed',
            'facts',
            'created_at as createdAt',
            'last_activity_at as lastActivityAt',
          )
      : undefined;
    if (!session) throw notFound(`No session with id ${sessionId}`);
    const events: TimelineEvent[] = await knex('analytics_events')
      .where({ session_id: sessionId })
      .orderBy('id')
      .select(
        'id',
        'created_at as at',
        'event_type as eventType',
        'event_category as eventCategory',
        'page_url as page',
        'points',
        knex.raw('(sum(points) over (order by id))::int as "runningScore"'),
      );
    ctx.body = { session, events } satisfies SessionTimeline;
  });
  return router;
}
