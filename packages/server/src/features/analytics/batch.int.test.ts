/** POST /api/analytics/events: a batch of one session's events, all or nothing, scored as one by one. */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { countRows, describeIntegration, useTestServer } from '../../test/harness';
import { createSession, eventPayload, track } from '../../test/analytics-factories';
import { BROWSER_USER_AGENT } from '../../test/browser';
import { MAX_BATCH_EVENTS } from './schema';

const SESSION_LIMIT = 30;

/** One batch's events: what the tracker sends, without the session id each. */
function batchOf(sessionId: string, types: string[], pageUrl = '/services') {
  return {
    sessionId,
    events: types.map((type) => {
      const { sessionId: _, ...event } = eventPayload(sessionId, type, { pageUrl });
      return event;
    }),
  };
}

const ledger = (app: ReturnType<typeof useTestServer>, sessionId: string) =>
  app.db
    .knex('analytics_events')
    .where({ session_id: sessionId })
    .orderBy('id')
    .select('event_type', 'points', 'page_url');

describeIntegration('POST /api/analytics/events', () => {
  const app = useTestServer({ EVENT_RATE_LIMIT: String(SESSION_LIMIT) });
  const types = ['PAGE_VIEW', 'SERVICES_PAGE_VIEWED', 'SCROLL_75', 'PAGE_VIEW', 'CTA_CLICKED'];

  it('stores and scores each event exactly as the single route does, in order', async () => {
    const one = await createSession(app);
    const batched = await createSession(app);
    const singly = [];
    for (const type of types) singly.push(await track(app, one, type, { pageUrl: '/services' }));

    const answer = await app.post('/api/analytics/events', batchOf(batched, types));
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { events: { points: number }[]; score: number };
    expect(body.events.map((event) => event.points)).toEqual(singly.map((s) => s.points));
    expect(body.score).toBe(singly.at(-1)?.score);
    expect(body.score).toBeGreaterThan(0);
    expect(await ledger(app, batched)).toEqual(await ledger(app, one));
    const score = async (id: string) =>
      (await app.db.knex('analytics_sessions').where({ session_id: id }).first()).score;
    expect(await score(batched)).toBe(await score(one));
  });

  it('stores a batch holding captures in order, and answers the score it stored', async () => {
    const capture = (type: string, email: string) => {
      const { sessionId: _, ...event } = eventPayload('', type, {
        pageUrl: '/services',
        metadata: { email, name: 'Ann' },
      });
      return event;
    };
    const cases = [
      ['PAGE_VIEW', 'EMAIL_CAPTURED', 'CTA_CLICKED', 'SERVICES_PAGE_VIEWED'],
      ['EXIT_INTENT_CONVERTED', 'PAGE_VIEW', 'SCROLL_75'],
      ['SERVICES_PAGE_VIEWED', 'CTA_CLICKED', 'EMAIL_CAPTURED'],
      ['EMAIL_CAPTURED', 'PAGE_VIEW', 'EXIT_INTENT_CONVERTED', 'CTA_CLICKED'],
    ];
    for (const types of cases) {
      const sessionId = await createSession(app);
      const email = `capture-${sessionId.slice(2, 10)}@example.com`;
      const events = batchOf(sessionId, types).events.map((event) =>
        event.eventType.endsWith('CAPTURED') || event.eventType.endsWith('CONVERTED')
          ? capture(event.eventType, email)
          : event,
      );
      const answer = await app.post('/api/analytics/events', { sessionId, events });
      expect(answer.status).toBe(201);
      const body = (await answer.json()) as { events: { score: number }[]; score: number };
      const session = await app.db.knex('analytics_sessions').where({ session_id: sessionId });
      expect(body.score, types.join()).toBe(session[0].score);
      expect(body.events.map((event) => event.score)).toEqual(types.map(() => body.score));
      const stored = await ledger(app, sessionId);
      expect(stored.map((row) => row.event_type)).toEqual(types);
      // The address was captured once, its checklist queued.
      const mails = await app.db.knex('mail_messages').where({ to_address: email }).select('kind');
      expect(mails).toEqual([{ kind: 'checklist' }]);
    }
  });

  it('stores an event sent again (same id) once, in a batch as on the single route', async () => {
    const sessionId = await createSession(app);
    const batch = batchOf(sessionId, ['PAGE_VIEW', 'CTA_CLICKED']);
    expect((await app.post('/api/analytics/events', batch)).status).toBe(201);
    expect((await app.post('/api/analytics/events', batch)).status).toBe(201);
    expect(await ledger(app, sessionId)).toHaveLength(2);
  });

  it('refuses a batch with one bad event whole, and writes nothing (generated batches)', async () => {
    const before = await countRows(app.db, 'analytics_events');
    const bad = fc.constantFrom<Record<string, unknown>>(
      { eventType: 'page view' },
      { eventType: undefined },
      { pageUrl: 'https://elsewhere.example/' },
      { pageUrl: '' },
      { eventValue: 1001 },
      { eventValue: 'lots' },
      { metadata: 'text' },
      { metadata: { a: 'x'.repeat(5000) } },
      { eventId: 'has spaces' },
      { eventCategory: 'bad\u0000category' },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...types), { minLength: 1, maxLength: MAX_BATCH_EVENTS }),
        fc.nat(),
        bad,
        async (eventTypes, at, change) => {
          // A session each: a page of another site is refused after the limits have counted.
          const batch = batchOf(await createSession(app), eventTypes);
          const index = at % batch.events.length;
          batch.events[index] = { ...batch.events[index]!, ...change };
          const answer = await app.post('/api/analytics/events', batch);
          expect(answer.status).toBe(400);
          expect(await countRows(app.db, 'analytics_events')).toBe(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses an empty batch, one of more than 50 events, and one of an unknown session', async () => {
    const sessionId = await createSession(app);
    const before = await countRows(app.db, 'analytics_events');
    const tooMany = batchOf(sessionId, Array(MAX_BATCH_EVENTS + 1).fill('PAGE_VIEW'));
    const empty = { sessionId, events: [] };
    for (const batch of [tooMany, empty]) {
      const answer = await app.post('/api/analytics/events', batch);
      expect(answer.status).toBe(400);
      expect(Object.keys(((await answer.json()) as { fields: object }).fields)).toEqual(['events']);
    }
    const unknown = await app.post('/api/analytics/events', batchOf('no-such-session', types));
    expect(unknown.status).toBe(404);
    expect(await countRows(app.db, 'analytics_events')).toBe(before);
  });

  it('counts each event of a batch against the session limit: batches are no way around it', async () => {
    const sessionId = await createSession(app);
    const full = (count: number) => batchOf(sessionId, Array(count).fill('CTA_CLICKED'));
    expect((await app.post('/api/analytics/events', full(SESSION_LIMIT - 1))).status).toBe(201);
    const over = await app.post('/api/analytics/events', full(2));
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // The refused batch gave its points back: the event that fits goes through alone (as the
    // tracker sends again a batch refused 429), and the next is refused, on either route.
    expect((await track(app, sessionId, 'CTA_CLICKED')).status).toBe(201);
    expect((await track(app, sessionId, 'CTA_CLICKED')).status).toBe(429);
    expect((await app.post('/api/analytics/events', full(1))).status).toBe(429);
    expect(await ledger(app, sessionId)).toHaveLength(SESSION_LIMIT);
  });

  it('answers a preflight, reads text/plain beacons, and drops bots', async () => {
    const preflight = await fetch(`${app.url}/api/analytics/events`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    const sessionId = await createSession(app);
    const beacon = await app.post('/api/analytics/events', batchOf(sessionId, ['PAGE_VIEW']), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(beacon.status).toBe(201);
    expect(beacon.headers.get('access-control-allow-origin')).toBe('*');
    const bot = await app.post('/api/analytics/events', batchOf(sessionId, ['PAGE_VIEW']), {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    expect(bot.status).toBe(202);
    expect(await ledger(app, sessionId)).toHaveLength(1);
  });
});

describeIntegration('POST /api/analytics/events and the per-client limit', () => {
  const app = useTestServer({ ANALYTICS_IP_RATE_LIMIT: '20' });

  it('counts each event of a batch against the client limit too', async () => {
    // The session's creation is the client's first request.
    const sessionId = await createSession(app);
    const batch = (count: number) => batchOf(sessionId, Array(count).fill('CTA_CLICKED'));
    expect((await app.post('/api/analytics/events', batch(18))).status).toBe(201);
    expect((await app.post('/api/analytics/events', batch(2))).status).toBe(429);
    expect(await ledger(app, sessionId)).toHaveLength(18);
    // The refused batch's request counted (20 of 20), its other event was given back.
    expect((await track(app, sessionId, 'CTA_CLICKED')).status).toBe(429);
  });
});

describeIntegration(
  'POST /api/analytics/events: requests refused before their events are read',
  () => {
    const app = useTestServer({ ANALYTICS_IP_RATE_LIMIT: '5' });

    it('counts each request against the client limit, however malformed its body', async () => {
      const sessionId = await createSession(app);
      const malformed = [
        '{"sessionId":',
        '[]',
        JSON.stringify({ sessionId, events: 'none' }),
        JSON.stringify({ sessionId, events: [{ eventType: 'lowercase' }] }),
      ];
      for (const body of malformed) {
        const answer = await fetch(`${app.url}/api/analytics/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
          body,
        });
        expect(answer.status).toBe(400);
      }
      // The session's creation and the four refused requests used the client's 5 requests.
      const valid = await app.post('/api/analytics/events', batchOf(sessionId, ['PAGE_VIEW']));
      expect(valid.status).toBe(429);
      expect(await ledger(app, sessionId)).toHaveLength(0);
    });
  },
);
