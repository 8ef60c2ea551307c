/**
 * The webhook endpoints' create and update routes against hostile input: text PostgreSQL cannot
 * store is refused like any invalid field, no input is answered 5xx, and a refused one changes nothing.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { BUILT_IN_KEYS, hostileText, hostileValue, toJson } from '../../test/hostile-input';
import { propertyRuns } from '../../test/property-runs';
import { rowCounter } from '../../test/row-count';
import { adminFetch, signedIn } from '../../test/sign-in';
import { WEBHOOK_FORMATS } from '@leadline/domain';
import { WEBHOOK_EVENTS } from './webhooks/events';

const RUNS = propertyRuns(300, 1000);
const UNSTORABLE = ['a\u0000b', '\u0000', 'a\ud800b', '\udfff'];
const VALID = { url: 'https://hooks.example.com/x', events: ['lead.created'] };

/** A JSON object written field by field (each value already JSON text); absent fields left out. */
const objectText = (fields: Record<string, string | null>) =>
  `{${Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
    .join(',')}}`;

const json = (value: unknown) => JSON.stringify(value);

const urlText = fc.oneof(
  fc.webUrl().map(json),
  hostileText.map((text) => json(`https://hooks.example.com/${text}`)),
  hostileText.map(json),
  hostileValue.map(toJson),
);
const eventsText = fc.oneof(
  fc.subarray([...WEBHOOK_EVENTS], { minLength: 1 }).map(json),
  hostileValue.map(toJson),
);
const descriptionText = fc.oneof(
  fc.string({ maxLength: 200 }).map(json),
  hostileText.map(json),
  fc.constant('null'),
  hostileValue.map(toJson),
);
const enabledText = fc.oneof(fc.boolean().map(json), hostileValue.map(toJson));
const formatText = fc.oneof(
  fc.constantFrom(...WEBHOOK_FORMATS).map(json),
  hostileText.map(json),
  hostileValue.map(toJson),
);
const extraKey = fc.oneof(fc.constantFrom(...BUILT_IN_KEYS), fc.string({ maxLength: 10 }));

/** A body with every field optional (required ones present most of the time), now and then one more key. */
const bodies = (required: boolean) =>
  fc
    .record({
      url: required ? fc.option(urlText, { freq: 10 }) : fc.option(urlText),
      events: required ? fc.option(eventsText, { freq: 10 }) : fc.option(eventsText),
      description: fc.option(descriptionText),
      enabled: fc.option(enabledText),
      format: fc.option(formatText),
      extra: fc.option(fc.tuple(extraKey, hostileValue.map(toJson)), { freq: 4 }),
    })
    .map(({ extra, ...fields }) =>
      objectText(extra ? { ...fields, [extra[0]]: extra[1] } : fields),
    );

describeIntegration('webhook endpoints against hostile input', () => {
  const app = useTestServer();
  let cookie = '';
  let endpointId = '';
  let rows: () => Promise<number> = async () => Number.NaN;
  const admin = adminFetch(app, () => cookie);
  const endpoints = () => app.db.knex('webhook_endpoints').orderBy('id').select();

  beforeAll(async () => {
    cookie = await signedIn(app, 'admin');
    const created = await admin('POST', '/api/admin/webhooks', {
      url: 'https://hooks.example.com/leadline',
      events: ['lead.created'],
    });
    endpointId = ((await created.json()) as { id: string }).id;
    rows = await rowCounter(app.db.knex);
  });

  it('refuses text PostgreSQL cannot store in url or description with a 400, on create and update', async () => {
    for (const text of UNSTORABLE) {
      for (const [field, body] of [
        ['url', { url: `https://hooks.example.com/${text}` }],
        ['description', { description: text }],
      ] as const) {
        const before = await endpoints();
        const created = await admin('POST', '/api/admin/webhooks', { ...VALID, ...body });
        expect(created.status, `create with ${json(text)} in ${field}`).toBe(400);
        expect(((await created.json()) as { fields: object }).fields).toHaveProperty(field);
        const updated = await admin('PATCH', `/api/admin/webhooks/${endpointId}`, body);
        expect(updated.status, `update with ${json(text)} in ${field}`).toBe(400);
        expect(((await updated.json()) as { fields: object }).fields).toHaveProperty(field);
        expect(await endpoints()).toEqual(before);
      }
    }
  });

  it(`creates from ${RUNS} generated bodies: none answered 5xx, no 4xx writes`, async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(bodies(true), async (body) => {
        const before = await rows();
        const answer = await admin('POST', '/api/admin/webhooks', body);
        statuses.add(answer.status);
        expect(answer.status, `${body.slice(0, 300)}: ${await answer.text()}`).toBeLessThan(500);
        if (answer.status >= 400) expect(await rows()).toBe(before);
      }),
      { numRuns: RUNS },
    );
    // Both ways out were taken: some bodies were refused, some stored.
    expect(statuses.has(201) && statuses.has(400), [...statuses].join()).toBe(true);
  }, 300_000);

  it(`updates from ${RUNS} generated bodies: none answered 5xx, no 4xx writes`, async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(bodies(false), async (body) => {
        const before = await endpoints();
        const answer = await admin('PATCH', `/api/admin/webhooks/${endpointId}`, body);
        statuses.add(answer.status);
        expect(answer.status, `${body.slice(0, 300)}: ${await answer.text()}`).toBeLessThan(500);
        if (answer.status >= 400) expect(await endpoints()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
    expect(statuses.has(200) && statuses.has(400), [...statuses].join()).toBe(true);
  }, 300_000);
});
