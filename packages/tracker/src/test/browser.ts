/**
 * Test doubles for what the tracker touches in the browser: fetch and sendBeacon (recording every
 * request), page visibility, scroll position and window width. Used with happy-dom and fake timers.
 */
import { vi } from 'vitest';

export interface Request {
  via: 'fetch' | 'beacon';
  method: string;
  /** The URL as the tracker passed it. */
  url: string;
  /** The JSON body, parsed; undefined for a GET. */
  body?: unknown;
  /** The fetch options other than the body (method, headers, keepalive, credentials...). */
  init?: Omit<RequestInit, 'body'>;
  /** A beacon's Blob type. */
  type?: string;
}

export interface Reply {
  status: number;
  body?: unknown;
}

type EventBody = { eventType: string };

type Responder = (url: string, init: RequestInit) => Reply | Promise<Reply>;

/** Records fetch and sendBeacon calls; fetch answers with `respond` (by default 201, or 200 and
 * { score: 0 } for a GET). */
export function mockNetwork() {
  const requests: Request[] = [];
  const pending: Promise<void>[] = [];
  let respond: Responder = (_url, init) =>
    init.method === 'POST' ? { status: 201 } : { status: 200, body: { score: 0 } };

  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { body, ...rest } = init;
    requests.push({
      via: 'fetch',
      method: init.method ?? 'GET',
      url,
      body: body === undefined ? undefined : JSON.parse(body as string),
      init: rest,
    });
    const reply = await respond(url, init);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      json: async () => reply.body,
    } as Response;
  });
  vi.stubGlobal('fetch', fetch);

  const sendBeacon = vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, data) => {
    const blob = data as Blob;
    const request: Request = { via: 'beacon', method: 'POST', url: String(url), type: blob.type };
    requests.push(request);
    pending.push(blob.text().then((text) => void (request.body = JSON.parse(text))));
    return true;
  });

  return {
    fetch,
    sendBeacon,
    requests,
    respond(responder: Responder) {
      respond = responder;
    },
    /** The requests so far, as 'via METHOD url' lines, bodies left out. */
    lines: () => requests.map((request) => `${request.via} ${request.method} ${request.url}`),
    /** The event types sent so far, in order: one per request to /event, every one of a batch's
     * (a request to /events). */
    eventTypes: () =>
      requests.flatMap(({ url, body }): string[] => {
        if (url.endsWith('/api/analytics/event')) return [(body as EventBody).eventType];
        if (url.endsWith('/api/analytics/events')) {
          return (body as { events: EventBody[] }).events.map((event) => event.eventType);
        }
        return [];
      }),
    /** Waits until the beacons' Blob bodies have been read. */
    readBeacons: () => Promise.all(pending),
  };
}

export type Network = ReturnType<typeof mockNetwork>;

/** A promise with its resolve function, for replies the test releases itself. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets pending promise callbacks run (no timers move, no wall-clock time passes). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/** Sets document.visibilityState (and document.hidden) and fires visibilitychange. */
export function setVisibility(state: 'visible' | 'hidden', dispatch = true): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state as DocumentVisibilityState);
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(state === 'hidden');
  if (dispatch) document.dispatchEvent(new Event('visibilitychange'));
}

/** Scrolls a page `height` px tall in a window 1,000 px high to `percent` of its scrollable part. */
export function scrollTo(percent: number, height = 3000): void {
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(height);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(((height - 1000) * percent) / 100);
  window.dispatchEvent(new Event('scroll'));
}

export function setWidth(width: number): void {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
}

/** Moves the page to `url` (path and query) and sets document.referrer. */
export function visitPage(url: string, referrer = ''): void {
  history.replaceState(null, '', url);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}
