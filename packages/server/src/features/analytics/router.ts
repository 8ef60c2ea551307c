import type Router from '@koa/router';
import type { Context } from 'koa';
import { classify } from '@leadline/domain';
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
  eventBatchSchema,
  eventSchema,
  ID_PATTERN,
  sessionSchema,
  type EventBatchInput,
  type EventInput,
  type SessionInput,
} from './schema';
import { readEvent, readEventBatch } from './fast-input';
import { sessionScore, UNKNOWN_SCORE, upsertSession } from './sessions';
import { isCapture, storeWithCaptures } from './captures';
import type { AppliedEvent, IncomingEvent } from './ingest';
import { scoringContextOf } from '../../scoring/rules';

type EventFields = EventBatchInput['events'][number];
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
  const scoring = scoringContextOf(config.site.catalogue);
  // Counted in each instance's memory, even on PostgreSQL: the event route takes thousands of requests
  // a second, and a shared counter's round trip per event cut its throughput by more than half in
  // scripts/bench-events.ts. These limits only cap floods, so N instances allowing N times the limit
  // is an acceptable price; the forms and sign-in count in the shared table.
  const clients = clientHasherOf(db.knex);
  const ipLimiter = createLimiter(db, {
    keyPrefix: 'analytics_ip',
    points: config.analyticsIpRateLimit,
    durationSeconds: 60,
    sharing: 'per-instance',
  });
  const sessionLimiter = createLimiter(db, {
    keyPrefix: 'analytics_session',
    points: config.eventRateLimit,
    durationSeconds: 60,
    sharing: 'per-instance',
  });
  const perIp = rateLimit({ limiter: ipLimiter, key: (ctx) => clients.key(ctx.ip) });
  const perSession = rateLimit({
    limiter: sessionLimiter,
    key: (ctx) => (ctx.state.input as EventInput).sessionId,
  });
  // A batch counts as many requests as it has events, on both limits: it is no way around them.
  // The client's limit counts the request before its body is read (as for /event, so that a flood
  // of malformed or refused batches is counted too), and its other events once it is valid.
  const batchSize = (ctx: Context) => (ctx.state.input as EventBatchInput).events.length;
  const perIpPerOtherEvent = rateLimit({
    limiter: ipLimiter,
    key: (ctx) => clients.key(ctx.ip),
    points: (ctx) => batchSize(ctx) - 1,
  });
  const perSessionPerEvent = rateLimit({
    limiter: sessionLimiter,
    key: (ctx) => (ctx.state.input as EventBatchInput).sessionId,
    points: batchSize,
  });

  /**
   * Stores events (each scored by the event policy, in scoring/rules.ts) and answers what each
   * earned, undefined for an event whose session is unknown. Events go through the group commit,
   * unless one gives an address (the popup or the exit-intent offer): then they are stored together
   * in its transaction, which also queues the checklist, in order and with the score stored. Once
   * committed, a checklist or a new hot lead's alert wakes the delivery worker rather than waiting
   * for its next poll.
   */
  const ingest = async (incoming: IncomingEvent[]): Promise<(AppliedEvent | undefined)[]> => {
    const stored = incoming.some(isCapture)
      ? await storeWithCaptures(db.knex, incoming, scoring)
      : { applied: await events.writeAll(incoming), captured: false };
    if (stored.captured || stored.applied.some((event) => event?.newHotLead)) delivery.wake();
    return stored.applied;
  };

  const incomingOf = (
    ctx: Context,
    sessionId: string,
    event: EventFields,
    receivedAt: Date,
  ): IncomingEvent => ({
    sessionId,
    eventId: event.eventId,
    eventType: event.eventType,
    eventValue: event.eventValue,
    origin: 'client',
    pageUrl: pagePathOf(event.pageUrl, siteHost(ctx)),
    metadata: event.metadata,
    receivedAt,
  });

  const unknownSession = () =>
    notFound('Unknown session: create it with POST /api/analytics/session first');

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
        clientKey: await clients.key(ctx.ip),
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
    validate(eventSchema, {}, readEvent),
    perSession,
    async (ctx) => {
      const { input } = ctx.state;
      const [applied] = await ingest([incomingOf(ctx, input.sessionId, input, new Date())]);
      if (!applied) throw unknownSession();
      ctx.status = 201;
      ctx.body = { points: applied.points, score: applied.score };
    },
  );

  // Events that happen together, of one session: valid all together or refused whole (nothing is
  // written), each then stored and scored exactly as the single route does.
  router.options('/analytics/events', preflight('POST'));
  router.post<{ input: EventBatchInput }>(
    '/analytics/events',
    anyOrigin(),
    dropBots(),
    perIp,
    jsonBody({ acceptTextPlain: true }),
    validate(eventBatchSchema, {}, readEventBatch),
    perIpPerOtherEvent,
    perSessionPerEvent,
    async (ctx) => {
      const { sessionId, events: batch } = ctx.state.input;
      const receivedAt = new Date();
      // Every page is read before anything is written: one that is not of this site refuses all.
      const incoming = batch.map((event) => incomingOf(ctx, sessionId, event, receivedAt));
      const applied = await ingest(incoming);
      if (applied.every((result) => result === undefined)) throw unknownSession();
      ctx.status = 201;
      ctx.body = {
        events: applied.map((result) => result && { points: result.points, score: result.score }),
        score: applied.findLast((result) => result !== undefined)?.score ?? 0,
      };
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
