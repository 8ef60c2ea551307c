/**
 * The analytics reports' query strings: a range is two days of 2000-2999, from <= to, at most
 * MAX_RANGE_DAYS long; anything else is a 400 that says what is wrong, never a 5xx.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { MAX_RANGE_DAYS } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { propertyRuns } from '../../test/property-runs';
import { signedIn } from '../../test/sign-in';

const RUNS = propertyRuns(60, 600);
const REPORTS = ['summary', 'trends', 'paths', 'sources', 'campaigns', 'referrers', 'revenue'];

const day = fc
  .date({
    min: new Date('1999-06-01T00:00:00Z'),
    max: new Date('3000-06-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const value = fc.oneof(
  day,
  fc.constantFrom('2026-02-29', '2024-02-29', '2026-13-01', '2026-1-5', '20260105', ' 2026-01-05'),
  fc.constantFrom('', 'today', '2026-01-05T00:00:00Z', '%00', '9'.repeat(40), '-2026-01-05'),
  fc.string({ maxLength: 20, unit: 'binary' }),
);
const key = fc.oneof(
  fc.constantFrom(
    'from',
    'to',
    'from',
    'to',
    'from[]',
    'to[0]',
    'limit',
    'constructor',
    '__proto__',
  ),
  fc.string({ maxLength: 8 }),
);
const query = fc
  .array(fc.tuple(key, value), { maxLength: 4 })
  .map((pairs) => new URLSearchParams(pairs).toString());

describeIntegration('analytics report ranges', () => {
  const app = useTestServer();
  let admin = '';
  const get = async (path: string) => {
    const response = await app.get(`/api/admin/analytics/${path}`, { cookie: admin });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
  });

  it.each([
    ['from=2026-03-02&to=2026-03-01', { to: 'to must be the same day as from or later.' }],
    [
      'from=2026-02-30&to=2026-03-01',
      { from: expect.stringMatching(/^from must be a day written YYYY-MM-DD/) },
    ],
    ['from=2026-03-01', { to: 'Give to with from, or neither.' }],
    ['to=2026-03-01', { from: 'Give from with to, or neither.' }],
    ['from=2025-01-01&to=2026-01-02', { to: `A range covers at most ${MAX_RANGE_DAYS} days.` }],
    [
      'from=1999-12-31&to=2000-01-01',
      { from: expect.stringMatching(/between 2000-01-01 and 2999-12-31/) },
    ],
    ['from=2026-03-01&from=2026-03-02&to=2026-03-03', { from: 'from must be text.' }],
    ['days=30', { body: 'Unknown field: days.' }],
  ])('refuses %s with a 400 that names the field', async (search, fields) => {
    for (const report of REPORTS) {
      const { status, body } = await get(`${report}?${search}`);
      expect(status, report).toBe(400);
      expect(body.fields).toEqual(fields);
      expect(typeof body.error).toBe('string');
    }
  });

  it('takes a range of exactly the longest span, and one day', async () => {
    const { status, body } = await get(`trends?from=2024-01-01&to=2024-12-31`);
    expect(status).toBe(200);
    expect(body).toHaveLength(MAX_RANGE_DAYS);
    expect((await get('summary?from=2999-12-31&to=2999-12-31')).status).toBe(200);
  });

  it(`answers ${RUNS} generated query strings per report with a report or a 400, never a 5xx`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REPORTS), query, async (report, search) => {
        const { status, body } = await get(`${report}?${search}`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, `${report}?${search}: ${JSON.stringify(body)}`).toBeOneOf([200, 400]);
        if (status === 400) expect(typeof body.error).toBe('string');
      }),
      { numRuns: RUNS * REPORTS.length },
    );
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
  });
});
