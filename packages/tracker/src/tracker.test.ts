import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, type Tracker } from './tracker';
import type { TrackerOptions } from './config';
import type { EventPayload, SessionPayload } from './wire';
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
const events = () => bodiesTo(EVENT_URL) as EventPayload[];

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

    expect(events()).toEqual([
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
    ]);
  });

  it('wait in a queue until the session is confirmed, then go out one at a time, in order', async () => {
    const session = deferred<Reply>();
    const firstEvent = deferred<Reply>();
    net.respond((url) =>
      url === SESSION_URL
        ? session.promise
        : events().length === 1
          ? firstEvent.promise
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
    expect(net.eventTypes()).toEqual(['PAGE_VIEW']);

    firstEvent.resolve({ status: 201 });
    await settle();
    expect(net.eventTypes()).toEqual(['PAGE_VIEW', 'CTA_CLICKED', 'FAQ_EXPANDED']);
  });

  it('are dropped, not retried, when the server refuses them', async () => {
    net.respond((url) => (url === EVENT_URL ? { status: 404 } : { status: 201 }));
    const tracker = load();
    tracker.track('CTA_CLICKED');
    tracker.track('FAQ_EXPANDED');
    await settle();
    vi.advanceTimersByTime(600_000);
    await settle();
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
    ['503', 503],
    ['429', 429],
    ['502', 502],
    ['504', 504],
    ['a network error', 'network'],
  ])(
    'is sent again after %s, with backoff, what follows waiting behind it',
    async (_name, failure) => {
      let failures = 3;
      net.respond((url) => {
        if (url !== EVENT_URL || failures-- <= 0) return { status: 201 };
        if (failure === 'network') throw new TypeError('Failed to fetch');
        return { status: failure };
      });
      const tracker = load();
      tracker.track('CTA_CLICKED');
      tracker.track('FAQ_EXPANDED');
      await settle();
      expect(net.eventTypes()).toEqual(['CTA_CLICKED']);

      // [wait, requests sent before it is over, and once it is]: the fourth attempt succeeds.
      for (const [wait, before, after] of [
        [500, 1, 2],
        [1000, 2, 3],
        [2000, 3, 5],
      ] as const) {
        await vi.advanceTimersByTimeAsync(wait - 1);
        expect(net.eventTypes()).toHaveLength(before);
        await vi.advanceTimersByTimeAsync(1);
        expect(net.eventTypes()).toHaveLength(after);
      }
      expect(net.eventTypes()).toEqual([
        'CTA_CLICKED',
        'CTA_CLICKED',
        'CTA_CLICKED',
        'CTA_CLICKED',
        'FAQ_EXPANDED',
      ]);
      // Every attempt is the same event, with the same id: the server stores it once.
      const [first, ...again] = events().slice(0, 4);
      expect(first?.eventId).toEqual(expect.any(String));
      for (const attempt of again) expect(attempt).toEqual(first);
      expect(events()[4]?.eventId).not.toBe(first?.eventId);
    },
  );

  it('waits longer after each failure, up to 16 s at this draw, and starts over after a success', async () => {
    let down = true;
    net.respond((url) => (url === EVENT_URL && down ? { status: 503 } : { status: 201 }));
    const tracker = load();
    tracker.track('CTA_CLICKED');
    await settle();

    const attemptsAt: number[] = [];
    for (let ms = 0; ms < 90_000; ms += 100) {
      const before = net.eventTypes().length;
      await vi.advanceTimersByTimeAsync(100);
      if (net.eventTypes().length > before) attemptsAt.push(ms + 100);
    }
    const gaps = attemptsAt.map((at, i) => at - (attemptsAt[i - 1] ?? 0));
    expect(gaps.slice(0, 8)).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 16_000, 16_000]);

    down = false;
    await vi.advanceTimersByTimeAsync(16_000);
    const sent = net.eventTypes().length;
    down = true;
    tracker.track('FAQ_EXPANDED');
    await settle();
    expect(net.eventTypes()).toHaveLength(sent + 1);
    await vi.advanceTimersByTimeAsync(500);
    expect(net.eventTypes()).toHaveLength(sent + 2);
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
    net.respond((url) => (url === EVENT_URL ? { status: 503 } : { status: 201 }));
    const tracker = load();
    for (let i = 0; i < 150; i++) tracker.track('CTA_CLICKED', { metadata: { i } });
    await settle();
    // Tracked before the session was answered, they all queued: the first 100 are kept.
    setVisibility('hidden');
    await net.readBeacons();
    const beaconed = net.requests.filter((request) => request.via === 'beacon');
    expect(beaconed.map((request) => (request.body as EventPayload).metadata.i)).toEqual(
      Array.from({ length: 100 }, (_, i) => i),
    );
  });

  it('leaves with the other queued events when the page is hidden while it waits', async () => {
    net.respond((url) => (url === EVENT_URL ? { status: 503 } : { status: 201 }));
    const tracker = load();
    tracker.track('CTA_CLICKED');
    tracker.track('FAQ_EXPANDED');
    await settle();
    setVisibility('hidden');
    await net.readBeacons();
    expect(net.lines()).toEqual([
      `fetch POST ${SESSION_URL}`,
      `fetch POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
      `beacon POST ${EVENT_URL}`,
    ]);
    const [, firstAttempt, retried] = net.requests;
    expect(retried?.body).toEqual(firstAttempt?.body);

    // Nothing is left to retry.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.requests.filter((request) => request.url === EVENT_URL)).toHaveLength(3);
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
  it('flushes the queue with sendBeacon, the unconfirmed session first, as text/plain', async () => {
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
    expect(session).toMatchObject({ type: 'text/plain', body: net.requests[0]?.body });
    expect(pageView).toMatchObject({ type: 'text/plain', body: event(tracker, 'PAGE_VIEW') });
    expect(click).toMatchObject({
      type: 'text/plain',
      body: event(tracker, 'CTA_CLICKED', {
        metadata: { label: 'hero' },
      }),
    });

    // Nothing is sent twice: the queue is empty now.
    setVisibility('visible');
    setVisibility('hidden');
    await net.readBeacons();
    expect(net.lines().filter((line) => line.endsWith('/event'))).toHaveLength(2);
  });

  it('beacons only the events still queued once the session is confirmed', async () => {
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
    expect(net.eventTypes()).toEqual(['PAGE_VIEW', 'CTA_CLICKED', 'FAQ_EXPANDED']);

    firstEvent.resolve({ status: 201 });
    await settle();
    expect(net.requests).toHaveLength(4);
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
