/**
 * The analytics reports over a date range (?from=&to=, days of TIME_ZONE): sessions on each side of
 * local midnight in a zone with a quarter-hour offset, search split by utm_medium, campaigns and
 * referrer domains, over HTTP as the screen asks.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { signedIn } from '../../test/sign-in';

// Kathmandu is UTC+05:45: 2026-03-10 there runs from 2026-03-09T18:15Z to 2026-03-10T18:15Z.
const ZONE = 'Asia/Kathmandu';

describeIntegration('ranged analytics reports', () => {
  const app = useTestServer({ TIME_ZONE: ZONE });
  let cookie = '';
  const get = async (path: string) => {
    const response = await fetch(`${app.url}/api/admin/analytics/${path}`, { headers: { cookie } });
    expect(response.status, path).toBe(200);
    return response.json() as Promise<unknown>;
  };
  const day = (from: string, to = from) => `from=${from}&to=${to}`;

  beforeAll(async () => {
    cookie = await signedIn(app, 'admin');
    const session = (id: string, at: string, score: number, fields: Record<string, unknown>) => ({
      session_id: id,
      visitor_id: `v-${id}`,
      device_type: 'desktop',
      source: 'direct',
      score,
      created_at: at,
      last_activity_at: at,
      ...fields,
    });
    // referral_source as ingestion sets it (@leadline/domain's referralSourceOf).
    const google = {
      source: 'search',
      referrer: 'https://www.google.com/search?q=mvp',
      referral_source: 'google.com',
    };
    await app.db.knex('analytics_sessions').insert([
      // The last second of March 9th, local time.
      session('a', '2026-03-09T18:14:59Z', 80, {
        ...google,
        utm_medium: 'cpc',
        landing_page: '/services',
      }),
      // Local midnight: March 10th.
      session('b', '2026-03-09T18:15:00Z', 90, {
        ...google,
        utm_source: 'google',
        utm_medium: ' Paid_Search',
        utm_campaign: 'brand',
        referral_source: 'google',
        landing_page: '/services',
      }),
      session('c', '2026-03-10T12:00:00Z', 30, { ...google, landing_page: '/' }),
      session('d', '2026-03-10T18:14:59.999Z', 55, {
        source: 'referral',
        referrer: 'https://News.Example.org:8443/story?id=1',
        referral_source: 'news.example.org',
        landing_page: '/blog',
      }),
      session('f', '2026-03-10T10:00:00Z', 10, {
        source: 'email',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
      }),
      // Local midnight again: March 11th.
      session('e', '2026-03-10T18:15:00Z', 60, { referrer: 'https://site.example/' }),
    ]);
    await app.db.knex('hot_leads').insert([
      { session_id: 'a', score: 80, seconds_to_hot: 300, created_at: '2026-03-09T18:14:59Z' },
      {
        session_id: 'b',
        score: 90,
        email: 'b@example.com',
        seconds_to_hot: 100,
        created_at: '2026-03-09T18:20:00Z',
      },
    ]);
  });

  it('counts the sessions that started on the local days of the range', async () => {
    expect(await get(`summary?${day('2026-03-10')}`)).toEqual({
      totalSessions: 4,
      hotLeads: 1,
      warmLeads: 1,
      engagedLeads: 1,
      coldLeads: 1,
      emailCaptureRate: 100,
      avgTimeToHotLead: 100,
    });
    expect(await get(`trends?${day('2026-03-08', '2026-03-11')}`)).toEqual([
      { date: '2026-03-08', hotLeads: 0, warmLeads: 0, engagedLeads: 0 },
      { date: '2026-03-09', hotLeads: 1, warmLeads: 0, engagedLeads: 0 },
      { date: '2026-03-10', hotLeads: 1, warmLeads: 1, engagedLeads: 1 },
      { date: '2026-03-11', hotLeads: 0, warmLeads: 1, engagedLeads: 0 },
    ]);
    expect(await get(`paths?${day('2026-03-10')}`)).toEqual([
      { path: '/services', avgScore: 90, count: 1 },
      { path: '/blog', avgScore: 55, count: 1 },
      { path: '/', avgScore: 30, count: 1 },
    ]);
    expect(await get(`summary?${day('2026-03-09', '2026-03-11')}`)).toMatchObject({
      totalSessions: 6,
      hotLeads: 2,
      emailCaptureRate: 50,
      avgTimeToHotLead: 200,
    });
  });

  it('splits search into paid and organic by utm_medium', async () => {
    expect(await get(`sources?${day('2026-03-10')}`)).toEqual([
      {
        source: 'search',
        sessions: 2,
        hotLeads: 1,
        conversionRate: 50,
        paid: { sessions: 1, hotLeads: 1, conversionRate: 100 },
        organic: { sessions: 1, hotLeads: 0, conversionRate: 0 },
      },
      { source: 'email', sessions: 1, hotLeads: 0, conversionRate: 0 },
      { source: 'referral', sessions: 1, hotLeads: 0, conversionRate: 0 },
    ]);
    const [search] = (await get(`sources?${day('2026-03-09')}`)) as unknown[];
    expect(search).toMatchObject({ paid: { sessions: 1 }, organic: { sessions: 0 } });
  });

  it('answers the campaigns and the referrer domains of the range, or of all time', async () => {
    expect(await get(`campaigns?${day('2026-03-10')}`)).toEqual([
      {
        campaign: 'brand',
        source: 'google',
        medium: ' Paid_Search',
        sessions: 1,
        hotLeads: 1,
        conversionRate: 100,
      },
      {
        campaign: 'spring',
        source: 'newsletter',
        medium: 'email',
        sessions: 1,
        hotLeads: 0,
        conversionRate: 0,
      },
    ]);
    // Untagged visits only: b, a Google ad, is a campaign's.
    expect(await get(`referrers?${day('2026-03-10')}`)).toEqual([
      { domain: 'google.com', sessions: 1, hotLeads: 0, conversionRate: 0 },
      { domain: 'news.example.org', sessions: 1, hotLeads: 0, conversionRate: 0 },
    ]);
    // All time: session a (March 9th) too; e, referred by the site itself, has no referral source.
    expect(await get('referrers')).toEqual([
      { domain: 'google.com', sessions: 2, hotLeads: 1, conversionRate: 50 },
      { domain: 'news.example.org', sessions: 1, hotLeads: 0, conversionRate: 0 },
    ]);
    expect(await get(`campaigns?${day('2026-03-11')}`)).toEqual([]);
  });

  it('answers as before without a range: all time, from the tallies', async () => {
    expect(await get('summary')).toMatchObject({ totalSessions: 6, hotLeads: 2 });
    const sources = (await get('sources')) as Record<string, unknown>[];
    expect(sources[0]).toEqual({
      source: 'search',
      sessions: 3,
      hotLeads: 2,
      conversionRate: 66.7,
    });
  });
});
