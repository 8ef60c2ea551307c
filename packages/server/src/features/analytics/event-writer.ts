/**
 * Group commit: events that arrive while a batch is being written wait and go together in the next
 * one, so under load each commit carries many events instead of one. Every event is committed before
 * its caller's promise settles.
 *
 * Sessions are spread over independent lanes (by a hash of the session id), each writing one batch at
 * a time. Two batches in flight never touch the same session, so they cannot wait on each other's row
 * locks or deadlock, and one session's events are written in the order they arrived.
 *
 * Bounded, so that an outage or overload is answered 503 at once rather than held: the events
 * waiting are limited (beyond it a write is refused), a batch the database has not answered by its
 * deadline fails (and its lane refuses new events until the database is done with it), and a batch
 * that fails because the database is unavailable fails what waits behind it too. A batch is only
 * split, to write its events one by one, when the database refused one of them.
 */
import type { Knex } from 'knex';
import { databaseUnavailable, isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError, serviceUnavailable } from '../../errors';
import { applyEvents, type AppliedEvent, type IncomingEvent } from './ingest';
import type { ScoringContext } from '../../scoring/rules';

interface Pending {
  event: IncomingEvent;
  resolve: (result: AppliedEvent | undefined) => void;
  reject: (error: unknown) => void;
}

export interface EventWriter {
  write(event: IncomingEvent): Promise<AppliedEvent | undefined>;
  /** Several events, taken all or none: a full queue or an overdue lane refuses them all. */
  writeAll(events: readonly IncomingEvent[]): Promise<(AppliedEvent | undefined)[]>;
}

export interface EventWriterOptions {
  /** Batches in flight at once: 1 for PGlite (a single connection), a few on PostgreSQL. */
  lanes: number;
  maxBatch?: number;
  /** Events accepted and not yet written (all lanes), at most. */
  maxQueued?: number;
  /** How long a batch may take, waiting for a connection included. */
  deadlineMs?: number;
  /** The site's items the events are scored against (its catalogue's feature ids). */
  context: ScoringContext;
}

/** Overload passes quickly: the queue drains within a batch or two. */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 1;

const queueFull = () =>
  serviceUnavailable(QUEUE_FULL_RETRY_AFTER_SECONDS, 'Too many events are waiting to be written');

/**
 * What one event can cause, so that splitting the batch finds it: a data exception (22), an
 * integrity violation (23) or a program limit, such as a value too deep or too large (54).
 */
const isDataError = (error: unknown) =>
  /^(22|23|54)/.test(String((error as { code?: unknown }).code));

/** A foreign key violation: the event's session is gone, which the caller answers as unknown. */
const isMissingSession = (error: unknown) => (error as { code?: unknown }).code === '23503';

/** The database is down, too slow, or still busy with an earlier batch of the lane. */
const isUnavailable = (error: unknown) =>
  isDatabaseUnavailable(error) || (error instanceof HttpError && error.status === 503);

interface Lane {
  queue: Pending[];
  scheduled: boolean;
  writing: Promise<void> | undefined;
  /** A batch past its deadline that the database has not finished with yet. */
  overdue: Promise<void> | undefined;
}

/** Deadlocks and serialization failures (with other server instances, or a recompute) are retried. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

async function applyWithRetry(knex: Knex, batch: readonly Pending[], context: ScoringContext) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyEvents(
        knex,
        batch.map((pending) => pending.event),
        context,
      );
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

function settle(batch: readonly Pending[], results: readonly (AppliedEvent | undefined)[]) {
  batch.forEach((pending, index) => pending.resolve(results[index]));
}

function fail(batch: readonly Pending[], error: unknown) {
  for (const pending of batch) pending.reject(error);
}

function laneOf(sessionId: string, lanes: number): number {
  let hash = 0;
  for (let i = 0; i < sessionId.length; i++) hash = (hash * 31 + sessionId.charCodeAt(i)) | 0;
  return Math.abs(hash) % lanes;
}

export function createEventWriter(
  knex: Knex,
  {
    lanes: laneCount,
    maxBatch = 1000,
    maxQueued = 5000,
    deadlineMs = 5000,
    context,
  }: EventWriterOptions,
): EventWriter {
  let queued = 0;
  const lanes: Lane[] = Array.from({ length: laneCount }, () => ({
    queue: [],
    scheduled: false,
    writing: undefined,
    overdue: undefined,
  }));

  const schedule = (lane: Lane) => {
    if (lane.scheduled || lane.writing) return;
    lane.scheduled = true;
    // setImmediate, not a microtask: requests parsed in this turn of the event loop join the batch
    // (on PGlite, which shares this thread, a microtask would flush one event at a time).
    setImmediate(() => {
      lane.scheduled = false;
      lane.writing = flush(lane).finally(() => {
        lane.writing = undefined;
        if (lane.queue.length > 0) schedule(lane);
      });
    });
  };

  /**
   * Writes `batch`, or fails it at its deadline. A late batch may still be committed: its callers'
   * clients send the events again, which the ledger stores once (by event id).
   */
  const apply = async (lane: Lane, batch: readonly Pending[]) => {
    const attempt = applyWithRetry(knex, batch, context);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        lane.overdue = attempt.then(
          () => {},
          () => {},
        );
        reject(databaseUnavailable());
      }, deadlineMs);
    });
    try {
      return await Promise.race([attempt, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  // Waiting behind a batch that failed for want of a database would only make each request wait
  // for another timeout: the lane's queue fails with it.
  const failLane = (lane: Lane, error: unknown) => {
    if (isUnavailable(error)) fail(lane.queue.splice(0), error);
  };

  const write = async (lane: Lane) => {
    const batch = lane.queue.splice(0, maxBatch);
    try {
      settle(batch, await apply(lane, batch));
    } catch (error) {
      if (batch.length === 1 && isMissingSession(error)) {
        settle(batch, [undefined]);
        return;
      }
      if (batch.length === 1 || !isDataError(error)) {
        fail(batch, error);
        failLane(lane, error);
        return;
      }
      // One event the database refuses must not fail the others: write them one by one.
      for (const [index, pending] of batch.entries()) {
        try {
          settle([pending], await apply(lane, [pending]));
        } catch (single) {
          // Its session was deleted (erased or purged) between the event's lookup and its insert.
          if (isMissingSession(single)) {
            settle([pending], [undefined]);
            continue;
          }
          if (isDataError(single)) {
            pending.reject(single);
            continue;
          }
          fail(batch.slice(index), single);
          failLane(lane, single);
          return;
        }
      }
    }
  };

  // The lane writes nothing more until the database is done with an overdue batch.
  const flush = async (lane: Lane) => {
    await write(lane);
    if (lane.overdue) {
      await lane.overdue;
      lane.overdue = undefined;
    }
  };

  const laneFor = (sessionId: string): Lane => {
    const lane = lanes[laneOf(sessionId, laneCount)];
    if (!lane) throw new Error('no lane');
    return lane;
  };

  const enqueue = (event: IncomingEvent) => {
    const lane = laneFor(event.sessionId);
    if (lane.overdue) return Promise.reject(databaseUnavailable());
    if (queued >= maxQueued) return Promise.reject(queueFull());
    queued += 1;
    return new Promise<AppliedEvent | undefined>((resolve, reject) => {
      lane.queue.push({ event, resolve, reject });
      schedule(lane);
    }).finally(() => {
      queued -= 1;
    });
  };

  return {
    write: enqueue,
    writeAll: (events) => {
      if (events.some((event) => laneFor(event.sessionId).overdue)) {
        return Promise.reject(databaseUnavailable());
      }
      if (queued + events.length > maxQueued) return Promise.reject(queueFull());
      // Each is queued before this returns (enqueue() queues synchronously), in order: one session's
      // events go to one lane, most often in one batch.
      return Promise.all(events.map(enqueue));
    },
  };
}
