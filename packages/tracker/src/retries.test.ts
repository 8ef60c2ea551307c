/** What the server cannot take: retries with backoff, what is dropped, the queue's bound. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventBatchPayload, EventPayload } from '@leadline/domain/wire';
import { deferred, setVisibility, settle, type Reply } from './test/browser';
import {
  batches,
  batchOf,
  event,
  eventRequests,
  events,
  EVENT_URL,
  EVENTS_URL,
  load,
  net,
  range,
  SESSION_URL,
  times,
  usePage,
} from './test/tracker-page';

usePage();

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

  /**
   * 50 events go out as a batch; 100 more queue behind it (the queue's bound) and the next 10 are
   * dropped; the batch fails with `status`, which puts it back at the head of the queue, and the
   * backoff's first wait passes. Answers the page's tracker.
   */
  async function batchFailsBeforeAFullQueue(status: number) {
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
    for (let i = 50; i < 160; i++) tracker.track('CTA_CLICKED', { metadata: { i } });
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`, `fetch POST ${EVENTS_URL}`]);
    // Back at the head of the queue, the 50 push the newest 50 out: 100 remain, the oldest.
    batch.resolve({ status });
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    return tracker;
  }

  it('keeps at most 100 events once a batch failed with 503 is back in the queue: the oldest, in order, then the batch whole', async () => {
    const tracker = await batchFailsBeforeAFullQueue(503);
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
    const tracker = await batchFailsBeforeAFullQueue(429);
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
