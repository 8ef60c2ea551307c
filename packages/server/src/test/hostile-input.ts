/**
 * Generated hostile requests for every public endpoint: wrong types, objects with their own
 * toString, keys named like built-in properties, deep nesting, unicode, NUL and lone surrogates, huge
 * strings, numbers past bigint, broken percent-encoding. Shared by the property tests (npm test) and
 * the fuzz script (npm run fuzz).
 */
import fc from 'fast-check';
import {
  TRAFFIC_SOURCES,
  catalogueIds,
  totalCostOf,
  PAIN_POINTS,
  valuesOf,
  WIZARD_TOTAL_STEPS,
} from '@leadline/domain';
import { BROWSER_USER_AGENT } from './browser';
import type { RawRequest } from './raw-http';
import { fixtureCatalogue } from './site';
import { hostileBookingEndpoints } from './hostile-booking';

/** JSON text written as is (numbers JSON.stringify cannot make, nesting it would recurse into). */
class Raw {
  constructor(readonly text: string) {}
}

/** A JSON object as entries, so that `__proto__` and repeated keys survive to the wire. */
class Entries {
  constructor(readonly entries: readonly (readonly [string, Json])[]) {}
}

type Json = Raw | Entries | string | number | boolean | null | Json[];

export function toJson(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Entries) {
    return `{${value.entries.map(([key, inner]) => `${JSON.stringify(key)}:${toJson(inner)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  // JSON.stringify escapes lone surrogates (\ud800), so they reach the server as they are.
  return JSON.stringify(value);
}

const objectOf = (record: Record<string, Json>) => new Entries(Object.entries(record));

export const BUILT_IN_KEYS = [
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__proto__',
  '__defineGetter__',
  'prototype',
] as const;

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => `a${String.fromCharCode(code)}b`),
  fc.integer({ min: 300, max: 120_000 }).map((n) => 'x'.repeat(n)),
  fc.emailAddress(),
  fc.emailAddress().map((email) => `${email}\u0000`),
  fc.constantFrom(
    '',
    ' ',
    'null',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '%00',
    '../../etc/passwd',
    '\u202e\u0000\ufeff',
    '𝕏'.repeat(300),
  ),
);

const hostileNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => new Raw(n.toString())),
  fc.constantFrom(
    new Raw('9223372036854775808'),
    new Raw('1e400'),
    new Raw('-1e400'),
    new Raw('-0'),
    new Raw('1e-400'),
    new Raw('123456789012345678901234567890'),
  ),
);

const deepNesting: fc.Arbitrary<Json> = fc
  .tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new Raw(`${'['.repeat(depth)}1${']'.repeat(depth)}`)
      : new Raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

const trickyObject: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(
    objectOf({ toString: 'x' }),
    objectOf({ valueOf: 'x' }),
    objectOf({ toString: objectOf({}) }),
    objectOf({ $ne: 1 }),
    objectOf({ $gt: '' }),
    new Entries([['__proto__', objectOf({ admin: true })]]),
    new Entries([['constructor', objectOf({ prototype: objectOf({ polluted: true }) })]]),
  ),
  fc
    .array(fc.tuple(fc.constantFrom(...BUILT_IN_KEYS), fc.oneof(hostileText, fc.integer())), {
      minLength: 1,
      maxLength: 3,
    })
    .map((entries) => new Entries(entries)),
);

export const hostileValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    trickyObject,
    deepNesting,
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(fc.string(), fc.constantFrom(...BUILT_IN_KEYS)), tie('value')), {
        maxLength: 4,
      })
      .map((entries) => new Entries(entries)),
  ),
})).value;

/**
 * A body that starts valid and is then bent: fields replaced or removed, keys added (built-in names
 * among them); or, now and then, not an object at all.
 */
export function bentBody(valid: fc.Arbitrary<Record<string, Json>>): fc.Arbitrary<string> {
  const key = (fields: string[]) =>
    fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...BUILT_IN_KEYS), fc.string());
  const bent = valid.chain((body) =>
    fc
      .array(fc.tuple(key(Object.keys(body)), fc.option(hostileValue, { freq: 5 })), {
        maxLength: 4,
      })
      .map((changes) => {
        const entries = new Map<string, Json>(Object.entries(body));
        const extra: [string, Json][] = [];
        for (const [name, value] of changes) {
          if (value === null) entries.delete(name);
          else if (entries.has(name)) entries.set(name, value);
          else extra.push([name, value]);
        }
        return toJson(new Entries([...entries, ...extra]));
      }),
  );
  return fc.oneof(
    { arbitrary: bent, weight: 12 },
    { arbitrary: valid.map((body) => toJson(objectOf(body))), weight: 2 },
    { arbitrary: hostileValue.map(toJson), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary' }), weight: 1 },
  );
}

const sessionIdArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
export const emailArb = fc.emailAddress().filter((email) => email.length <= 254);

const validContact = fc.record({
  name: fc.string({ minLength: 1, maxLength: 50 }),
  email: emailArb,
  message: fc.string({ minLength: 1, maxLength: 200 }),
  company: fc.string({ maxLength: 50 }),
});

// Priced by the catalogue of the site the test server runs on.
const featureIds = catalogueIds(fixtureCatalogue());
const validCalculate = fc
  .uniqueArray(fc.constantFrom(...featureIds), { minLength: 1, maxLength: featureIds.length })
  .chain((ids) =>
    fc.record({
      email: emailArb,
      name: fc.string({ maxLength: 50 }),
      selectedFeatures: fc.constant<Json>([...ids]),
      totalCost: fc.constant(totalCostOf(fixtureCatalogue(), ids)),
    }),
  );

const validWorkflow = fc.record({
  sessionId: sessionIdArb,
  completedSteps: fc.integer({ min: 0, max: WIZARD_TOTAL_STEPS }),
  totalSteps: fc.constant(WIZARD_TOTAL_STEPS),
  painPoint: fc.constantFrom(...valuesOf(PAIN_POINTS)),
  name: fc.string({ minLength: 1, maxLength: 50 }),
  email: emailArb,
});

const validNewsletter = fc.record({ email: emailArb });

const attributionArb = {
  source: fc.constantFrom<Json>(...TRAFFIC_SOURCES, null),
  referrer: fc.oneof(fc.constant(null), fc.webUrl()),
  utmSource: fc.oneof(fc.constant(null), fc.string({ maxLength: 20 })),
};

const validSession = fc.record({
  sessionId: sessionIdArb,
  visitorId: sessionIdArb,
  isReturningVisitor: fc.boolean(),
  visitCount: fc.integer({ min: 1, max: 50 }),
  deviceType: fc.constantFrom('desktop', 'mobile', 'tablet'),
  landingPage: fc.constantFrom('/', '/services', '/blog?x=1'),
  ...attributionArb,
  firstVisit: fc
    .record({ landingPage: fc.constant('/'), timestamp: fc.date().map((d) => d.toJSON()) })
    .map((record) => objectOf(record as Record<string, Json>) as Json),
});

const validEvent = (sessionIds: readonly string[]) =>
  fc.record({
    sessionId: fc.constantFrom(...sessionIds),
    eventType: fc.constantFrom(
      'PAGE_VIEW',
      'SCROLL_DEPTH',
      'CTA_CLICK',
      'CUSTOM_THING',
      // Captures take their own path: a transaction that also queues the checklist mail.
      'EMAIL_CAPTURED',
      'EXIT_INTENT_CONVERTED',
    ),
    eventValue: fc.integer({ min: -10, max: 10 }),
    pageUrl: fc.constantFrom('/', '/services', 'http://127.0.0.1/blog', 'https://evil.example/'),
    metadata: emailArb.map((email) =>
      objectOf({ timestamp: new Date().toJSON(), userAgent: 'x', email, name: 'Ann' }),
    ),
  });

/**
 * A batch of one session's events: valid ones, and now and then a bent one among them (all or
 * nothing: one bent event refuses the batch), from none to past the limit of 50.
 */
const validBatch = (sessionIds: readonly string[]) => {
  const fields = validEvent(sessionIds).map(
    ({ sessionId: _, ...rest }) => rest as Record<string, Json>,
  );
  return fc.record({
    sessionId: fc.constantFrom(...sessionIds),
    events: fc
      .array(
        fc.oneof(
          { arbitrary: fields.map((event) => objectOf(event) as Json), weight: 6 },
          { arbitrary: bentBody(fields).map((text) => new Raw(text) as Json), weight: 1 },
        ),
        { maxLength: 52 },
      )
      .map((events) => events as Json),
  });
};

/** Every byte percent-encoded: any text, lone surrogates included, makes a valid request line. */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

export const hostileFormValue = fc.oneof(
  { arbitrary: hostileText.map(percentEncode), weight: 6 },
  {
    arbitrary: fc.constantFrom('%00', 'a%00b', '%zz', '%', '%E0%A4%A', '%ED%A0%80', '+', '%2B'),
    weight: 2,
  },
  { arbitrary: emailArb.map(percentEncode), weight: 2 },
);

const formKey = fc.oneof(
  fc.constantFrom('email', 'password', 'returnTo', 'email[]', 'email[a]', 'email[__proto__]'),
  fc.constantFrom(...BUILT_IN_KEYS),
  fc.string().map(percentEncode),
);

export const jsonPost = (path: string, body: string, textPlain = false): RawRequest => ({
  method: 'POST',
  path,
  headers: {
    'content-type': textPlain ? 'text/plain' : 'application/json',
    'user-agent': BROWSER_USER_AGENT,
  },
  body,
});

export interface HostileEndpoint {
  name: string;
  requests: fc.Arbitrary<RawRequest>;
}

/** The public endpoints and their hostile requests; `sessionIds` name sessions that exist. */
export function hostileEndpoints(sessionIds: readonly string[]): HostileEndpoint[] {
  return [
    {
      name: 'POST /api/contact',
      requests: bentBody(validContact).map((b) => jsonPost('/api/contact', b)),
    },
    {
      name: 'POST /api/calculate',
      requests: bentBody(validCalculate).map((b) => jsonPost('/api/calculate', b)),
    },
    {
      name: 'POST /api/workflow-wizard',
      requests: bentBody(validWorkflow).map((b) => jsonPost('/api/workflow-wizard', b)),
    },
    {
      name: 'POST /api/newsletter',
      requests: bentBody(validNewsletter).map((b) => jsonPost('/api/newsletter', b)),
    },
    {
      name: 'POST /api/analytics/session',
      requests: fc
        .tuple(bentBody(validSession), fc.boolean())
        .map(([b, plain]) => jsonPost('/api/analytics/session', b, plain)),
    },
    {
      name: 'POST /api/analytics/event',
      requests: fc
        .tuple(bentBody(validEvent(sessionIds)), fc.boolean())
        .map(([b, plain]) => jsonPost('/api/analytics/event', b, plain)),
    },
    {
      name: 'POST /api/analytics/events',
      requests: fc
        .tuple(bentBody(validBatch(sessionIds)), fc.boolean())
        .map(([b, plain]) => jsonPost('/api/analytics/events', b, plain)),
    },
    {
      name: 'GET /api/analytics/session/:id/score',
      requests: fc
        .oneof(
          fc.constantFrom(...sessionIds),
          hostileText.map(percentEncode),
          fc.constantFrom('%zz', '..', '%2e%2e', '%00', 'a'.repeat(5000)),
        )
        .map((segment) => ({
          method: 'GET',
          path: `/api/analytics/session/${segment}/score`,
          headers: { 'user-agent': BROWSER_USER_AGENT },
        })),
    },
    ...(['confirm', 'unsubscribe'] as const).map((action) => ({
      name: `POST /api/newsletter/${action}`,
      requests: fc
        .array(
          fc.tuple(
            fc.constantFrom('token', 'token', 'token[]', 'Token', '__proto__'),
            fc.oneof(
              hostileFormValue,
              fc.constantFrom('a'.repeat(20), 'A_-'.repeat(10), 'x'.repeat(101)),
            ),
          ),
          { maxLength: 3 },
        )
        .map((pairs) => ({
          method: 'POST',
          path: `/api/newsletter/${action}?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`,
          headers: { 'user-agent': BROWSER_USER_AGENT },
        })),
    })),
    {
      name: 'POST /api/login',
      requests: fc.array(fc.tuple(formKey, hostileFormValue), { maxLength: 5 }).map((pairs) => ({
        method: 'POST',
        path: '/api/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': BROWSER_USER_AGENT,
        },
        body: pairs.map(([key, value]) => `${key}=${value}`).join('&'),
      })),
    },
    ...hostileBookingEndpoints(),
  ];
}
