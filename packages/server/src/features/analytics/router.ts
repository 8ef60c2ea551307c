import type Router from '@koa/router';
import type { Context } from 'koa';
import { classify } from '@leadline/tracker/attribution';
import type { AppDeps } from '../../app-deps';
import { badRequest, notFound } from '../../errors';
import { dropBots } from '../../middleware/bot-filter';
import { jsonBody } from '../../middleware/json-body';
import { rateLimit } from '../../middleware/rate-limit';
import { clientHasherOf } from '../../middleware/client-hash';
import { createLimiter } from '../../db/rate-limiters';
import { validate } from '../../middleware/validate';
import type { EventWriter } from './event-writer';
import {
  eventSchema,
  ID_PATTERN,
  sessionSchema,
  type EventInput,
  type SessionInput,
} from './schema';
import { sessionScore, UNKNOWN_SCORE, upsertSession } from './sessions';
import { isCapture, storeCapture } from './captures';
import type { IncomingEvent } from './ingest';
import { createRouter } from '../../routing';
import { anyOrigin, preflight } from '../../middleware/public-cors';

/** The host of the site the visitor is on: the page's origin when the browser sends it. */
function siteHost(ctx: Context): string {
  const origin = ctx.get('Origin');
  if (origin) {
    try {
      return new URL(origin).hostname;
    } catch {
      // fall through to the Host header
    }
  }
  return ctx.hostname;
}

/** A path of the site, or a URL on the same host, kept as path and query. */
function pagePathOf(pageUrl: string, host: string): string {
  if (pageUrl.startsWith('/') && !pageUrl.startsWith('//')) return pageUrl;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    throw badRequest('pageUrl must be a path or a URL of this site', {
      pageUrl: 'pageUrl must be a path or a URL of this site.',
    });
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.hostname !== host) {
    throw badRequest('pageUrl must be a path or a URL of this site', {
      pageUrl: 'pageUrl must be a path or a URL of this site.',
    });
  }
  return `${url.pathname}${url.search}`;
}

export function analyticsRouter({ db, config, delivery }: AppDeps, events: EventWriter): Router {
  const router = createRouter();
  // Counted in each instance's memory, even on PostgreSQL: the event route takes thousands of requests
  // a second, and a shared counter's round trip per event cut its throughput by more than half in
  // scripts/bench-events.ts. These limits only cap floods, so N instances allowing N times the limit
  // is an acceptable price; the forms and sign-in count in the shared table.
  const clients = clientHasherOf(db.knex);
  const perIp = rateLimit({
    limiter: createLimiter(db, {
      keyPrefix: 'analytics_ip',
      points: config.analyticsIpRateLimit,
      durationSeconds: 60,
      sharing: 'per-instance',
    }),
    key: (ctx) => clients.key(ctx.ip),
  });
  const perSession = rateLimit({
    limiter: createLimiter(db, {
      keyPrefix: 'analytics_session',
      points: config.eventRateLimit,
      durationSeconds: 60,
      sharing: 'per-instance',
    }),
    key: (ctx) => (ctx.state.input as EventInput).sessionId,
  });

  router.options('/analytics/session', preflight('POST'));
  router.post<{ input: SessionInput }>(
    '/analytics/session',
    anyOrigin(),
    dropBots(),
    perIp,
    jsonBody({ acceptTextPlain: true }),
    validate(sessionSchema),
    async (ctx) => {
      const { input } = ctx.state;
      // The classes are computed here from the raw attribution, the first visit's too: the tracker
      // sends none (an older one's are ignored).
      const host = siteHost(ctx);
      const { source, referralSource } = classify(input, host);
      const session = await upsertSession(db.knex, input, {
        source,
        referralSource,
        firstVisit: input.firstVisit && classify(input.firstVisit, host),
      });
      ctx.status = session.created ? 201 : 200;
      ctx.body = { sessionId: input.sessionId, source: session.source };
    },
  );

  router.options('/analytics/event', preflight('POST'));
  router.post<{ input: EventInput }>(
    '/analytics/event',
    anyOrigin(),
    dropBots(),
    perIp,
    jsonBody({ acceptTextPlain: true }),
    validate(eventSchema),
    perSession,
    async (ctx) => {
      const { input } = ctx.state;
      const event: IncomingEvent = {
        sessionId: input.sessionId,
        eventId: input.eventId,
        eventType: input.eventType,
        eventValue: input.eventValue,
        origin: 'client',
        pageUrl: pagePathOf(input.pageUrl, siteHost(ctx)),
        metadata: input.metadata,
        receivedAt: new Date(),
      };
      // An address given in the popup or the exit-intent offer sends the checklist, queued in the
      // event's own transaction; every other event goes through the group commit.
      const capture = isCapture(event) ? await storeCapture(db.knex, event) : undefined;
      const applied = isCapture(event) ? capture : await events.write(event);
      if (capture?.captured) delivery.wake();
      if (!applied)
        throw notFound('Unknown session: create it with POST /api/analytics/session first');
      ctx.status = 201;
      ctx.body = { points: applied.points, score: applied.score };
    },
  );

  router.options('/analytics/session/:sessionId/score', preflight('GET'));
  router.get('/analytics/session/:sessionId/score', anyOrigin(), perIp, async (ctx) => {
    const { sessionId } = ctx.params as { sessionId: string };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ID_PATTERN.test(sessionId) ? await sessionScore(db.knex, sessionId) : UNKNOWN_SCORE;
  });

  return router;
}
