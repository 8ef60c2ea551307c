/**
 * Group commit: events that arrive while a batch is being written wait and go together in the next
 * one, so under load each commit carries many events instead of one. Every event is committed before
 * its caller's promise settles.
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
  /** Waits for what is queued to be written. */
  drain(): Promise<void>;
}

const MAX_BATCH = 1000;

export function createEventWriter(knex: Knex): EventWriter {
  let queue: Pending[] = [];
  let scheduled = false;
  let writing: Promise<void> | undefined;

  const schedule = () => {
    if (scheduled || writing) return;
    scheduled = true;
    // setImmediate, not a microtask: requests parsed in this turn of the event loop join the batch
    // (on PGlite, which shares this thread, a microtask would flush one event at a time).
    setImmediate(() => {
      scheduled = false;
      writing = flush().finally(() => {
        writing = undefined;
        if (queue.length > 0) schedule();
      });
    });
  };

  const flush = async () => {
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(batch.length);
    try {
      const results = await applyEvents(
        knex,
        batch.map((pending) => pending.event),
      );
      batch.forEach((pending, index) => pending.resolve(results[index]));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  };

  return {
    write: (event) =>
      new Promise((resolve, reject) => {
        queue.push({ event, resolve, reject });
        schedule();
      }),
    drain: async () => {
      while (queue.length > 0 || writing || scheduled) {
        await (writing ?? new Promise((resolve) => setImmediate(resolve)));
      }
    },
  };
}
