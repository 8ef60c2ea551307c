/**
 * The requests to the server. The session is posted first; events wait in a queue until the server
 * has answered it (it answers 404 for events of an unknown session), then go out in order, with
 * fetch keepalive: one at a time to /event, or, when several have queued up while a request was
 * out, together to /events (at most MAX_BATCH_EVENTS per request). A request the server could not
 * take (network error, 429, 502-504) is sent again after a backoff, what follows waiting behind it;
 * one it refused is logged and dropped. The events of a batch that did not go through (refused, or
 * to be sent again, but after 502-504) go one at a time, so that one bad event takes no other with
 * it. When the page is hidden, flush() hands what is left to sendBeacon, one event per beacon.
 * Nothing here throws or rejects.
 */
import type { Log } from './config';
import {
  MAX_BATCH_EVENTS,
  type BatchedEvent,
  type ScoreResponse,
  type ScoreStanding,
  type SessionPayload,
} from '@leadline/domain/wire';

/** Events kept at most while the server cannot take them; later ones are dropped. */
export const MAX_QUEUED = 100;

export interface Transport {
  send(event: BatchedEvent): void;
  flush(): void;
  /** The session's score and whether its e-mail is known; 0 and false on any failure. */
  score(): Promise<ScoreStanding>;
  stop(): void;
}

/** Posts `session` at once, then sends what it is given. */
export function createTransport(endpoint: string, log: Log, session: SessionPayload): Transport {
  const url = (path: string) => endpoint + '/api/analytics/' + path;
  const { sessionId } = session;
  const queue: BatchedEvent[] = [];
  // The server has answered the session: it has it, or refused it for good.
  let answered = false;
  // A request is out, or a retry is waiting.
  let busy = false;
  let stopped = false;
  let failures = 0;
  // Events of a batch that did not go through, still to be sent one at a time.
  let alone = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** GET, or POST of `body` as JSON; undefined on a network error. */
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
      if (!response.ok) log(path, response.status);
      return response;
    } catch (error) {
      log(path, error);
    }
  }

  /** The path and body that carry `events`: one to /event, several to /events. */
  const post = (events: BatchedEvent[]): [string, unknown] =>
    events.length > 1 ? ['events', { sessionId, events }] : ['event', { sessionId, ...events[0] }];

  // The session until it is answered, then the events; stop() ends it.
  async function drain(): Promise<void> {
    if (busy) return;
    busy = true;
    while (!stopped && (!answered || queue.length)) {
      const events = answered ? queue.splice(0, alone ? 1 : MAX_BATCH_EVENTS) : [];
      const [path, body] = answered ? post(events) : ['session', session];
      const status = (await request(path, body))?.status;
      // Overloaded or unavailable (also behind a proxy): worth trying again. Not other answers.
      const retry = !status || status == 429 || (status > 501 && status < 505);
      if (retry || (events.length > 1 && (status == 400 || status == 413))) {
        // Back to the head of the queue (which flush() may empty meanwhile), within its bound.
        queue.unshift(...events);
        queue.splice(MAX_QUEUED);
        // One event at a time where the batch would fail whole every time: one bad event (400), the
        // body limits (413; keepalive's 64 KB fails as a network error), a low rate limit (429).
        // After 502-504 (the server is coming back) it goes again whole.
        if (events.length > 1 && !(status && status > 501)) alone = events.length;
      } else if (alone) alone--;
      if (retry) {
        // Up to 1 s, then 2, 4... 32 s at most, at random ("full jitter"): the pages of an outage
        // do not all come back at once. stop() clears the timer, which ends this loop.
        await new Promise((resume) => {
          timer = setTimeout(resume, Math.random() * 1000 * 2 ** Math.min(failures++, 5));
        });
      } else {
        failures = 0;
        answered = true;
      }
    }
    busy = false;
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

  void drain();
  return {
    send(event) {
      if (!stopped && queue.length < MAX_QUEUED) {
        queue.push(event);
        void drain();
      }
    },
    flush() {
      if (!answered) beacon('session', session);
      // One beacon per event: a beacon's answer is not seen, so a batch refused for one bad event
      // could not be sent again without it.
      while (queue.length) beacon(...post(queue.splice(0, 1)));
      alone = 0;
    },
    score: () =>
      request('session/' + sessionId + '/score')
        .then((response) =>
          response?.ok ? (response.json() as Promise<Partial<ScoreResponse>>) : undefined,
        )
        .then(
          (body) => ({ score: Number(body?.score) || 0, emailKnown: body?.emailKnown === true }),
          () => ({ score: 0, emailKnown: false }),
        ),
    stop() {
      stopped = true;
      clearTimeout(timer);
      queue.length = 0;
    },
  };
}
