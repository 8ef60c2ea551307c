/**
 * Group commit: events that arrive while a batch is being written wait and go together in the next
 * one, so under load each commit carries many events instead of one. Every event is committed before
 * its caller's promise settles.
 *
 * Sessions are spread over independent lanes (by a hash of the session id), each writing one batch at
 * a time. Two batches in flight never touch the same session, so they cannot wait on each other's row
 * locks or deadlock, and one session's events are written in the order they arrived.
 */
import type { Knex } from 'knex';
import { applyEvents, type AppliedEvent, type IncomingEvent } from './ingest';

interface Pending {
  event: IncomingEvent;
  resolve: (result: AppliedEvent | undefined) => void;
  reject: (error: unknown) => void;
}

export interface EventWriter {
  write(event: IncomingEvent): Promise<AppliedEvent | undefined>;
}

export interface EventWriterOptions {
  /** Batches in flight at once: 1 for PGlite (a single connection), a few on PostgreSQL. */
  lanes: number;
  maxBatch?: number;
}

interface Lane {
  queue: Pending[];
  scheduled: boolean;
  writing: Promise<void> | undefined;
}

/** Deadlocks and serialization failures (with other server instances, or a recompute) are retried. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

async function applyWithRetry(knex: Knex, batch: readonly Pending[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyEvents(
        knex,
        batch.map((pending) => pending.event),
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

function laneOf(sessionId: string, lanes: number): number {
  let hash = 0;
  for (let i = 0; i < sessionId.length; i++) hash = (hash * 31 + sessionId.charCodeAt(i)) | 0;
  return Math.abs(hash) % lanes;
}

export function createEventWriter(
  knex: Knex,
  { lanes: laneCount, maxBatch = 1000 }: EventWriterOptions,
): EventWriter {
  const lanes: Lane[] = Array.from({ length: laneCount }, () => ({
    queue: [],
    scheduled: false,
    writing: undefined,
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

  const flush = async (lane: Lane) => {
    const batch = lane.queue.splice(0, maxBatch);
    try {
      settle(batch, await applyWithRetry(knex, batch));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One event the database refuses must not fail the others: write them one by one.
      for (const pending of batch) {
        try {
          settle([pending], await applyWithRetry(knex, [pending]));
        } catch (single) {
          pending.reject(single);
        }
      }
    }
  };

  const laneFor = (sessionId: string): Lane => {
    const lane = lanes[laneOf(sessionId, laneCount)];
    if (!lane) throw new Error('no lane');
    return lane;
  };

  return {
    write: (event) =>
      new Promise((resolve, reject) => {
        const lane = laneFor(event.sessionId);
        lane.queue.push({ event, resolve, reject });
        schedule(lane);
      }),
  };
}
