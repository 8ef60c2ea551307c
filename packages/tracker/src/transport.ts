/**
 * The requests to the server. The session is posted first; events wait in a queue until the server
 * has answered it (it answers 404 for events of an unknown session), then go out one at a time, in
 * order, with fetch keepalive. A request the server could not take (network error, 429, 502-504) is
 * sent again after a backoff, what follows waiting behind it; one it refused is logged and dropped.
 * When the page is hidden, flush() hands what is left to sendBeacon.
 * Nothing here throws or rejects.
 */
import type { Log } from './config';
import type { EventPayload, ScoreResponse, ScoreStanding, SessionPayload } from './wire';

/** Events kept at most while the server cannot take them; later ones are dropped. */
export const MAX_QUEUED = 100;

export interface Transport {
  send(event: EventPayload): void;
  flush(): void;
  /** The session's score and whether its e-mail is known; 0 and false on any failure. */
  score(): Promise<ScoreStanding>;
  stop(): void;
}

/** Posts `session` at once, then sends what it is given. */
export function createTransport(endpoint: string, log: Log, session: SessionPayload): Transport {
  const url = (path: string) => endpoint + '/api/analytics/' + path;
  const queue: EventPayload[] = [];
  // The server has answered the session: it has it, or refused it for good.
  let answered = false;
  // A request is out, or a retry is waiting.
  let busy = false;
  let stopped = false;
  let failures = 0;
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

  // The session until it is answered, then the events, one at a time; stop() ends it.
  async function drain(): Promise<void> {
    if (busy) return;
    busy = true;
    for (let body; !stopped && (body = answered ? queue.shift() : session);) {
      const status = (await request(answered ? 'event' : 'session', body))?.status;
      // Overloaded or unavailable (also behind a proxy): worth trying again. Not other answers.
      if (!status || status == 429 || (status > 501 && status < 505)) {
        // Back to the head of the queue (which flush() may empty meanwhile).
        if (body != session) queue.unshift(body as EventPayload);
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
      for (const event of queue.splice(0)) beacon('event', event);
    },
    score: () =>
      request('session/' + session.sessionId + '/score')
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
