/**
 * Every public endpoint against generated hostile input: no answer is a 5xx, and no 4xx writes a row.
 * The generators are in test/hostile-input.ts; `npm run fuzz` (CI, after `npm test`) sends 10,000
 * requests per endpoint from them.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createSession } from './test/analytics-factories';
import { describeIntegration, useTestServer } from './test/harness';
import { hostileEndpoints, type HostileEndpoint } from './test/hostile-input';
import { propertyRuns } from './test/property-runs';
import { sendRaw } from './test/raw-http';
import { rowCounter } from './test/row-count';

const RUNS = propertyRuns(250, 1000);

describeIntegration('hostile input on every public endpoint', () => {
  const app = useTestServer({
    FORM_RATE_LIMIT: '100000',
    ANALYTICS_IP_RATE_LIMIT: '10000000',
    EVENT_RATE_LIMIT: '10000000',
  });
  let endpoints: HostileEndpoint[] = [];
  let rows: () => Promise<number> = async () => Number.NaN;

  beforeAll(async () => {
    const sessions = [await createSession(app), await createSession(app)];
    endpoints = hostileEndpoints(sessions);
    rows = await rowCounter(app.db.knex);
  });

  it('has a generator for each public endpoint', () => {
    expect(endpoints.map((endpoint) => endpoint.name)).toEqual([
      'POST /api/contact',
      'POST /api/calculate',
      'POST /api/workflow-wizard',
      'POST /api/newsletter',
      'POST /api/analytics/session',
      'POST /api/analytics/event',
      'POST /api/analytics/events',
      'GET /api/analytics/session/:id/score',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/unsubscribe',
      'POST /api/login',
      'POST /api/booking',
      'GET /api/booking/slots',
      'GET /api/booking/manage/:token',
      'POST /api/booking/manage/:token/move',
      'POST /api/booking/manage/:token/cancel',
      'GET /api/booking/feed/:secret.ics',
    ]);
  });

  for (const index of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]) {
    it(`endpoint ${index}: ${RUNS} generated requests, none answered 5xx, no 4xx writes a row`, async () => {
      const endpoint = endpoints[index]!;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(endpoint.requests, async (request) => {
          const before = await rows();
          const answer = await sendRaw(app.url, request);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          expect(answer.status, `${endpoint.name}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(await rows(), `${endpoint.name} answered ${answer.status} but wrote`).toBe(
              before,
            );
          }
        }),
        { numRuns: RUNS },
      );
      // Both ways out were taken: some requests were refused, some (not all) accepted.
      const refused = [...statuses].filter(([status]) => status >= 400).length;
      expect(refused, `${endpoint.name}: ${JSON.stringify([...statuses])}`).toBeGreaterThan(0);
    }, 300_000);
  }
});
