import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, type Tracker } from './tracker';
import type { TrackerOptions } from './config';
import type { EventBatchPayload, EventPayload, SessionPayload } from './wire';
import {
  deferred,
  mockNetwork,
  scrollTo,
  setVisibility,
  setWidth,
  settle,
  visitPage,
  type Network,
  type Reply,
} from './test/browser';

const NOTHING_KNOWN = { score: 0, emailKnown: false };

const NOW = '2025-03-01T09:00:00.000Z';
const SERVER = 'https://leads.example.com';
const SESSION_URL = `${SERVER}/api/analytics/session`;
const EVENT_URL = `${SERVER}/api/analytics/event`;
const EVENTS_URL = `${SERVER}/api/analytics/events`;
const JSON_POST = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  keepalive: true,
};

let net: Network;
const trackers: Tracker[] = [];

/** Loads the page: a tracker as the <script> or the web app makes it. */
function load(options: TrackerOptions = {}): Tracker {
  const tracker = createTracker({ endpoint: SERVER, ...options });
  trackers.push(tracker);
  return tracker;
}

/** Leaves the page: the tracker of a page that is gone no longer listens. */
function unload(): void {
  for (const tracker of trackers.splice(0)) tracker.stop();
}

/** A new visit: the tab is closed and another one opened. */
function newTab(): void {
  unload();
  sessionStorage.clear();
}

function bodiesTo(url: string) {
  return net.requests.filter((request) => request.url === url).map((request) => request.body);
}
const sessions = () => bodiesTo(SESSION_URL) as SessionPayload[];
const batches = () => bodiesTo(EVENTS_URL) as EventBatchPayload[];
/** The requests that carried events: to /event (one) or /events (a batch). */
const eventRequests = () =>
  net.requests.filter((request) => request.url === EVENT_URL || request.url === EVENTS_URL);

/** Every event sent, in order, as it would go to /event: a batch's events each get the batch's
 * sessionId (a batch holds only sessionId and events, and its events carry no sessionId). */
function events(): EventPayload[] {
  return eventRequests().flatMap(({ url, body }) => {
    if (url === EVENT_URL) return [body as EventPayload];
    const { sessionId, events: batched, ...rest } = body as EventBatchPayload;
    expect(rest).toEqual({});
    return batched.map((sent) => {
      expect(sent).not.toHaveProperty('sessionId');
      return { sessionId, ...sent };
    });
  });
}

/** The body of a batch of `tracker`'s events: the sessionId once, the events without it. */
function batchOf<T extends { sessionId?: unknown }>(tracker: Tracker, ...sent: T[]) {
  return {
    sessionId: tracker.sessionId,
    events: sent.map(({ sessionId: _sessionId, ...rest }) => rest),
  };
}

/** `count` times `item`. */
const times = <T>(count: number, item: T) => Array.from({ length: count }, () => item);
/** 0, 1... count - 1 from `from`. */
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

type EventFields = Partial<Omit<EventPayload, 'metadata'>> & { metadata?: Record<string, unknown> };

/** The event payload `tracker` sends: the page '/' and the current time unless told otherwise. */
function event(tracker: Tracker, eventType: string, fields: EventFields = {}) {
  return {
    sessionId: tracker.sessionId,
    eventId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    eventType,
    eventCategory: expect.any(String),
    eventValue: null,
    pageUrl: '/',
    ...fields,
    metadata: { timestamp: NOW, userAgent: navigator.userAgent, ...fields.metadata },
  };
}

/** A direct visit's raw attribution: the tracker sends no traffic source class (the server computes it). */
const direct = {
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(NOW) });
  localStorage.clear();
  sessionStorage.clear();
  visitPage('/');
  setVisibility('visible', false);
  setWidth(1280);
  net = mockNetwork();
});

afterEach(() => {
  unload();
  vi.unstubAllGlobals();
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the first page load', () => {
  it('posts the session, then the page view once the server has confirmed it', async () => {
    const tracker = load();
    tracker.trackPageView();

    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);
    expect(net.requests[0]).toEqual({
      via: 'fetch',
      method: 'POST',
      url: SESSION_URL,
      init: JSON_POST,
      body: {
        sessionId: tracker.sessionId,
        visitorId: tracker.visitorId,
        isReturningVisitor: false,
        visitCount: 1,
        deviceType: 'desktop',
        ...direct,
        landingPage: '/',
        firstVisit: { ...direct, landingPage: '/', timestamp: NOW },
      },
    });

    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`, `fetch POST ${EVENT_URL}`]);
    expect(net.requests[1]).toEqual({
      via: 'fetch',
      method: 'POST',
      url: EVENT_URL,
      init: JSON_POST,
      body: {
        sessionId: tracker.sessionId,
        eventId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        eventType: 'PAGE_VIEW',
        eventCategory: 'navigation',
        eventValue: null,
        pageUrl: '/',
        metadata: { timestamp: NOW, userAgent: navigator.userAgent },
      },
    });
    expect(tracker.sessionId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(tracker.visitorId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(tracker.visitorId).not.toBe(tracker.sessionId);
  });

  it('sends no return or additional visit event', async () => {
    load().trackPageView();
    await settle();
    expect(net.eventTypes()).toEqual(['PAGE_VIEW']);
  });

  it('sends the raw attribution of the landing page and the device type, no class', async () => {
    visitPage(
      '/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=march',
      'https://mail.google.com/',
    );
    setWidth(767);
    load();
    expect(sessions()[0]).not.toHaveProperty('source');
    expect(sessions()[0]).not.toHaveProperty('referralSource');
    expect(sessions()[0]).toMatchObject({
      deviceType: 'mobile',
      referrer: 'https://mail.google.com/',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'march',
      landingPage: '/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=march',
    });
  });

  it('cuts the landing page to 2,048 characters, as the server takes', () => {
    const url = `/pricing?q=${'x'.repeat(3000)}`;
    visitPage(url);
    expect(location.pathname + location.search).toBe(url);
    load();
    const [session] = sessions();
    expect(session?.landingPage).toBe(url.slice(0, 2048));
    expect(session?.landingPage).toHaveLength(2048);
    expect(session?.firstVisit.landingPage).toBe(url.slice(0, 2048));
  });

  it.each([
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
  ])('reports a window %i px wide as %s', (width, deviceType) => {
    setWidth(width);
    load();
    expect(sessions()[0]?.deviceType).toBe(deviceType);
  });

  it('posts to its own origin when the endpoint is empty, and trims a trailing slash', () => {
    load({ endpoint: '' });
    load({ endpoint: `${SERVER}/` });
    expect(net.lines()).toEqual(['fetch POST /api/analytics/session', `fetch POST ${SESSION_URL}`]);
  });
});

describe('events', () => {
  it('carry the category, the caller value (no points: the server scores), the page and the caller metadata', async () => {
    visitPage('/calculator?plan=mvp');
    const tracker = load();
    tracker.track('CALCULATOR_STARTED');
    tracker.track('CALCULATOR_FEATURE_SELECTED', { metadata: { feature: 'auth' } });
    tracker.track('CALCULATOR_SUBMITTED', { value: 12.4, metadata: { total: 9000 } });
    tracker.track('MADE_UP_THING', { metadata: { timestamp: 'not mine' } });
    await settle();

    // Queued while the session was posted, they went out together.
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`, `fetch POST ${EVENTS_URL}`]);
    const expected = [
      event(tracker, 'CALCULATOR_STARTED', {
        eventCategory: 'intent',
        eventValue: null,
        pageUrl: '/calculator?plan=mvp',
      }),
      event(tracker, 'CALCULATOR_FEATURE_SELECTED', {
        eventCategory: 'engagement',
        eventValue: null,
        pageUrl: '/calculator?plan=mvp',
        metadata: { feature: 'auth' },
      }),
      event(tracker, 'CALCULATOR_SUBMITTED', {
        eventCategory: 'conversion',
        eventValue: 12,
        pageUrl: '/calculator?plan=mvp',
        metadata: { total: 9000 },
      }),
      event(tracker, 'MADE_UP_THING', {
        eventCategory: 'engagement',
        eventValue: null,
        pageUrl: '/calculator?plan=mvp',
      }),
    ];
    expect(batches()).toEqual([batchOf(tracker, ...expected)]);
    expect(events()).toEqual(expected);
  });

  it('wait in a queue until the session is confirmed, then go out in order, those queued meanwhile together', async () => {
    const session = deferred<Reply>();
    const firstBatch = deferred<Reply>();
    net.respond((url) =>
      url === SESSION_URL
        ? session.promise
        : url === EVENTS_URL && batches().length === 1
          ? firstBatch.promise
          : { status: 201 },
    );
    const tracker = load();
    tracker.trackPageView();
    tracker.track('CTA_CLICKED');
    tracker.track('FAQ_EXPANDED');
    await settle();
    vi.advanceTimersByTime(20_000);
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);

    session.resolve({ status: 201 });
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`, `fetch POST ${EVENTS_URL}`]);
    expect(net.eventTypes()).toEqual(['PAGE_VIEW', 'CTA_CLICKED', 'FAQ_EXPANDED']);

    // Queued while the batch is out: one event, which goes alone once the batch is answered.
    tracker.track('VIDEO_PLAYED');
    await settle();
    expect(net.lines()).toHaveLength(2);
    firstBatch.resolve({ status: 201 });
    await settle();
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      `fetch POST ${EVENT_URL}`,
    ]);
    expect(net.eventTypes()).toEqual(['PAGE_VIEW', 'CTA_CLICKED', 'FAQ_EXPANDED', 'VIDEO_PLAYED']);
  });

  it('are dropped, not retried, when the server refuses them', async () => {
    net.respond((url) => (url === SESSION_URL ? { status: 201 } : { status: 404 }));
    const tracker = load();
    tracker.track('CTA_CLICKED');
    tracker.track('FAQ_EXPANDED');
    await settle();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      ...times(3, `fetch POST ${EVENT_URL}`),
    ]);
    expect(net.eventTypes()).toEqual([
      'CTA_CLICKED',
      'FAQ_EXPANDED',
      'TIME_30_SEC',
      'TIME_2_MIN',
      'TIME_5_MIN',
    ]);
  });
});

describe('what the server cannot take', () => {
  // Math.random() at 0.5: each retry waits half its ceiling (0.5, 1, 2, 4, 8, 16 s, then 16 s).
  beforeEach(() => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });

  it.each<[string, number | 'network']>([
    ['429', 429],
    ['a network error', 'network'],
  ])(
    'is sent again after %s, with backoff, what follows waiting behind it; a batch so failing goes again one event at a time',
    async (_name, failure) => {
      let failures = 3;
      net.respond((url) => {
        if (url === SESSION_URL || failures-- <= 0) return { status: 201 };
        if (failure === 'network') throw new TypeError('Failed to fetch');
        return { status: failure };
      });
      const tracker = load();
      await settle();
      tracker.track('CTA_CLICKED');
      tracker.track('FAQ_EXPANDED');
      await settle();
      expect(net.eventTypes()).toEqual(['CTA_CLICKED']);

      // [wait, requests sent before it is over, and once it is]: the event alone, then with the
      // one behind it (a batch, which fails), then alone again twice: the fourth attempt succeeds,
      // and the event behind it follows at once, alone too.
      for (const [wait, before, after] of [
        [500, 1, 2],
        [1000, 2, 3],
        [2000, 3, 5],
      ] as const) {
        await vi.advanceTimersByTimeAsync(wait - 1);
        expect(eventRequests()).toHaveLength(before);
        await vi.advanceTimersByTimeAsync(1);
        expect(eventRequests()).toHaveLength(after);
      }
      await vi.advanceTimersByTimeAsync(20_000);
      // The event that waited behind it goes with it once it is sent again; that batch failing,
      // its events go one at a time, in order.
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        `fetch POST ${EVENT_URL}`,
        `fetch POST ${EVENTS_URL}`,
        ...times(3, `fetch POST ${EVENT_URL}`),
      ]);
      // Every attempt carries the same events, with the same ids: the server stores each once.
      const [first, batch, again, last, behind] = eventRequests().map((request) => request.body);
      expect(first).toEqual(event(tracker, 'CTA_CLICKED', { eventCategory: 'intent' }));
      expect(batch).toEqual(
        batchOf(tracker, first as EventPayload, event(tracker, 'FAQ_EXPANDED')),
      );
      expect(again).toEqual(first);
      expect(last).toEqual(first);
      expect(behind).toEqual({
        sessionId: tracker.sessionId,
        ...(batch as EventBatchPayload).events[1],
      });
      expect((behind as EventPayload).eventId).not.toBe((first as EventPayload).eventId);
      expect(net.eventTypes()).toEqual([
        'CTA_CLICKED',
        'CTA_CLICKED',
        'FAQ_EXPANDED',
        'CTA_CLICKED',
        'CTA_CLICKED',
        'FAQ_EXPANDED',
      ]);
    },
  );

  it.each([502, 503, 504])(
    'is sent again after %i, with backoff, what follows waiting behind it; a batch so failing goes again whole',
    async (failure) => {
      let failures = 3;
      net.respond((url) =>
        url === SESSION_URL || failures-- <= 0 ? { status: 201 } : { status: failure },
      );
      const tracker = load();
      await settle();
      tracker.track('CTA_CLICKED');
      tracker.track('FAQ_EXPANDED');
      await settle();
      expect(net.eventTypes()).toEqual(['CTA_CLICKED']);

      // [wait, requests sent before it is over, and once it is]: the event alone, then with the
      // one behind it (a batch, which fails), then that batch, whole, twice: the fourth attempt
      // succeeds.
      for (const [wait, before, after] of [
        [500, 1, 2],
        [1000, 2, 3],
        [2000, 3, 4],
      ] as const) {
        await vi.advanceTimersByTimeAsync(wait - 1);
        expect(eventRequests()).toHaveLength(before);
        await vi.advanceTimersByTimeAsync(1);
        expect(eventRequests()).toHaveLength(after);
      }
      await vi.advanceTimersByTimeAsync(20_000);
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        `fetch POST ${EVENT_URL}`,
        ...times(3, `fetch POST ${EVENTS_URL}`),
      ]);
      // Every attempt carries the same events, with the same ids: the server stores each once.
      const [first, batch, again, last] = eventRequests().map((request) => request.body);
      expect(first).toEqual(event(tracker, 'CTA_CLICKED', { eventCategory: 'intent' }));
      expect(batch).toEqual(
        batchOf(tracker, first as EventPayload, event(tracker, 'FAQ_EXPANDED')),
      );
      expect(again).toEqual(batch);
      expect(last).toEqual(batch);
      const [cta, faq] = (batch as EventBatchPayload).events;
      expect(faq?.eventId).not.toBe(cta?.eventId);
      expect(net.eventTypes()).toEqual([
        'CTA_CLICKED',
        ...times(3, ['CTA_CLICKED', 'FAQ_EXPANDED']).flat(),
      ]);
    },
  );

  it('waits longer after each failure, up to 16 s at this draw, and starts over after a success', async () => {
    let down = true;
    net.respond((url) => (url !== SESSION_URL && down ? { status: 503 } : { status: 201 }));
    const tracker = load();
    tracker.track('CTA_CLICKED');
    await settle();

    const attemptsAt: number[] = [];
    for (let ms = 0; ms < 90_000; ms += 100) {
      const before = eventRequests().length;
      await vi.advanceTimersByTimeAsync(100);
      if (eventRequests().length > before) attemptsAt.push(ms + 100);
    }
    const gaps = attemptsAt.map((at, i) => at - (attemptsAt[i - 1] ?? 0));
    expect(gaps).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 16_000, 16_000, 16_000]);
    // Alone until TIME_30_SEC queues behind it (at 30 s); from 31.5 s, the two together, which
    // fail (503): the same batch, whole, with the same ids, every time.
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      ...times(6, `fetch POST ${EVENT_URL}`),
      ...times(4, `fetch POST ${EVENTS_URL}`),
    ]);
    const [batch] = batches();
    expect(batch?.events.map((one) => one.eventType)).toEqual(['CTA_CLICKED', 'TIME_30_SEC']);
    expect({ sessionId: tracker.sessionId, ...batch?.events[0] }).toEqual(eventRequests()[0]?.body);
    expect(batches()).toEqual(times(4, batch));

    // At 95.5 s the batch, whole again, succeeds.
    down = false;
    await vi.advanceTimersByTimeAsync(5499);
    expect(eventRequests()).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.lines().slice(11)).toEqual([`fetch POST ${EVENTS_URL}`]);
    expect(batches()).toEqual(times(5, batch));
    await vi.advanceTimersByTimeAsync(10_000);
    const sent = eventRequests().length;
    expect(sent).toBe(11);
    down = true;
    tracker.track('FAQ_EXPANDED');
    await settle();
    expect(eventRequests()).toHaveLength(sent + 1);
    await vi.advanceTimersByTimeAsync(499);
    expect(eventRequests()).toHaveLength(sent + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(eventRequests()).toHaveLength(sent + 2);
    expect(net.eventTypes().slice(-2)).toEqual(['FAQ_EXPANDED', 'FAQ_EXPANDED']);
  });

  it('draws each wait at random, up to its ceiling', async () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.999).mockReturnValueOnce(0.1);
    net.respond((url) => (url === EVENT_URL ? { status: 503 } : { status: 201 }));
    load().track('CTA_CLICKED');
    await settle();
    await vi.advanceTimersByTimeAsync(998);
    expect(net.eventTypes()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.eventTypes()).toHaveLength(2);
    // 0.1 of the second ceiling, 2 s.
    await vi.advanceTimersByTimeAsync(199);
    expect(net.eventTypes()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.eventTypes()).toHaveLength(3);
  });

  it.each([400, 404, 413, 500, 501])('is dropped when the answer is %i', async (status) => {
    net.respond((url) => (url === EVENT_URL ? { status } : { status: 201 }));
    load().track('CTA_CLICKED');
    await settle();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(net.eventTypes()).toEqual(['CTA_CLICKED', 'TIME_30_SEC', 'TIME_2_MIN', 'TIME_5_MIN']);
  });

  it('is kept in memory up to 100 events; later ones are dropped', async () => {
    net.respond((url) => (url === SESSION_URL ? { status: 201 } : { status: 503 }));
    const tracker = load();
    for (let i = 0; i < 150; i++) tracker.track('CTA_CLICKED', { metadata: { i } });
    await settle();
    // Tracked before the session was answered, they all queued: the first 100 are kept. The first
    // 50 went out together, and are back in the queue, to go again whole after the backoff; the
    // page is hidden first: each of the 100 leaves in its own beacon.
    setVisibility('hidden');
    await net.readBeacons();
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      ...times(100, `beacon POST ${EVENT_URL}`),
    ]);
    const numbers = batches().map((sent) => sent.events.map((one) => one.metadata.i));
    expect(numbers).toEqual([range(0, 50)]);
    expect(events().map((sent) => sent.metadata.i)).toEqual([...range(0, 50), ...range(0, 100)]);
    expect(events().map((sent) => sent.sessionId)).toEqual(times(150, tracker.sessionId));
    // The failed batch's events keep their ids.
    expect(net.requests.slice(2, 52).map((request) => request.body)).toEqual(
      batches()[0]!.events.map((one) => ({ sessionId: tracker.sessionId, ...one })),
    );

    // Nothing is left to retry.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(eventRequests()).toHaveLength(101);
  });

  it('keeps at most 100 events once a batch failed with 503 is back in the queue: the oldest, in order, then the batch whole', async () => {
    const session = deferred<Reply>();
    const batch = deferred<Reply>();
    net.respond((url) =>
      url === SESSION_URL
        ? session.promise
        : eventRequests().length === 1
          ? batch.promise
          : { status: 201 },
    );
    const tracker = load();
    for (let i = 0; i < 50; i++) tracker.track('CTA_CLICKED', { metadata: { i } });
    session.resolve({ status: 201 });
    await settle();
    // 50 in flight; 100 more queue behind them (the queue's bound), the next 10 are dropped.
    for (let i = 50; i < 160; i++) tracker.track('CTA_CLICKED', { metadata: { i } });
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`, `fetch POST ${EVENTS_URL}`]);

    // Back at the head of the queue, the 50 push the newest 50 out: 100 remain, the oldest.
    batch.resolve({ status: 503 });
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      ...times(3, `fetch POST ${EVENTS_URL}`),
    ]);
    expect(events().map((sent) => sent.metadata.i)).toEqual([
      ...range(0, 50),
      ...range(0, 50),
      ...range(50, 50),
    ]);
    // The same batch again, with the same ids.
    const [failed, again] = batches();
    expect(again).toEqual(failed);
    expect(failed?.sessionId).toBe(tracker.sessionId);

    // Nothing more: the dropped ones are gone.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(eventRequests()).toHaveLength(3);
  });

  it('keeps at most 100 events once a batch failed with 429 is back in the queue: the oldest, in order, then one at a time', async () => {
    const session = deferred<Reply>();
    const batch = deferred<Reply>();
    net.respond((url) =>
      url === SESSION_URL
        ? session.promise
        : eventRequests().length === 1
          ? batch.promise
          : { status: 201 },
    );
    const tracker = load();
    for (let i = 0; i < 50; i++) tracker.track('CTA_CLICKED', { metadata: { i } });
    session.resolve({ status: 201 });
    await settle();
    // 50 in flight; 100 more queue behind them (the queue's bound), the next 10 are dropped.
    for (let i = 50; i < 160; i++) tracker.track('CTA_CLICKED', { metadata: { i } });
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`, `fetch POST ${EVENTS_URL}`]);

    // Back at the head of the queue, the 50 push the newest 50 out: 100 remain, the oldest.
    batch.resolve({ status: 429 });
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      ...times(50, `fetch POST ${EVENT_URL}`),
      `fetch POST ${EVENTS_URL}`,
    ]);
    expect(events().map((sent) => sent.metadata.i)).toEqual([
      ...range(0, 50),
      ...range(0, 50),
      ...range(50, 50),
    ]);
    // The same events, with the same ids, each alone with the sessionId.
    const [failed] = batches();
    expect(net.requests.slice(2, 52).map((request) => request.body)).toEqual(
      failed!.events.map((one) => ({ sessionId: tracker.sessionId, ...one })),
    );

    // Nothing more: the dropped ones are gone.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(eventRequests()).toHaveLength(52);
  });

  it('leaves with the other queued events, each in its own beacon, when the page is hidden while it waits', async () => {
    net.respond((url) => (url === SESSION_URL ? { status: 201 } : { status: 503 }));
    const tracker = load();
    await settle();
    tracker.track('CTA_CLICKED');
    await settle();
    tracker.track('FAQ_EXPANDED');
    setVisibility('hidden');
    await net.readBeacons();
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
    ]);
    const [, firstAttempt, leaving, behind] = net.requests;
    expect(leaving?.body).toEqual(firstAttempt?.body);
    expect(behind?.body).toEqual(event(tracker, 'FAQ_EXPANDED'));

    // Nothing is left to retry.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(eventRequests()).toHaveLength(3);
  });
});

describe('batches', () => {
  beforeEach(() => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });

  type Answer = (url: string, init: RequestInit) => Reply | Promise<Reply>;

  /** Loads a tracker, tracks `types` while its session is pending, and returns it with confirm(),
   * which answers the session 201 and what follows as `answer` says (201 by default). */
  async function queueWhileSessionPending(...types: string[]) {
    const session = deferred<Reply>();
    let answer: Answer = () => ({ status: 201 });
    net.respond((url, init) => (url === SESSION_URL ? session.promise : answer(url, init)));
    const tracker = load();
    for (const type of types) tracker.track(type);
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);
    const confirm = async (respond: Answer) => {
      answer = respond;
      session.resolve({ status: 201 });
      await settle();
    };
    return { tracker, confirm };
  }

  it('events queued while the session is pending go out as one POST to /events: the session once, events without it', async () => {
    const session = deferred<Reply>();
    net.respond((url) => (url === SESSION_URL ? session.promise : { status: 201 }));
    visitPage('/pricing');
    const tracker = load();
    tracker.trackPageView();
    tracker.track('CTA_CLICKED', { metadata: { label: 'hero' } });
    tracker.track('FAQ_EXPANDED', { value: 3 });
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);

    session.resolve({ status: 201 });
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`, `fetch POST ${EVENTS_URL}`]);
    const id = expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
    const meta = { timestamp: NOW, userAgent: navigator.userAgent };
    expect(net.requests[1]).toEqual({
      via: 'fetch',
      method: 'POST',
      url: EVENTS_URL,
      init: JSON_POST,
      body: {
        sessionId: tracker.sessionId,
        events: [
          {
            eventId: id,
            eventType: 'PAGE_VIEW',
            eventCategory: 'navigation',
            eventValue: null,
            pageUrl: '/pricing',
            metadata: meta,
          },
          {
            eventId: id,
            eventType: 'CTA_CLICKED',
            eventCategory: 'intent',
            eventValue: null,
            pageUrl: '/pricing',
            metadata: { label: 'hero', ...meta },
          },
          {
            eventId: id,
            eventType: 'FAQ_EXPANDED',
            eventCategory: 'engagement',
            eventValue: 3,
            pageUrl: '/pricing',
            metadata: meta,
          },
        ],
      },
    });
    const { events: sent } = net.requests[1]?.body as EventBatchPayload;
    for (const one of sent) expect(Object.keys(one)).not.toContain('sessionId');
    expect(new Set(sent.map((one) => one.eventId)).size).toBe(3);

    // Nothing more: each event was sent once.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(net.requests).toHaveLength(2);
  });

  it.each([400, 413])(
    'answered %i, has its events sent again one at a time to /event, in order; then batching resumes',
    async (status) => {
      const lastAlone = deferred<Reply>();
      let alone = 0;
      const { tracker, confirm } = await queueWhileSessionPending(
        'CTA_CLICKED',
        'FAQ_EXPANDED',
        'VIDEO_PLAYED',
      );
      // The batch is refused; alone, the second event is refused too (the bad one), not the others.
      await confirm((url) => {
        if (url === EVENTS_URL) return batches().length === 1 ? { status } : { status: 201 };
        alone++;
        return alone === 2 ? { status } : alone === 3 ? lastAlone.promise : { status: 201 };
      });
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        `fetch POST ${EVENTS_URL}`,
        ...times(3, `fetch POST ${EVENT_URL}`),
      ]);
      const [refused] = batches();
      expect(refused).toEqual(
        batchOf(
          tracker,
          event(tracker, 'CTA_CLICKED'),
          event(tracker, 'FAQ_EXPANDED'),
          event(tracker, 'VIDEO_PLAYED'),
        ),
      );
      // The same events, with the same ids, each with the sessionId.
      expect(net.requests.slice(2).map((request) => request.body)).toEqual(
        refused!.events.map((one) => ({ sessionId: tracker.sessionId, ...one })),
      );

      // Queued while the last of them is out, two events go together again.
      tracker.track('PRICING_VIEWED');
      tracker.track('FORM_STARTED');
      await settle();
      expect(net.requests).toHaveLength(5);
      lastAlone.resolve({ status: 201 });
      await settle();
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        `fetch POST ${EVENTS_URL}`,
        ...times(3, `fetch POST ${EVENT_URL}`),
        `fetch POST ${EVENTS_URL}`,
      ]);
      expect(batches()[1]).toEqual(
        batchOf(tracker, event(tracker, 'PRICING_VIEWED'), event(tracker, 'FORM_STARTED')),
      );
      await vi.advanceTimersByTimeAsync(20_000);
      expect(net.requests).toHaveLength(6);
    },
  );

  it('sends a refused batch again one at a time even after a retryable failure of one of its events', async () => {
    let alone = 0;
    const { tracker, confirm } = await queueWhileSessionPending('CTA_CLICKED', 'FAQ_EXPANDED');
    await confirm((url) =>
      url === EVENTS_URL ? { status: 400 } : ++alone === 1 ? { status: 503 } : { status: 201 },
    );
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      `fetch POST ${EVENT_URL}`,
    ]);
    await vi.advanceTimersByTimeAsync(500);
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      ...times(3, `fetch POST ${EVENT_URL}`),
    ]);
    expect(net.eventTypes()).toEqual([
      'CTA_CLICKED',
      'FAQ_EXPANDED',
      'CTA_CLICKED',
      'CTA_CLICKED',
      'FAQ_EXPANDED',
    ]);
    expect(net.requests[3]?.body).toEqual(net.requests[2]?.body);
    expect(events()[4]).toEqual(
      event(tracker, 'FAQ_EXPANDED', { eventId: batches()[0]!.events[1]!.eventId }),
    );
  });

  it.each([404, 500, 501])('answered %i, is dropped, not sent again', async (status) => {
    const { confirm } = await queueWhileSessionPending('CTA_CLICKED', 'FAQ_EXPANDED');
    await confirm((url) => (url === EVENTS_URL ? { status } : { status: 201 }));
    await vi.advanceTimersByTimeAsync(600_000);
    // What comes later goes out as usual.
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      ...times(3, `fetch POST ${EVENT_URL}`),
    ]);
    expect(net.eventTypes()).toEqual([
      'CTA_CLICKED',
      'FAQ_EXPANDED',
      'TIME_30_SEC',
      'TIME_2_MIN',
      'TIME_5_MIN',
    ]);
  });

  it.each<[number, string[]]>([
    [75, [EVENTS_URL, EVENTS_URL]],
    [51, [EVENTS_URL, EVENT_URL]],
    [100, [EVENTS_URL, EVENTS_URL]],
  ])('%i queued events go out 50 at a time, in order, by fetch', async (count, urls) => {
    const batch = deferred<Reply>();
    const session = deferred<Reply>();
    net.respond((url) =>
      url === SESSION_URL
        ? session.promise
        : eventRequests().length === 1
          ? batch.promise
          : { status: 201 },
    );
    const tracker = load();
    for (let i = 0; i < count; i++) tracker.track('CTA_CLICKED', { metadata: { i } });
    session.resolve({ status: 201 });
    await settle();
    // One request at a time: the rest waits for the first 50 to be answered.
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`, `fetch POST ${urls[0]}`]);
    batch.resolve({ status: 201 });
    await settle();
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      ...urls.map((url) => `fetch POST ${url}`),
    ]);
    expect(batches()[0]?.events.map((one) => one.metadata.i)).toEqual(range(0, 50));
    expect(events().map((sent) => sent.metadata.i)).toEqual(range(0, count));
    expect(events().map((sent) => sent.sessionId)).toEqual(times(count, tracker.sessionId));
  });

  it.each([75, 51, 100])('%i queued events are beaconed one at a time, in order', async (count) => {
    net.respond((url) => (url === SESSION_URL ? new Promise<Reply>(() => {}) : { status: 201 }));
    const tracker = load();
    for (let i = 0; i < count; i++) tracker.track('CTA_CLICKED', { metadata: { i } });
    setVisibility('hidden');
    await net.readBeacons();
    // Never a batch, whatever the count: each event in its own beacon to /event.
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `beacon POST ${SESSION_URL}`,
      ...times(count, `beacon POST ${EVENT_URL}`),
    ]);
    expect(batches()).toEqual([]);
    expect(net.requests.slice(2).map((request) => request.body)).toEqual(
      range(0, count).map((i) =>
        event(tracker, 'CTA_CLICKED', { eventCategory: 'intent', metadata: { i } }),
      ),
    );
    expect(new Set(events().map((sent) => sent.eventId)).size).toBe(count);
    expect(net.requests.slice(1).every((request) => request.type === 'text/plain')).toBe(true);
  });

  it.each<[string, number | 'network']>([
    ['429', 429],
    ['a network error', 'network'],
  ])(
    'after %s, is sent again one event at a time, with the same event ids, after the backoff',
    async (_name, failure) => {
      let failures = 2;
      const { tracker, confirm } = await queueWhileSessionPending('CTA_CLICKED', 'FAQ_EXPANDED');
      await confirm(() => {
        if (failures-- <= 0) return { status: 201 };
        if (failure === 'network') throw new TypeError('Failed to fetch');
        return { status: failure };
      });
      expect(eventRequests()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(eventRequests()).toHaveLength(1);
      // The first event alone, which fails too: it is sent alone again after the next backoff.
      await vi.advanceTimersByTimeAsync(1);
      expect(eventRequests()).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(999);
      expect(eventRequests()).toHaveLength(2);
      // It goes through, and the second follows at once, alone.
      await vi.advanceTimersByTimeAsync(1);
      expect(eventRequests()).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        `fetch POST ${EVENTS_URL}`,
        ...times(3, `fetch POST ${EVENT_URL}`),
      ]);
      const [first] = batches();
      expect(first).toEqual(
        batchOf(tracker, event(tracker, 'CTA_CLICKED'), event(tracker, 'FAQ_EXPANDED')),
      );
      const [cta, faq] = first!.events.map((one) => ({ sessionId: tracker.sessionId, ...one }));
      expect(net.requests.slice(2).map((request) => request.body)).toEqual([cta, cta, faq]);
    },
  );

  it.each([502, 503, 504])(
    'after %i, is sent again whole, with the same event ids, after the backoff',
    async (failure) => {
      let failures = 2;
      const { tracker, confirm } = await queueWhileSessionPending('CTA_CLICKED', 'FAQ_EXPANDED');
      await confirm(() => (failures-- > 0 ? { status: failure } : { status: 201 }));
      expect(eventRequests()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(eventRequests()).toHaveLength(1);
      // The batch again, whole, which fails too: it is sent again after the next backoff.
      await vi.advanceTimersByTimeAsync(1);
      expect(eventRequests()).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(999);
      expect(eventRequests()).toHaveLength(2);
      // The third attempt, whole again, goes through.
      await vi.advanceTimersByTimeAsync(1);
      expect(eventRequests()).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        ...times(3, `fetch POST ${EVENTS_URL}`),
      ]);
      const [first] = batches();
      expect(first).toEqual(
        batchOf(tracker, event(tracker, 'CTA_CLICKED'), event(tracker, 'FAQ_EXPANDED')),
      );
      expect(batches()).toEqual(times(3, first));
    },
  );

  it.each<[string, number | 'network']>([
    ['429', 429],
    ['a network error', 'network'],
  ])(
    "after %s, once the batch's events have all gone alone, what is queued goes together again",
    async (_name, failure) => {
      const lastAlone = deferred<Reply>();
      let alone = 0;
      const { tracker, confirm } = await queueWhileSessionPending('CTA_CLICKED', 'FAQ_EXPANDED');
      await confirm((url) => {
        if (url === EVENTS_URL) {
          if (batches().length > 1) return { status: 201 };
          if (failure === 'network') throw new TypeError('Failed to fetch');
          return { status: failure };
        }
        return ++alone === 2 ? lastAlone.promise : { status: 201 };
      });
      await vi.advanceTimersByTimeAsync(500);
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        `fetch POST ${EVENTS_URL}`,
        ...times(2, `fetch POST ${EVENT_URL}`),
      ]);

      // The batch's events, alone, with the same ids.
      const [failed] = batches();
      expect(net.requests.slice(2).map((request) => request.body)).toEqual(
        failed!.events.map((one) => ({ sessionId: tracker.sessionId, ...one })),
      );

      // Queued while the last of them is out, three events go together.
      tracker.track('PRICING_VIEWED');
      tracker.track('FORM_STARTED');
      tracker.track('FORM_SUBMITTED');
      await settle();
      expect(net.requests).toHaveLength(4);
      lastAlone.resolve({ status: 201 });
      await settle();
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        `fetch POST ${EVENTS_URL}`,
        ...times(2, `fetch POST ${EVENT_URL}`),
        `fetch POST ${EVENTS_URL}`,
      ]);
      // Tracked after the 0.5 s backoff.
      const later = { metadata: { timestamp: '2025-03-01T09:00:00.500Z' } };
      expect(batches()[1]).toEqual(
        batchOf(
          tracker,
          event(tracker, 'PRICING_VIEWED', later),
          event(tracker, 'FORM_STARTED', later),
          event(tracker, 'FORM_SUBMITTED', later),
        ),
      );
      expect(net.eventTypes()).toEqual([
        'CTA_CLICKED',
        'FAQ_EXPANDED',
        'CTA_CLICKED',
        'FAQ_EXPANDED',
        'PRICING_VIEWED',
        'FORM_STARTED',
        'FORM_SUBMITTED',
      ]);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(net.requests).toHaveLength(5);
    },
  );

  it.each([502, 503, 504])(
    'after %i, the batch goes again whole, and what is queued while it is out goes together after it',
    async (failure) => {
      const again = deferred<Reply>();
      const { tracker, confirm } = await queueWhileSessionPending('CTA_CLICKED', 'FAQ_EXPANDED');
      await confirm(() => {
        const sent = batches().length;
        return sent === 1 ? { status: failure } : sent === 2 ? again.promise : { status: 201 };
      });
      await vi.advanceTimersByTimeAsync(500);
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        ...times(2, `fetch POST ${EVENTS_URL}`),
      ]);

      // The same batch, with the same ids.
      const [failed, resent] = batches();
      expect(failed).toEqual(
        batchOf(tracker, event(tracker, 'CTA_CLICKED'), event(tracker, 'FAQ_EXPANDED')),
      );
      expect(resent).toEqual(failed);

      // Queued while it is out, three events go together once it is answered.
      tracker.track('PRICING_VIEWED');
      tracker.track('FORM_STARTED');
      tracker.track('FORM_SUBMITTED');
      await settle();
      expect(net.requests).toHaveLength(3);
      again.resolve({ status: 201 });
      await settle();
      expect(net.lines()).toEqual([
        `fetch POST ${SESSION_URL}`,
        ...times(3, `fetch POST ${EVENTS_URL}`),
      ]);
      // Tracked after the 0.5 s backoff.
      const later = { metadata: { timestamp: '2025-03-01T09:00:00.500Z' } };
      expect(batches()[2]).toEqual(
        batchOf(
          tracker,
          event(tracker, 'PRICING_VIEWED', later),
          event(tracker, 'FORM_STARTED', later),
          event(tracker, 'FORM_SUBMITTED', later),
        ),
      );
      expect(net.eventTypes()).toEqual([
        'CTA_CLICKED',
        'FAQ_EXPANDED',
        'CTA_CLICKED',
        'FAQ_EXPANDED',
        'PRICING_VIEWED',
        'FORM_STARTED',
        'FORM_SUBMITTED',
      ]);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(net.requests).toHaveLength(4);
    },
  );

  it('a batch failed with 429 is sent again first, one event at a time, events queued meanwhile after it, 50 at most', async () => {
    let failures = 1;
    const { tracker, confirm } = await queueWhileSessionPending(...times(40, 'CTA_CLICKED'));
    await confirm(() => (failures-- > 0 ? { status: 429 } : { status: 201 }));
    // Queued during the backoff, behind the 40: 60 more, up to the queue's bound of 100.
    for (let i = 0; i < 60; i++) tracker.track('FAQ_EXPANDED', { metadata: { i } });
    await vi.advanceTimersByTimeAsync(500);
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      ...times(40, `fetch POST ${EVENT_URL}`),
      ...times(2, `fetch POST ${EVENTS_URL}`),
    ]);
    const [first, second, third] = batches();
    expect(net.requests.slice(2, 42).map((request) => request.body)).toEqual(
      first!.events.map((one) => ({ sessionId: tracker.sessionId, ...one })),
    );
    expect(second?.events.map((one) => one.metadata.i)).toEqual(range(0, 50));
    expect(third?.events.map((one) => one.metadata.i)).toEqual(range(50, 10));
  });

  it('a batch failed with 503 is sent again first, whole, events queued meanwhile joining it up to 50, the rest after it', async () => {
    let failures = 1;
    const { tracker, confirm } = await queueWhileSessionPending(...times(40, 'CTA_CLICKED'));
    await confirm(() => (failures-- > 0 ? { status: 503 } : { status: 201 }));
    // Queued during the backoff, behind the 40: 60 more, up to the queue's bound of 100.
    for (let i = 0; i < 60; i++) tracker.track('FAQ_EXPANDED', { metadata: { i } });
    await vi.advanceTimersByTimeAsync(500);
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      ...times(3, `fetch POST ${EVENTS_URL}`),
    ]);
    const [first, second, third] = batches();
    expect(first?.events.map((one) => one.eventType)).toEqual(times(40, 'CTA_CLICKED'));
    // The 40 again, with the same ids, first; then the first 10 queued meanwhile: 50 in all.
    expect(second?.sessionId).toBe(tracker.sessionId);
    expect(second?.events.slice(0, 40)).toEqual(first?.events);
    expect(second?.events.slice(40).map((one) => one.metadata.i)).toEqual(range(0, 10));
    expect(third?.events.map((one) => one.metadata.i)).toEqual(range(10, 50));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(eventRequests()).toHaveLength(3);
  });

  it('when the page is hidden, beacons what is left of a refused batch one event at a time', async () => {
    const firstAlone = deferred<Reply>();
    let alone = 0;
    const { tracker, confirm } = await queueWhileSessionPending(
      'CTA_CLICKED',
      'FAQ_EXPANDED',
      'VIDEO_PLAYED',
    );
    // The first batch is refused, and the first of its events, alone, held.
    await confirm((url) => {
      if (url === EVENTS_URL) return batches().length === 1 ? { status: 400 } : { status: 201 };
      return ++alone === 1 ? firstAlone.promise : { status: 201 };
    });
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      `fetch POST ${EVENT_URL}`,
    ]);
    setVisibility('hidden');
    await net.readBeacons();
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENTS_URL}`,
      `fetch POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
    ]);
    const [refused] = batches();
    expect(net.requests.slice(2).map((request) => request.body)).toEqual(
      refused!.events.map((one) => ({ sessionId: tracker.sessionId, ...one })),
    );

    // Then what is queued while a request is out goes together again.
    firstAlone.resolve({ status: 201 });
    await settle();
    setVisibility('visible');
    tracker.track('PRICING_VIEWED');
    tracker.track('FORM_STARTED');
    tracker.track('FORM_SUBMITTED');
    await settle();
    expect(net.lines().slice(5)).toEqual([`fetch POST ${EVENT_URL}`, `fetch POST ${EVENTS_URL}`]);
    expect(net.eventTypes().slice(6)).toEqual(['PRICING_VIEWED', 'FORM_STARTED', 'FORM_SUBMITTED']);
  });
});

describe('a session the server does not take', () => {
  beforeEach(() => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });

  it('is sent again with backoff while events stay queued', async () => {
    net.respond((url) => (url === SESSION_URL ? { status: 503 } : { status: 201 }));
    load().track('CTA_CLICKED');
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);

    await vi.advanceTimersByTimeAsync(499);
    expect(sessions()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sessions()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(sessions()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sessions()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events()).toEqual([]);
  });

  it('sends the queue once a retry succeeds', async () => {
    let attempts = 0;
    net.respond((url) =>
      url === SESSION_URL && ++attempts === 1 ? { status: 503 } : { status: 201 },
    );
    load().track('CTA_CLICKED');
    await vi.advanceTimersByTimeAsync(500);
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENT_URL}`,
    ]);
  });

  it('is not sent again once refused: the events follow it', async () => {
    net.respond((url) => (url === SESSION_URL ? { status: 400 } : { status: 404 }));
    load().track('CTA_CLICKED');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENT_URL}`,
      `fetch POST ${EVENT_URL}`,
    ]);
  });
});

describe('failures never reach the page', () => {
  it.each<[string, () => Promise<Response>]>([
    ['rejects', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'throws',
      () => {
        throw new TypeError('fetch is broken');
      },
    ],
  ])('when fetch %s', async (_name, failure) => {
    net.fetch.mockImplementation(failure);
    const tracker = load();
    expect(() => {
      tracker.trackPageView();
      tracker.track('CTA_CLICKED');
    }).not.toThrow();
    await expect(tracker.getScore()).resolves.toEqual(NOTHING_KNOWN);
    await vi.advanceTimersByTimeAsync(10_000); // the session is retried meanwhile
    setVisibility('hidden');
    await net.readBeacons();
    expect(net.lines().filter((line) => line.startsWith('beacon'))).toEqual([
      `beacon POST ${SESSION_URL}`,
      `beacon POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
    ]);
    expect(net.eventTypes()).toEqual(['PAGE_VIEW', 'CTA_CLICKED']);
  });

  it('logs failures with console.debug only in debug mode', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    net.respond(() => ({ status: 500 }));
    load();
    await settle();
    expect(debug).not.toHaveBeenCalled();
    load({ debug: true });
    await settle();
    expect(debug).toHaveBeenCalledWith('[leadline]', 'session', 500);
  });

  it('when sendBeacon throws', () => {
    net.sendBeacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    net.respond(() => new Promise<Reply>(() => {}));
    load().track('CTA_CLICKED');
    expect(() => setVisibility('hidden')).not.toThrow();
  });

  it('when there is no browser at all', async () => {
    vi.stubGlobal('navigator', undefined);
    const tracker = createTracker({ endpoint: SERVER });
    expect(tracker.sessionId).toBe('');
    expect(() => tracker.track('CTA_CLICKED')).not.toThrow();
    await expect(tracker.getScore()).resolves.toEqual(NOTHING_KNOWN);
    expect(net.requests).toEqual([]);
  });
});

describe('hiding the page', () => {
  it('flushes the queue with sendBeacon, the unconfirmed session first, then each event in its own beacon, as text/plain', async () => {
    net.respond((url) => (url === SESSION_URL ? new Promise<Reply>(() => {}) : { status: 201 }));
    const tracker = load();
    tracker.trackPageView();
    tracker.track('CTA_CLICKED', { metadata: { label: 'hero' } });
    setVisibility('hidden');
    await net.readBeacons();

    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `beacon POST ${SESSION_URL}`,
      `beacon POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
    ]);
    const [, session, pageView, click] = net.requests;
    expect(session).toEqual({
      via: 'beacon',
      method: 'POST',
      url: SESSION_URL,
      type: 'text/plain',
      body: net.requests[0]?.body,
    });
    expect(pageView).toEqual({
      via: 'beacon',
      method: 'POST',
      url: EVENT_URL,
      type: 'text/plain',
      body: event(tracker, 'PAGE_VIEW', { eventCategory: 'navigation' }),
    });
    expect(click).toEqual({
      via: 'beacon',
      method: 'POST',
      url: EVENT_URL,
      type: 'text/plain',
      body: event(tracker, 'CTA_CLICKED', { eventCategory: 'intent', metadata: { label: 'hero' } }),
    });

    // No event is sent twice: the queue is empty now (the session, still unconfirmed, goes again).
    setVisibility('visible');
    setVisibility('hidden');
    await net.readBeacons();
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `beacon POST ${SESSION_URL}`,
      `beacon POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
      `beacon POST ${SESSION_URL}`,
    ]);
  });

  it('beacons only the events still queued once the session is confirmed, each in its own beacon', async () => {
    const firstEvent = deferred<Reply>();
    net.respond((url) => (url === EVENT_URL ? firstEvent.promise : { status: 201 }));
    const tracker = load();
    tracker.trackPageView();
    await settle();
    tracker.track('CTA_CLICKED');
    tracker.track('FAQ_EXPANDED');
    dispatchEvent(new Event('pagehide'));
    await net.readBeacons();

    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
    ]);
    expect(net.requests.slice(2).map((request) => request.body)).toEqual([
      event(tracker, 'CTA_CLICKED', { eventCategory: 'intent' }),
      event(tracker, 'FAQ_EXPANDED', { eventCategory: 'engagement' }),
    ]);
    expect(net.eventTypes()).toEqual(['PAGE_VIEW', 'CTA_CLICKED', 'FAQ_EXPANDED']);

    firstEvent.resolve({ status: 201 });
    await settle();
    expect(net.requests).toHaveLength(4);
  });

  it('beacons an event the server would refuse on its own: it takes no other queued event with it', async () => {
    net.respond((url) => (url === SESSION_URL ? new Promise<Reply>(() => {}) : { status: 201 }));
    const tracker = load();
    tracker.trackPageView();
    // The server takes event types of ^[A-Z][A-Z0-9_]{0,63}$ only: it refuses this one.
    tracker.track('my-custom-event');
    tracker.track('CTA_CLICKED');
    setVisibility('hidden');
    await net.readBeacons();

    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `beacon POST ${SESSION_URL}`,
      ...times(3, `beacon POST ${EVENT_URL}`),
    ]);
    const beacons = net.requests.slice(2);
    expect(beacons.map((request) => request.body)).toEqual([
      event(tracker, 'PAGE_VIEW', { eventCategory: 'navigation' }),
      event(tracker, 'my-custom-event', { eventCategory: 'engagement' }),
      event(tracker, 'CTA_CLICKED', { eventCategory: 'intent' }),
    ]);
    // What the server stores: the events of every beacon it takes whole (a batch is all or
    // nothing). Each in its own beacon, the valid ones are stored; only the bad one is lost.
    const stored = beacons.flatMap(({ url, body }) => {
      const sent = url === EVENTS_URL ? (body as EventBatchPayload).events : [body as EventPayload];
      const types = sent.map((one) => one.eventType);
      return types.every((type) => /^[A-Z][A-Z0-9_]{0,63}$/.test(type)) ? types : [];
    });
    expect(stored).toEqual(['PAGE_VIEW', 'CTA_CLICKED']);
  });

  it('sends nothing when nothing is queued, and nothing when the page becomes visible', async () => {
    load().trackPageView();
    await settle();
    setVisibility('visible');
    setVisibility('hidden');
    dispatchEvent(new Event('pagehide'));
    expect(net.sendBeacon).not.toHaveBeenCalled();
  });

  it('falls back to fetch keepalive when sendBeacon refuses', async () => {
    net.sendBeacon.mockReturnValue(false);
    net.respond((url) => (url === SESSION_URL ? new Promise<Reply>(() => {}) : { status: 201 }));
    load().track('CTA_CLICKED');
    setVisibility('hidden');
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENT_URL}`,
    ]);
    expect(net.requests[2]?.init).toEqual(JSON_POST);
  });
});

describe('visits', () => {
  it('reuses the session on a reload and counts no visit', async () => {
    const first = load();
    unload();
    const reload = load();
    reload.trackPageView();
    await settle();

    expect(reload.sessionId).toBe(first.sessionId);
    expect(sessions()).toEqual([sessions()[0], sessions()[0]]);
    expect(sessions()[1]).toMatchObject({ visitCount: 1, isReturningVisitor: false });
    expect(net.eventTypes()).toEqual(['PAGE_VIEW']);
  });

  it('counts a new tab as a returning visit and sends RETURN_VISITOR once', async () => {
    const first = load();
    newTab();
    const second = load();
    second.trackPageView();
    await settle();
    unload();
    load().trackPageView();
    await settle();

    expect(second.visitorId).toBe(first.visitorId);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(sessions()[1]).toMatchObject({ visitCount: 2, isReturningVisitor: true });
    expect(events()).toEqual([
      event(second, 'RETURN_VISITOR', {
        eventCategory: 'engagement',
        eventValue: null,
        metadata: { visitCount: 2 },
      }),
      event(second, 'PAGE_VIEW'),
      event(second, 'PAGE_VIEW'),
    ]);
  });

  it('sends ADDITIONAL_VISIT numbered 3 to 7, once each, and never more', async () => {
    for (let visit = 1; visit <= 10; visit++) {
      newTab();
      load();
      await settle();
      unload(); // a reload counts nothing and sends nothing more
      load();
      await settle();
    }

    const additional = events().filter((sent) => sent.eventType === 'ADDITIONAL_VISIT');
    expect(additional.map((sent) => sent.metadata.visitNumber)).toEqual([3, 4, 5, 6, 7]);
    expect(additional[0]).toEqual({
      sessionId: sessions()[4]?.sessionId,
      eventId: expect.any(String),
      eventType: 'ADDITIONAL_VISIT',
      eventCategory: 'engagement',
      eventValue: null,
      pageUrl: '/',
      metadata: { visitNumber: 3, timestamp: NOW, userAgent: navigator.userAgent },
    });
    expect(net.eventTypes().filter((type) => type === 'RETURN_VISITOR')).toHaveLength(9);
    expect(sessions().at(-1)).toMatchObject({ visitCount: 10, isReturningVisitor: true });
  });

  it('keeps the attribution of the first visit', async () => {
    visitPage('/pricing?utm_source=google&utm_medium=cpc', 'https://www.google.com/');
    load();
    newTab();
    vi.setSystemTime(new Date('2025-03-09T18:30:00.000Z'));
    visitPage('/blog', 'https://t.co/abc');
    load();
    newTab();
    visitPage('/');
    load();

    const [first, second, third] = sessions();
    const expected = {
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
      landingPage: '/pricing?utm_source=google&utm_medium=cpc',
      timestamp: NOW,
    };
    expect(first?.firstVisit).toEqual(expected);
    expect(second).toMatchObject({ referrer: 'https://t.co/abc', landingPage: '/blog' });
    expect(second?.firstVisit).toEqual(expected);
    expect(third).toMatchObject({ referrer: null, landingPage: '/', visitCount: 3 });
    expect(third?.firstVisit).toEqual(expected);
  });

  it('works without storage: every load is a first visit, and nothing throws', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const tracker = load();
    tracker.trackPageView();
    await settle();
    unload();
    const next = load();
    await settle();

    expect(sessions()).toEqual([
      expect.objectContaining({
        sessionId: tracker.sessionId,
        visitorId: tracker.visitorId,
        visitCount: 1,
        isReturningVisitor: false,
      }),
      expect.objectContaining({ sessionId: next.sessionId, visitCount: 1 }),
    ]);
    expect(next.sessionId).not.toBe(tracker.sessionId);
    expect(net.eventTypes()).toEqual(['PAGE_VIEW']);
  });
});

describe('engagement', () => {
  it('reports milestones against the page of the last page view, once per page', async () => {
    const tracker = load();
    tracker.trackPageView();
    scrollTo(60);
    scrollTo(60);
    tracker.trackPageView('/services');
    scrollTo(30);
    tracker.trackPageView('/services?tab=2');
    scrollTo(30);
    await settle();

    expect(events().map((sent) => [sent.eventType, sent.pageUrl])).toEqual([
      ['PAGE_VIEW', '/'],
      ['SCROLL_25', '/'],
      ['SCROLL_50', '/'],
      ['PAGE_VIEW', '/services'],
      ['SCROLL_25', '/services'],
      ['PAGE_VIEW', '/services?tab=2'],
    ]);
    expect(events()[1]).toEqual(
      event(tracker, 'SCROLL_25', { eventCategory: 'engagement', eventValue: null }),
    );
  });

  it('reports visible time only', async () => {
    const tracker = load();
    await vi.advanceTimersByTimeAsync(25_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(300_000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events()).toEqual([
      event(tracker, 'TIME_30_SEC', {
        eventCategory: 'engagement',
        eventValue: null,
        metadata: { timestamp: '2025-03-01T09:05:30.000Z' },
      }),
    ]);
  });
});

describe('Do Not Track and Global Privacy Control', () => {
  it.each([
    ['navigator.doNotTrack', () => vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1')],
    ['window.doNotTrack', () => vi.stubGlobal('doNotTrack', '1')],
    [
      'navigator.globalPrivacyControl',
      () =>
        Object.defineProperty(navigator, 'globalPrivacyControl', {
          value: true,
          configurable: true,
        }),
    ],
  ])('%s: nothing is stored or sent', async (_signal, ask) => {
    ask();
    const tracker = load();
    tracker.trackPageView();
    tracker.track('CTA_CLICKED');
    scrollTo(100);
    await vi.advanceTimersByTimeAsync(600_000);
    setVisibility('hidden');

    expect(tracker.sessionId).toBe('');
    expect(tracker.visitorId).toBe('');
    await expect(tracker.getScore()).resolves.toEqual(NOTHING_KNOWN);
    expect(net.requests).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('are ignored with respectDoNotTrack: false', () => {
    vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1');
    load({ respectDoNotTrack: false });
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);
  });

  it('do not stop tracking when DNT is 0 or unset', () => {
    vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('0');
    load();
    expect(sessions()).toHaveLength(1);
  });
});

describe('getScore', () => {
  it("asks the server for the session's score", async () => {
    net.respond((url) =>
      url.endsWith('/score')
        ? { status: 200, body: { score: 82, isHotLead: true, emailKnown: true } }
        : { status: 201 },
    );
    const tracker = load();
    await expect(tracker.getScore()).resolves.toEqual({ score: 82, emailKnown: true });
    expect(net.requests.at(-1)).toEqual({
      via: 'fetch',
      method: 'GET',
      url: `${SERVER}/api/analytics/session/${tracker.sessionId}/score`,
      body: undefined,
      init: {},
    });
  });

  it.each<[string, Reply | 'reject', number]>([
    ['a server error', { status: 500, body: { score: 90, emailKnown: true } }, 0],
    ['an unknown session', { status: 404 }, 0],
    ['a body without a score', { status: 200, body: { error: 'x' } }, 0],
    ['a body that is not a number', { status: 200, body: { score: 'high' } }, 0],
    ['a body that is not JSON', { status: 200, body: undefined }, 0],
    ['an emailKnown that is not true', { status: 200, body: { score: 10, emailKnown: 'yes' } }, 10],
    ['a network error', 'reject', 0],
  ])('knows no e-mail on %s', async (_case, reply, score) => {
    net.respond((url) => {
      if (!url.endsWith('/score')) return { status: 201 };
      if (reply === 'reject') throw new TypeError('Failed to fetch');
      return reply;
    });
    await expect(load().getScore()).resolves.toEqual({ score, emailKnown: false });
  });
});

describe('stop', () => {
  it('removes the listeners and timers, and sends nothing more', async () => {
    const removeFromWindow = vi.spyOn(window, 'removeEventListener');
    const removeFromDocument = vi.spyOn(document, 'removeEventListener');
    net.respond((url) => (url === SESSION_URL ? new Promise<Reply>(() => {}) : { status: 201 }));
    const tracker = load();
    tracker.track('CTA_CLICKED');
    tracker.stop();

    expect(removeFromWindow).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(removeFromWindow).toHaveBeenCalledWith('pagehide', expect.any(Function));
    expect(removeFromDocument).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);

    tracker.trackPageView('/other');
    scrollTo(100);
    await vi.advanceTimersByTimeAsync(600_000);
    setVisibility('hidden');
    dispatchEvent(new Event('pagehide'));
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);
  });

  it('cancels a pending session retry', async () => {
    net.respond(() => ({ status: 503 }));
    const tracker = load();
    await settle();
    tracker.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sessions()).toHaveLength(1);
  });
});
