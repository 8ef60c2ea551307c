import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { shapeInput } from '../../middleware/input-shape';
import { readEvent, readEventBatch } from './fast-input';
import { eventBatchSchema, eventSchema } from './schema';

/** What validate() makes of `raw` without a fast reader: the schema's output, or 'refused'. */
function bySchema(schema: AnyObjectSchema, raw: unknown): unknown {
  const shaped = shapeInput(schema, raw);
  if (Object.keys(shaped.fields).length > 0) return 'refused';
  try {
    return schema.validateSync(shaped.value, { abortEarly: false, stripUnknown: true });
  } catch {
    return 'refused';
  }
}

/** As the body parser hands it over. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

const awkward = fc.constantFrom<unknown>(
  undefined,
  null,
  '',
  ' ',
  'x',
  'PAGE_VIEW',
  'page_view',
  '/',
  'a'.repeat(32),
  'a'.repeat(33),
  'a'.repeat(64),
  'a'.repeat(65),
  '/'.repeat(2048),
  '/'.repeat(2049),
  'bad\u0000text',
  'lone \ud800 surrogate',
  0,
  1.5,
  1000,
  1001,
  -1000,
  -1001,
  '5',
  true,
  [],
  {},
  { toString: 'x' },
  { a: 'x'.repeat(5000) },
  { 'k\u0000': 1 },
);

const anyValue = fc.oneof(
  { arbitrary: awkward, weight: 6 },
  fc.string(),
  fc.integer({ min: -1100, max: 1100 }),
  fc.double(),
  fc.jsonValue(),
);
const validId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

/** Valid fields, as the tracker sends them. */
const validFields = fc.record(
  {
    eventId: validId,
    eventType: fc.stringMatching(/^[A-Z][A-Z0-9_]{0,63}$/),
    eventCategory: fc.oneof(fc.constant(null), fc.string({ maxLength: 32 })),
    eventValue: fc.oneof(fc.constant(null), fc.integer({ min: -1000, max: 1000 })),
    pageUrl: fc.string({ minLength: 1, maxLength: 200 }),
    metadata: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 4,
    }),
  },
  { requiredKeys: ['eventType', 'pageUrl'] },
);

/** Valid fields with one or two of them (or a key the schema does not know) awkward or missing. */
const mixedFields = fc
  .tuple(
    validFields,
    fc.dictionary(
      fc.constantFrom(
        'eventId',
        'eventType',
        'eventCategory',
        'eventValue',
        'pageUrl',
        'metadata',
        'sessionId',
        'extra',
        'constructor',
      ),
      anyValue,
      { minKeys: 1, maxKeys: 2 },
    ),
  )
  .map(([fields, awkwardOnes]) => ({ ...fields, ...awkwardOnes }));

describe('readEvent, the event route fast reader', () => {
  it('answers what the schema answers whenever it answers', () => {
    fc.assert(
      fc.property(validId, mixedFields, (sessionId, fields) => {
        const raw = wire({ sessionId, ...fields });
        const read = readEvent(raw);
        if (read !== undefined) expect(read).toEqual(bySchema(eventSchema, raw));
      }),
      { numRuns: 5000 },
    );
  });

  it('answers every valid event, as the schema does', () => {
    fc.assert(
      fc.property(validId, validFields, (sessionId, fields) => {
        const raw = wire({ sessionId, ...fields });
        const read = readEvent(raw);
        expect(read).toBeDefined();
        expect(read).toEqual(bySchema(eventSchema, raw));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves what is not an object, or has no valid session id, to the schema', () => {
    for (const raw of [null, [], 'x', 5, {}, { sessionId: 'has spaces', eventType: 'X' }]) {
      expect(readEvent(raw)).toBeUndefined();
    }
  });
});

describe('readEventBatch, the batch route fast reader', () => {
  it('answers what the schema answers whenever it answers', () => {
    fc.assert(
      fc.property(
        fc.oneof(validId, anyValue),
        fc.oneof(fc.array(fc.oneof(validFields, mixedFields), { maxLength: 52 }), anyValue),
        fc.option(anyValue),
        (sessionId, events, extra) => {
          const raw = wire(extra === null ? { sessionId, events } : { sessionId, events, extra });
          const read = readEventBatch(raw);
          if (read !== undefined) expect(read).toEqual(bySchema(eventBatchSchema, raw));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('answers every valid batch of 1 to 50 events, as the schema does', () => {
    fc.assert(
      fc.property(validId, fc.array(validFields, { minLength: 1, maxLength: 50 }), (id, events) => {
        const raw = wire({ sessionId: id, events });
        const read = readEventBatch(raw);
        expect(read).toBeDefined();
        expect(read).toEqual(bySchema(eventBatchSchema, raw));
      }),
      { numRuns: 200 },
    );
  });

  it('leaves an empty batch and one of 51 events to the schema', () => {
    const event = { eventType: 'PAGE_VIEW', pageUrl: '/' };
    expect(readEventBatch({ sessionId: 's', events: [] })).toBeUndefined();
    expect(readEventBatch({ sessionId: 's', events: Array(51).fill(event) })).toBeUndefined();
    expect(readEventBatch({ sessionId: 's', events: Array(50).fill(event) })).toBeDefined();
  });
});
