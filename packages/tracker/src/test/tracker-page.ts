/**
 * A page with the tracker on it, for the tracker's test files: fake timers at NOW, a fresh network
 * double (test/browser.ts) and storage for each test, and what the tests read of the requests.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createTracker, type Tracker } from '../tracker';
import type { TrackerOptions } from '../config';
import type { EventBatchPayload, EventPayload, SessionPayload } from '@leadline/domain/wire';
import { mockNetwork, setVisibility, setWidth, visitPage, type Network } from './browser';

export const NOTHING_KNOWN = { score: 0, emailKnown: false };

export const NOW = '2025-03-01T09:00:00.000Z';
/** When a page loaded at NOW and left visible is engaged with: 10 s later. */
export const ENGAGED_AT = '2025-03-01T09:00:10.000Z';

/** The visitor stays on the page, visible, until they engaged with it: 10 s (a page view goes out). */
export const engage = () => vi.advanceTimersByTimeAsync(10_000);
export const SERVER = 'https://leads.example.com';
export const SESSION_URL = `${SERVER}/api/analytics/session`;
export const EVENT_URL = `${SERVER}/api/analytics/event`;
export const EVENTS_URL = `${SERVER}/api/analytics/events`;
export const JSON_POST = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  keepalive: true,
};

/** This test's network double (a new one for each test). */
export let net: Network;
const trackers: Tracker[] = [];

/** Loads the page: a tracker as the <script> or the web app makes it. */
export function load(options: TrackerOptions = {}): Tracker {
  const tracker = createTracker({ endpoint: SERVER, ...options });
  trackers.push(tracker);
  return tracker;
}

/** Leaves the page: the tracker of a page that is gone no longer listens. */
export function unload(): void {
  for (const tracker of trackers.splice(0)) tracker.stop();
}

/** A new visit: the tab is closed and another one opened. */
export function newTab(): void {
  unload();
  sessionStorage.clear();
}

export function bodiesTo(url: string) {
  return net.requests.filter((request) => request.url === url).map((request) => request.body);
}
export const sessions = () => bodiesTo(SESSION_URL) as SessionPayload[];
export const batches = () => bodiesTo(EVENTS_URL) as EventBatchPayload[];
/** The requests that carried events: to /event (one) or /events (a batch). */
export const eventRequests = () =>
  net.requests.filter((request) => request.url === EVENT_URL || request.url === EVENTS_URL);

/** Every event sent, in order, as it would go to /event: a batch's events each get the batch's
 * sessionId (a batch holds only sessionId and events, and its events carry no sessionId). */
export function events(): EventPayload[] {
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
export function batchOf<T extends { sessionId?: unknown }>(tracker: Tracker, ...sent: T[]) {
  return {
    sessionId: tracker.sessionId,
    events: sent.map(({ sessionId: _sessionId, ...rest }) => rest),
  };
}

/** `count` times `item`. */
export const times = <T>(count: number, item: T) => Array.from({ length: count }, () => item);
/** 0, 1... count - 1 from `from`. */
export const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => from + i);

export type EventFields = Partial<Omit<EventPayload, 'metadata'>> & {
  metadata?: Record<string, unknown>;
};

/** The event payload `tracker` sends: the page '/' and the current time unless told otherwise. */
export function event(tracker: Tracker, eventType: string, fields: EventFields = {}) {
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
export const direct = {
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
};

/** Registers the page's set-up and tear-down around each test of the calling file. */
export function usePage(): void {
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
}
