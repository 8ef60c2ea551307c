/**
 * "/" and "/?utm_source=x" are one landing page: the server stores the path (landingPathOf) and
 * migration 20261202000400 normalized the rows stored before, keeping the paths report exact.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { landingPathOf } from '@leadline/domain';
import { up as normalizeLandingPages } from '../../db/migrations/20261202000400_normalize_landing_pages';
import { createSession } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { propertyRuns } from '../../test/property-runs';
import { signedIn } from '../../test/sign-in';
import { compactTallies } from './tallies';

const stored = [
  '/?utm_source=google&utm_medium=cpc',
  '/#pricing',
  '/',
  'https://www.site.example/?utm_campaign=spring',
  '//site.example/services?x=1',
  '/services?ref=nav#faq',
  '/services',
  '?utm_source=x',
  null,
];

describeIntegration('one landing page per path', () => {
  const app = useTestServer();
  let cookie = '';
  const paths = async () => {
    const response = await fetch(`${app.url}/api/admin/analytics/paths`, { headers: { cookie } });
    return response.json();
  };

  beforeAll(async () => {
    cookie = await signedIn(app, 'admin');
  });

  it('stores the path of the landing page a session posts, query and fragment left out', async () => {
    const id = await createSession(app, {
      landingPage: '/pricing?utm_source=newsletter&utm_medium=email#plans',
      utmSource: 'newsletter',
      utmMedium: 'email',
      firstVisit: {
        referrer: null,
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: null,
        utmContent: null,
        utmTerm: null,
        landingPage: '/pricing?utm_source=newsletter',
        timestamp: new Date().toISOString(),
      },
    });
    const row = await app.db.knex('analytics_sessions').where({ session_id: id }).first();
    expect(row).toMatchObject({ landing_page: '/pricing', source: 'email', utm_medium: 'email' });
    expect(row.first_visit).toMatchObject({ landingPage: '/pricing', utmSource: 'newsletter' });
    await app.db.knex('analytics_sessions').where({ session_id: id }).del();
  });

  it('normalizes the rows stored before, and the paths report follows exactly', async () => {
    const knex = app.db.knex;
    await knex('analytics_sessions').insert(
      stored.map((page, i) => ({
        session_id: `old-${i}`,
        visitor_id: `v-${i}`,
        device_type: 'desktop',
        score: 30 + i,
        landing_page: page,
        first_visit: page === null ? null : JSON.stringify({ landingPage: page, source: 'direct' }),
      })),
    );
    await compactTallies(knex);
    await normalizeLandingPages(knex);
    const rows = await knex('analytics_sessions')
      .orderBy('session_id')
      .select('landing_page', 'first_visit');
    expect(rows.map((row) => row.landing_page)).toEqual(stored.map(landingPathOf));
    expect(rows.map((row) => row.first_visit?.landingPage ?? null)).toEqual(
      stored.map(landingPathOf),
    );
    const reference = await knex.raw(
      `select coalesce(landing_page, '/') as path, round(avg(score), 1)::float8 as "avgScore", count(*)::int as count
       from analytics_sessions where score >= 25 group by 1 order by count desc, "avgScore" desc, path limit 10`,
    );
    expect(await paths()).toEqual(reference.rows);
    // Five spellings of "/", and a session without a landing page.
    expect(reference.rows[0]).toMatchObject({ path: '/', count: 6 });
    // Run again, it changes nothing.
    await normalizeLandingPages(knex);
    expect(await paths()).toEqual(reference.rows);
  });

  it('normalizes in SQL exactly as landingPathOf does', async () => {
    const knex = app.db.knex;
    const page = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().chain((path) => fc.webQueryParameters().map((query) => `${path}?${query}`)),
      fc.constantFrom('/a?b#c', '#', '?', 'HTTPS://X.Y/a', 'a\nb?c', '/?\n', 'mailto:x?y'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(page, { minLength: 1, maxLength: 10 }), async (pages) => {
        const clean = pages.map((text) => text.replace(/\0/g, ''));
        await knex('analytics_sessions').del();
        await knex('analytics_sessions').insert(
          clean.map((landing, i) => ({
            session_id: `p-${i}`,
            visitor_id: 'v',
            device_type: 'desktop',
            landing_page: landing,
          })),
        );
        await normalizeLandingPages(knex);
        const rows = await knex('analytics_sessions').orderBy('session_id').pluck('landing_page');
        const sorted = clean
          .map((landing, i) => [`p-${i}`, landing] as const)
          .sort(([a], [b]) => (a < b ? -1 : 1));
        expect(rows).toEqual(sorted.map(([, landing]) => landingPathOf(landing)));
      }),
      { numRuns: propertyRuns(30, 300) },
    );
  });
});
