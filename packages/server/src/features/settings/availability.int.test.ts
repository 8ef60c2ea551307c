/**
 * The owner's availability (GET and PUT /api/admin/settings/availability) on a real server: the site's
 * value until the owner saves one; a saved one in the served pages (the home page's banner, the
 * calculator, the meta tag the browser reads) right after the PUT, without a restart; in the estimate
 * mail; on another instance of the same database within its poll; bad input 400, never 5xx.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AVAILABILITY_PLACEHOLDERS as P } from '@leadline/domain';
import { createLogger } from '../../logger';
import { startServer } from '../../server';
import {
  describeIntegration,
  testConfig,
  testDatabaseKind,
  useTestServer,
} from '../../test/harness';
import { freePort, testMailServer, type ReceivedMail } from '../../test/mail-server';
import { propertyRuns } from '../../test/property-runs';
import { adminFetch, signedIn } from '../../test/sign-in';
import { startLiveAvailability } from './live-availability';

const ROUTE = '/api/admin/settings/availability';
const RUNS = propertyRuns(100, 1000);

// The pages as packages/web's prerender step writes them: stand-ins where the availability goes.
const META = `<meta name="leadline:availability" content="month=${P.month}&amp;slotsLeft=${P.slotsLeft}"/>`;
const site = mkdtempSync(path.join(tmpdir(), 'leadline-availability-site-'));
const FILES: Record<string, string> = {
  'index.html': `<html><head>${META}</head><body><p>Currently Booking: <!-- -->${P.bookingMonth}</p><span>${P.slotsRemaining}</span></body></html>`,
  'calculator/index.html': `<html><head>${META}</head><body><div data-island="calculator" data-island-props="{}"><li>Est. Start: <!-- -->${P.bookingMonth}</li></div></body></html>`,
  'admin/index.html': `<html><head>${META}</head><body><p>Loading...</p></body></html>`,
  '404.html': `<html><head>${META}</head><body>404 Page Not Found</body></html>`,
};
for (const [file, content] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), content);
}
afterAll(() => rmSync(site, { recursive: true, force: true }));

const smtp = testMailServer(await freePort());
const addressed = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);

describeIntegration('availability', () => {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const app = useTestServer({
    PUBLIC_DIR: site,
    SMTP_URL: smtp.url,
    DELIVERY_POLL_MS: '100',
    NOTIFY_EMAIL: 'owner@studio.example',
  });
  let adminCookie = '';
  let viewerCookie = '';
  const admin = adminFetch(app, () => adminCookie);
  const viewer = adminFetch(app, () => viewerCookie);
  const anonymous = adminFetch(app, () => '');

  beforeAll(async () => {
    adminCookie = await signedIn(app, 'admin');
    viewerCookie = await signedIn(app, 'viewer');
  });

  const put = async (body: unknown) => {
    const response = await admin('PUT', ROUTE, body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const page = async (urlPath: string, base = app.url) => {
    const response = await fetch(`${base}${urlPath}`, { headers: { 'accept-encoding': 'br' } });
    const text = await response.text();
    expect(text, urlPath).not.toContain('__LEADLINE_');
    return text;
  };

  it("answers the site's availability until the owner saves one", async () => {
    const response = await admin('GET', ROUTE);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ month: '2026-01', slotsLeft: 1, source: 'site' });
  });

  it('serves a saved month in the home page and the calculator right after the PUT', async () => {
    expect(await put({ month: '2027-03', slotsLeft: 3 })).toEqual({
      status: 200,
      body: { month: '2027-03', slotsLeft: 3, source: 'settings' },
    });
    const home = await page('/');
    expect(home).toContain('Currently Booking: <!-- -->March 2027');
    expect(home).toContain('<span>3 slots remaining</span>');
    expect(home).toContain('content="month=2027-03&amp;slotsLeft=3"');
    expect(await page('/calculator')).toContain('Est. Start: <!-- -->March 2027');
    expect(await page('/admin/settings')).toContain('month=2027-03');
    expect(await page('/no-such-page')).toContain('month=2027-03');
    expect(await (await admin('GET', ROUTE)).json()).toEqual({
      month: '2027-03',
      slotsLeft: 3,
      source: 'settings',
    });

    await put({ month: '2027-04', slotsLeft: 1 });
    const next = await page('/');
    expect(next).toContain('Currently Booking: <!-- -->April 2027');
    expect(next).toContain('<span>1 slot remaining</span>');
  });

  it('sends browsers the new page, not their stored copy (a new ETag)', async () => {
    await put({ month: '2027-05', slotsLeft: 2 });
    const first = await fetch(`${app.url}/`);
    const etag = first.headers.get('etag')!;
    const revalidate = { 'cache-control': 'max-age=0', 'if-none-match': etag };
    expect((await fetch(`${app.url}/`, { headers: revalidate })).status).toBe(304);
    await put({ month: '2027-06', slotsLeft: 2 });
    const changed = await fetch(`${app.url}/`, { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('June 2027');
  });

  it('says the saved month in the estimate mail', async () => {
    await put({ month: '2028-02', slotsLeft: 1 });
    const visitor = `availability-${Date.now()}@example.com`;
    const response = await app.post('/api/calculate', {
      email: visitor,
      selectedFeatures: ['auth'],
      totalCost: 2000,
    });
    expect(response.status).toBe(201);
    const [estimate] = await smtp.waitFor(addressed(visitor));
    expect(estimate!.text).toMatch(/Estimated start:\s+February 2028/);
    expect(estimate!.text).not.toContain('January 2026');
  });

  it('reaches another instance of the same database within its poll', async () => {
    const other = await startLiveAvailability(app.db.knex, {
      fallback: { month: '2026-01', slotsLeft: 1 },
      pollMs: 50,
      logger: createLogger('silent'),
    });
    try {
      await put({ month: '2029-09', slotsLeft: 4 });
      await expect
        .poll(() => other.current(), { timeout: 5000 })
        .toEqual({
          month: '2029-09',
          slotsLeft: 4,
          source: 'settings',
        });
    } finally {
      other.stop();
    }
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    "serves another server's PUT in its own pages within SETTINGS_POLL_MS",
    async () => {
      const second = await startServer(
        testConfig(app.database, { PUBLIC_DIR: site, SETTINGS_POLL_MS: '100' }),
      );
      try {
        await put({ month: '2030-11', slotsLeft: 2 });
        await expect
          .poll(() => page('/calculator', second.url), { timeout: 5000 })
          .toContain('Est. Start: <!-- -->November 2030');
      } finally {
        await second.stop();
      }
    },
  );

  it('refuses a bad month or number with a clear 400, and keeps what was saved', async () => {
    await put({ month: '2027-07', slotsLeft: 5 });
    const month = 'month must be a month written YYYY-MM, such as 2026-01 (years 2000-2099).';
    const slots = 'slotsLeft must be a whole number from 0 to 99.';
    const cases: [unknown, Record<string, string>][] = [
      [{ month: '2027-13', slotsLeft: 1 }, { month }],
      [{ month: '2027-7', slotsLeft: 1 }, { month }],
      [{ month: '1999-12', slotsLeft: 1 }, { month }],
      [{ month: 202707, slotsLeft: 1 }, { month }],
      [{ month: '2027-07', slotsLeft: 100 }, { slotsLeft: slots }],
      [{ month: '2027-07', slotsLeft: -1 }, { slotsLeft: slots }],
      [{ month: '2027-07', slotsLeft: 1.5 }, { slotsLeft: slots }],
      [{ month: '2027-07', slotsLeft: '2' }, { slotsLeft: slots }],
      [{ month: '2027-07' }, { slotsLeft: slots }],
      [{ month: '2027-07', slotsLeft: 1, note: 'x' }, { body: 'Unknown field: note.' }],
    ];
    for (const [body, fields] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields, JSON.stringify(body)).toEqual(fields);
      expect(answer.body.error).toBe(Object.values(fields)[0]);
    }
    for (const text of ['[]', '"2027-07"', 'null', '{"month":', '']) {
      const answer = await admin('PUT', ROUTE, text);
      expect(answer.status, text).toBeGreaterThanOrEqual(400);
      expect(answer.status, text).toBeLessThan(500);
    }
    expect(await (await admin('GET', ROUTE)).json()).toMatchObject({ month: '2027-07' });
    expect(await page('/')).toContain('July 2027');
  });

  it(`answers ${RUNS} generated bodies with 200 or 400, never 5xx, storing only valid ones`, async () => {
    const value = fc.oneof(
      fc.anything(),
      fc.integer({ min: -5, max: 120 }),
      fc.double(),
      fc.string(),
      fc
        .tuple(fc.integer({ min: 1990, max: 2110 }), fc.integer({ min: 0, max: 13 }))
        .map(([year, m]) => `${year}-${String(m).padStart(2, '0')}`),
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.record({ month: value, slotsLeft: value }, { requiredKeys: [] }),
        async (body) => {
          const before = await (await admin('GET', ROUTE)).json();
          const answer = await put(body);
          statuses.add(answer.status);
          expect([200, 400], JSON.stringify(answer.body)).toContain(answer.status);
          const after = await (await admin('GET', ROUTE)).json();
          if (answer.status === 400) expect(after).toEqual(before);
          else {
            const sent = JSON.parse(JSON.stringify(body)) as object;
            expect(after).toEqual({ ...sent, source: 'settings' });
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(statuses.has(400)).toBe(true);
  }, 120_000);

  it('is for admins only: 401 without a session, 403 for a viewer', async () => {
    for (const [who, fetcher, status] of [
      ['anonymous', anonymous, 401],
      ['viewer', viewer, 403],
    ] as const) {
      expect((await fetcher('GET', ROUTE)).status, who).toBe(status);
      expect((await fetcher('PUT', ROUTE, { month: '2031-01', slotsLeft: 1 })).status, who).toBe(
        status,
      );
    }
    expect(await page('/')).not.toContain('January 2031');
  });
});
