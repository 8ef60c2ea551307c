/** The tracker on a page: session, events, visits, engagement, consent signals, score, stop. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker } from './tracker';
import type { EventBatchPayload, EventPayload } from '@leadline/domain/wire';
import {
  deferred,
  scrollTo,
  setVisibility,
  setWidth,
  visitPage,
  settle,
  type Reply,
} from './test/browser';
import {
  batches,
  batchOf,
  direct,
  engage,
  ENGAGED_AT,
  event,
  events,
  EVENT_URL,
  EVENTS_URL,
  JSON_POST,
  load,
  net,
  newTab,
  NOTHING_KNOWN,
  NOW,
  SERVER,
  SESSION_URL,
  sessions,
  times,
  unload,
  usePage,
} from './test/tracker-page';

usePage();

describe('the first page load', () => {
  it('posts the session at once, and the page view once the visitor engaged with the page', async () => {
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

    // Not on arrival: the session is confirmed, and nothing follows until 10 s of visible time.
    await settle();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);
    await vi.advanceTimersByTimeAsync(1);
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
        metadata: { timestamp: ENGAGED_AT, userAgent: navigator.userAgent },
      },
    });
    expect(tracker.sessionId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(tracker.visitorId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(tracker.visitorId).not.toBe(tracker.sessionId);
  });

  it('sends no return or additional visit event', async () => {
    load().trackPageView();
    await engage();
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
    // The page view was queued once the visitor engaged, 10 s in: after the clicks.
    expect(net.eventTypes()).toEqual(['CTA_CLICKED', 'FAQ_EXPANDED', 'PAGE_VIEW']);

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
    expect(net.eventTypes()).toEqual(['CTA_CLICKED', 'FAQ_EXPANDED', 'PAGE_VIEW', 'VIDEO_PLAYED']);
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
    await engage(); // the session is retried meanwhile
    setVisibility('hidden');
    await net.readBeacons();
    expect(net.lines().filter((line) => line.startsWith('beacon'))).toEqual([
      `beacon POST ${SESSION_URL}`,
      `beacon POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
    ]);
    expect(net.eventTypes()).toEqual(['CTA_CLICKED', 'PAGE_VIEW']);
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
    await engage();
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
      body: event(tracker, 'PAGE_VIEW', {
        eventCategory: 'navigation',
        metadata: { timestamp: ENGAGED_AT },
      }),
    });
    expect(click).toEqual({
      via: 'beacon',
      method: 'POST',
      url: EVENT_URL,
      type: 'text/plain',
      body: event(tracker, 'CTA_CLICKED', {
        eventCategory: 'intent',
        metadata: { label: 'hero', timestamp: ENGAGED_AT },
      }),
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
    await engage();
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
    const at = { timestamp: ENGAGED_AT };
    expect(net.requests.slice(2).map((request) => request.body)).toEqual([
      event(tracker, 'CTA_CLICKED', { eventCategory: 'intent', metadata: at }),
      event(tracker, 'FAQ_EXPANDED', { eventCategory: 'engagement', metadata: at }),
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
    await engage();
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
    const at = { timestamp: ENGAGED_AT };
    expect(beacons.map((request) => request.body)).toEqual([
      event(tracker, 'PAGE_VIEW', { eventCategory: 'navigation', metadata: at }),
      event(tracker, 'my-custom-event', { eventCategory: 'engagement', metadata: at }),
      event(tracker, 'CTA_CLICKED', { eventCategory: 'intent', metadata: at }),
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
    await engage();

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
    await engage();
    unload();
    load().trackPageView();
    await engage();

    expect(second.visitorId).toBe(first.visitorId);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(sessions()[1]).toMatchObject({ visitCount: 2, isReturningVisitor: true });
    expect(events()).toEqual([
      event(second, 'RETURN_VISITOR', {
        eventCategory: 'engagement',
        eventValue: null,
        metadata: { visitCount: 2 },
      }),
      event(second, 'PAGE_VIEW', { metadata: { timestamp: ENGAGED_AT } }),
      event(second, 'PAGE_VIEW', { metadata: { timestamp: '2025-03-01T09:00:20.000Z' } }),
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
    await engage();
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
