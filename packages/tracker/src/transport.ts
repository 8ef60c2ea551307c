/**
 * The requests to the server. The session is posted first; events wait in a queue until the server
 * has confirmed it (it answers 404 for events of an unknown session), then go out one at a time, in
 * order, with fetch keepalive. When the page is hidden, flush() hands what is left to sendBeacon.
 * Nothing here throws or rejects: failures are logged and dropped.
 */
import type { Log } from './config';
import type { EventPayload, ScoreResponse, SessionPayload } from './wire';

/** A failed session POST is retried twice: 2 s later, then 8 s after that. */
export const SESSION_RETRIES = 2;

export interface Transport {
  send(event: EventPayload): void;
  flush(): void;
  /** The session's score; 0 on any failure. */
  score(): Promise<number>;
  stop(): void;
}

/** Posts `session` at once, then sends what it is given. */
export function createTransport(endpoint: string, log: Log, session: SessionPayload): Transport {
  const url = (path: string) => endpoint + '/api/analytics/' + path;
  const queue: EventPayload[] = [];
  let confirmed = false;
  let draining = false;
  let stopped = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** GET, or POST of `body` as JSON; the response if it is OK, else undefined. */
  async function request(path: string, body?: unknown): Promise<Response | undefined> {
    try {
      // credentials: fetch's default, same-origin, is what the tracker wants.
      const response = await fetch(
        url(path),
        body
          ? {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
              keepalive: true,
            }
          : {},
      );
      if (response.ok) return response;
      log(path, response.status);
    } catch (error) {
      log(path, error);
    }
  }

  async function postSession(): Promise<void> {
    if (await request('session', session)) {
      confirmed = true;
      await drain();
    } else if (!stopped && retries < SESSION_RETRIES) {
      timer = setTimeout(postSession, 2000 * 4 ** retries++);
    }
  }

  // One event at a time, in order; stop() empties the queue.
  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    for (let event; confirmed && (event = queue.shift());) await request('event', event);
    draining = false;
  }

  function beacon(path: string, body: unknown): void {
    try {
      // text/plain keeps a cross-origin beacon a "simple" request, with no preflight.
      const blob = new Blob([JSON.stringify(body)], { type: 'text/plain' });
      if (!navigator.sendBeacon?.(url(path), blob)) void request(path, body);
    } catch (error) {
      log(path, error);
    }
  }

  void postSession();
  return {
    send(event) {
      if (!stopped) {
        queue.push(event);
        void drain();
      }
    },
    flush() {
      if (!confirmed) beacon('session', session);
      for (const event of queue.splice(0)) beacon('event', event);
    },
    score: () =>
      request('session/' + session.sessionId + '/score')
        .then((response) => response?.json() as Promise<Partial<ScoreResponse>> | undefined)
        .then(
          (body) => Number(body?.score) || 0,
          () => 0,
        ),
    stop() {
      stopped = true;
      clearTimeout(timer);
      queue.length = 0;
    },
  };
}
