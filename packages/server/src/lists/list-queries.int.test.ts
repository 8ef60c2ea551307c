/**
 * The admin lists (the spec's, the Outbox, the subscribers and the people) against generated query strings: whatever an admin's browser (or a hand-edited URL)
 * sends, the answer is a page within its limit or a 400 with a message, never a 5xx.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../test/harness';
import { propertyRuns } from '../test/property-runs';
import { signedIn } from '../test/sign-in';

const RUNS = propertyRuns(100, 1000);

const LISTS = [
  '/api/admin/hot-leads',
  '/api/admin/warm-leads',
  '/api/admin/submissions/leads',
  '/api/admin/submissions/contacts',
  '/api/admin/workflow-submissions',
  '/api/admin/outbox',
  '/api/admin/newsletter/subscribers',
  '/api/admin/people',
];

const key = fc.oneof(
  fc.constantFrom('limit', 'offset', 'status', 'notified', 'contacted', 'page', 'limit[]', 'sort'),
  fc.string({ maxLength: 12 }),
);
const value = fc.oneof(
  fc.constantFrom('0', '1', '10', '100', '101', '-1', '1e3', '1e400', '0x10', ' 5', '5 ', 'NaN'),
  fc.constantFrom('true', 'false', 'new', 'contacted', '', '%00', '9'.repeat(40)),
  fc.constantFrom('failed', 'sent', 'kept', 'confirmed', 'pending', 'unsubscribed'),
  fc.constantFrom('score', 'fit', 'recent', 'best', 'SCORE'),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.double().map(String),
  fc.string({ maxLength: 40, unit: 'binary' }),
);
const query = fc
  .array(fc.tuple(key, value), { maxLength: 5 })
  .map((pairs) => new URLSearchParams(pairs).toString());

describeIntegration('admin list queries', () => {
  const app = useTestServer();
  let admin = '';

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
  });

  it(`answers ${RUNS} generated queries per list with a page or a 400, never a 5xx`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LISTS), query, async (path, search) => {
        const response = await app.get(`${path}?${search}`, { cookie: admin });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const body = (await response.json()) as { items?: unknown[]; error?: string };
        expect(response.status, `${path}?${search}: ${JSON.stringify(body)}`).toBeOneOf([200, 400]);
        if (response.status === 400) expect(typeof body.error).toBe('string');
        else expect(Array.isArray(body.items)).toBe(true);
      }),
      { numRuns: RUNS * LISTS.length },
    );
    // Both outcomes were exercised, or the generators say little.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
  });
});
