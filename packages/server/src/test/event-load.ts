/**
 * Analytics events posted without pause by clients that behave like the tracker: an event the
 * server could not take (503, 429, a failed request) is sent again, with the same id, until it is
 * acknowledged (2xx) or refused, and only then the next one. Every answer is recorded, for tests of
 * outages and overload.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { BROWSER_USER_AGENT } from './browser';
import { eventPayload } from './analytics-factories';

export interface Answer {
  eventId: string;
  /** The HTTP status, or 0 when the request itself failed. */
  status: number;
  retryAfter: string | null;
  /** performance.now() when the request went out and when its answer was in. */
  sentAt: number;
  answeredAt: number;
}

export const isAcknowledged = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** What the tracker sends again; it drops an event on any other refusal. */
const isRetryable = ({ status }: Answer) => [0, 429, 502, 503, 504].includes(status);

export interface EventLoad {
  readonly answers: readonly Answer[];
  /** The ids of the events the server acknowledged. */
  readonly acknowledged: readonly string[];
  /** Resolves with the first answer from now on that matches. */
  next(matches: (answer: Answer) => boolean, timeoutMs?: number): Promise<Answer>;
  /** Sends no new event; resolves once every client's last one is answered for good. */
  finish(): Promise<void>;
  /** Stops at once, leaving unanswered what is (after a failed test). */
  abort(): Promise<void>;
}

/** A pause before a client sends an event again, so that instant 503s do not spin. */
const RETRY_PAUSE_MS = 50;
const EVENT_TYPES = ['CTA_CLICKED', 'FAQ_EXPANDED', 'NAVIGATION_CLICK', 'PAGE_VIEW'];

export function startEventLoad(baseUrl: string, sessionIds: readonly string[]): EventLoad {
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  const waiting = new Set<(answer: Answer) => void>();
  let finishing = false;
  let aborted = false;

  const record = (answer: Answer) => {
    answers.push(answer);
    if (isAcknowledged(answer)) acknowledged.push(answer.eventId);
    for (const listener of waiting) listener(answer);
  };

  const post = async (body: string, eventId: string): Promise<Answer> => {
    const sentAt = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/analytics/event`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      const retryAfter = response.headers.get('retry-after');
      return {
        eventId,
        status: response.status,
        retryAfter,
        sentAt,
        answeredAt: performance.now(),
      };
    } catch {
      return { eventId, status: 0, retryAfter: null, sentAt, answeredAt: performance.now() };
    }
  };

  const client = async (sessionId: string) => {
    for (let n = 0; !finishing; n++) {
      const eventId = randomUUID();
      const body = JSON.stringify(
        eventPayload(sessionId, EVENT_TYPES[n % EVENT_TYPES.length]!, { eventId }),
      );
      while (!aborted) {
        const answer = await post(body, eventId);
        record(answer);
        if (!isRetryable(answer)) break;
        await delay(RETRY_PAUSE_MS);
      }
    }
  };

  const clients = Promise.all(sessionIds.map(client));

  return {
    answers,
    acknowledged,
    next: (matches, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(listener);
          reject(new Error(`no matching answer within ${timeoutMs} ms`));
        }, timeoutMs);
        const listener = (answer: Answer) => {
          if (!matches(answer)) return;
          clearTimeout(timer);
          waiting.delete(listener);
          resolve(answer);
        };
        waiting.add(listener);
      }),
    finish: async () => {
      finishing = true;
      await clients;
    },
    abort: async () => {
      finishing = aborted = true;
      await clients;
    },
  };
}
