/** Events sent together: batches to /events, how a failed batch is sent again, beacons. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventBatchPayload } from '@leadline/domain/wire';
import { deferred, setVisibility, visitPage, settle, type Reply } from './test/browser';
import {
  batches,
  batchOf,
  engage,
  ENGAGED_AT,
  event,
  eventRequests,
  events,
  EVENT_URL,
  EVENTS_URL,
  JSON_POST,
  load,
  net,
  range,
  SESSION_URL,
  times,
  usePage,
} from './test/tracker-page';

usePage();

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
    await engage();
    tracker.track('CTA_CLICKED', { metadata: { label: 'hero' } });
    tracker.track('FAQ_EXPANDED', { value: 3 });
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);

    session.resolve({ status: 201 });
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`, `fetch POST ${EVENTS_URL}`]);
    const id = expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
    const meta = { timestamp: ENGAGED_AT, userAgent: navigator.userAgent };
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

    // Nothing more (before the page's 30 s milestone): each event was sent once.
    await vi.advanceTimersByTimeAsync(19_000);
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
