import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { HttpError } from '../../errors';
import { createEventWriter, type EventWriterOptions } from './event-writer';
import { applyEvents, type AppliedEvent, type IncomingEvent } from './ingest';

vi.mock('./ingest', () => ({ applyEvents: vi.fn() }));

const apply = vi.mocked(applyEvents);
const knex = {} as Knex;

afterEach(() => {
  apply.mockReset();
});

function event(eventType: string, sessionId = 's-1'): IncomingEvent {
  return {
    sessionId,
    eventType,
    eventValue: null,
    origin: 'client',
    pageUrl: '/',
    metadata: {},
    receivedAt: new Date(),
  };
}

const written = (events: readonly IncomingEvent[]): AppliedEvent[] =>
  events.map(() => ({ points: 1, score: 1 }));

const SITE = { featureIds: new Set(['auth']) };

/** The event types of each call of applyEvents: the batches written. */
const batches = () => apply.mock.calls.map(([, events]) => events.map((e) => e.eventType));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const writer = (options: Partial<EventWriterOptions> = {}) =>
  createEventWriter(knex, { lanes: 1, context: SITE, ...options });

/** Each write's outcome, once all have settled. */
const outcomes = (writes: Promise<unknown>[]) =>
  Promise.allSettled(writes).then((settled) => settled.map((result) => result.status));

describe('the event writer', () => {
  it('writes the events that arrive together as one batch', async () => {
    apply.mockImplementation(async (_db, events) => written(events));
    const events = writer();
    await Promise.all(['A', 'B', 'C'].map((type) => events.write(event(type))));
    expect(batches()).toEqual([['A', 'B', 'C']]);
  });

  it('splits a batch one by one when the database refuses one of its events', async () => {
    const refused = Object.assign(new Error('invalid input syntax'), { code: '22P02' });
    apply.mockImplementation(async (_db, events) => {
      if (events.some((e) => e.eventType === 'BAD')) throw refused;
      return written(events);
    });
    const events = writer();
    const writes = ['A', 'BAD', 'C'].map((type) => events.write(event(type)));
    expect(await outcomes(writes)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await expect(writes[1]).rejects.toBe(refused);
    expect(batches()).toEqual([['A', 'BAD', 'C'], ['A'], ['BAD'], ['C']]);
  });

  it('answers an event whose session was deleted meanwhile as of an unknown session', async () => {
    // A foreign key violation: the session went (an erasure or the purge) after the event's lookup.
    const gone = Object.assign(new Error('violates foreign key constraint'), { code: '23503' });
    apply.mockImplementation(async (_db, events) => {
      if (events.some((e) => e.sessionId === 's-gone')) throw gone;
      return written(events);
    });
    const events = writer();
    const writes = [event('A'), event('B', 's-gone'), event('C')].map((e) => events.write(e));
    expect(await Promise.all(writes)).toEqual([
      { points: 1, score: 1 },
      undefined,
      { points: 1, score: 1 },
    ]);
    expect(await events.write(event('D', 's-gone'))).toBeUndefined();
  });

  it.each([
    ['refused', { code: 'ECONNREFUSED' }],
    ['shut down', { code: '57P01' }],
    ['out of time', { code: '57014' }],
    ['gone', new Error('Connection terminated unexpectedly')],
  ])(
    'fails a whole batch at once, never event by event, when the database is %s',
    async (_name, error) => {
      apply.mockRejectedValue(error);
      const events = writer();
      const writes = ['A', 'B', 'C'].map((type) => events.write(event(type)));
      expect(await outcomes(writes)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(batches()).toEqual([['A', 'B', 'C']]);
    },
  );

  it('fails what waited behind a batch that found the database unavailable, untried', async () => {
    const first = deferred();
    apply.mockImplementation(async () => {
      await first.promise;
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    const events = writer();
    const writes = [events.write(event('A'))];
    await vi.waitFor(() => expect(batches()).toEqual([['A']]));
    writes.push(events.write(event('B')), events.write(event('C')));
    first.resolve();
    expect(await outcomes(writes)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(batches()).toEqual([['A']]);
  });

  it('splits no further once the database becomes unavailable while splitting', async () => {
    apply.mockImplementation(async (_db, events) => {
      if (events.length > 1) throw Object.assign(new Error('check'), { code: '23514' });
      if (events[0]?.eventType === 'B') throw Object.assign(new Error('gone'), { code: '57P01' });
      return written(events);
    });
    const events = writer();
    const writes = ['A', 'B', 'C', 'D'].map((type) => events.write(event(type)));
    expect(await outcomes(writes)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    expect(batches()).toEqual([['A', 'B', 'C', 'D'], ['A'], ['B']]);
  });

  it('refuses an event at once with 503 and Retry-After while its queue is full', async () => {
    const held = deferred();
    apply.mockImplementation(async (_db, events) => {
      await held.promise;
      return written(events);
    });
    const events = writer({ maxQueued: 2 });
    const accepted = [events.write(event('A')), events.write(event('B'))];
    const refusal = await events.write(event('C')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 503, headers: { 'Retry-After': '1' } });

    held.resolve();
    await Promise.all(accepted);
    await expect(events.write(event('D'))).resolves.toEqual({ points: 1, score: 1 });
  });

  it('fails a batch past its deadline with 503, and refuses new events until the database is done with it', async () => {
    const stuck = deferred();
    apply.mockImplementationOnce(async (_db, events) => {
      await stuck.promise;
      return written(events);
    });
    apply.mockImplementation(async (_db, events) => written(events));
    const events = writer({ deadlineMs: 20 });
    await expect(events.write(event('A'))).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '5' },
    });
    await expect(events.write(event('B'))).rejects.toMatchObject({ status: 503 });

    stuck.resolve();
    await vi.waitFor(() => expect(events.write(event('C'))).resolves.toBeDefined());
    expect(batches()).toEqual([['A'], ['C']]);
  });

  it('keeps the lanes apart: a stuck lane does not hold the others', async () => {
    const stuck = deferred();
    apply.mockImplementation(async (_db, events) => {
      if (events.some((e) => e.sessionId === 'stuck')) await stuck.promise;
      return written(events);
    });
    const events = createEventWriter(knex, { lanes: 8, context: SITE });
    const held = events.write(event('A', 'stuck'));
    // A session in another lane (the hash spreads these ids over the lanes).
    const other = ['s-2', 's-3', 's-4'].map((id) => events.write(event('B', id)));
    await expect(Promise.all(other)).resolves.toHaveLength(3);
    stuck.resolve();
    await expect(held).resolves.toBeDefined();
  });
});
