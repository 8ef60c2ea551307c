/**
 * "Where clients come from" (GET /api/admin/analytics/revenue): a won deal's value goes to the
 * campaign that first brought the person, even when their later visits came from elsewhere.
 */
import { beforeAll, expect, it } from 'vitest';
import {
  reportToday,
  shiftReportDay,
  type RevenueItem,
  type SessionPayload,
} from '@leadline/domain';
import { createSession, sessionPayload, track } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { signedIn } from '../../test/sign-in';

const EMAIL = 'first-touch@example.com';
const tags = (utmSource: string, utmMedium: string, utmCampaign: string) => ({
  referrer: null,
  utmSource,
  utmMedium,
  utmCampaign,
  utmContent: null,
  utmTerm: null,
});
const ADS = tags('google', 'cpc', 'spring-ads');
const RETARGET = tags('facebook', 'paid-social', 'retarget');
const NEWSLETTER = tags('newsletter', 'email', 'april');

/** A visitor's session as the tracker posts it: its own tags, and those of the visitor's first visit. */
const visit = (own: typeof ADS, first: typeof ADS, more: Partial<SessionPayload> = {}) =>
  sessionPayload({
    ...own,
    landingPage: `/?utm_campaign=${own.utmCampaign}`,
    firstVisit: { ...first, landingPage: '/', timestamp: new Date().toISOString() },
    ...more,
  });

describeIntegration('where clients come from', () => {
  const app = useTestServer();
  let cookie = '';
  const revenue = async (query = '') => {
    const response = await fetch(`${app.url}/api/admin/analytics/revenue${query}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as RevenueItem[];
  };
  const row = (rows: RevenueItem[], campaign: string | null) =>
    rows.find((item) => item.campaign === campaign);

  beforeAll(async () => {
    cookie = await signedIn(app, 'admin');
    // First visit: a Google ad; the visitor gives their address.
    const first = visit(ADS, ADS);
    await createSession(app, first);
    await track(app, first.sessionId, 'EMAIL_CAPTURED', {
      eventCategory: 'conversion',
      metadata: { email: EMAIL, captureMethod: 'hot_lead_popup' },
    });
    await app.db.knex.raw(
      `update analytics_sessions set created_at = now() - interval '2 days' where session_id = ?`,
      [first.sessionId],
    );
    // Back later from the newsletter (the tracker remembers the first visit), then on another
    // device from a Facebook ad, where they give the same address again.
    await createSession(app, visit(NEWSLETTER, ADS, { visitorId: first.visitorId, visitCount: 2 }));
    const phone = visit(RETARGET, RETARGET);
    await createSession(app, phone);
    await track(app, phone.sessionId, 'EMAIL_CAPTURED', {
      eventCategory: 'conversion',
      metadata: { email: EMAIL, captureMethod: 'hot_lead_popup' },
    });
    // They book a call (and cancel another), and the owner wins the deal.
    const [person] = await app.db
      .knex('people')
      .where({ email: EMAIL })
      .select<{ id: string }[]>('id');
    const booking = (status: string, hour: number) => ({
      person_id: person!.id,
      name: 'First Touch',
      email: EMAIL,
      start_at: new Date(Date.now() + hour * 3_600_000),
      end_at: new Date(Date.now() + (hour + 0.5) * 3_600_000),
      status,
      manage_token_hash: `hash-${status}`,
    });
    await app.db.knex('bookings').insert([booking('confirmed', 48), booking('cancelled', 72)]);
    await app.db
      .knex('people')
      .where({ id: person!.id })
      .update({ stage: 'won', deal_value: 12_000, stage_changed_at: app.db.knex.fn.now() });
  });

  it('credits the won deal to the campaign that first brought the person', async () => {
    const today = reportToday('UTC');
    const rows = await revenue(`?from=${shiftReportDay(today, -6)}&to=${today}`);
    expect(row(rows, 'spring-ads')).toEqual({
      source: 'search',
      medium: 'cpc',
      campaign: 'spring-ads',
      sessions: 2,
      leads: 1,
      callsBooked: 1,
      won: 1,
      wonValue: 12_000,
    });
    expect(row(rows, 'retarget')).toEqual({
      source: 'social',
      medium: 'paid-social',
      campaign: 'retarget',
      sessions: 1,
      leads: 0,
      callsBooked: 0,
      won: 0,
      wonValue: 0,
    });
    expect(row(rows, 'april')).toBeUndefined();
    expect(rows[0]?.campaign).toBe('spring-ads');
    expect(await revenue()).toEqual(rows);
  });

  it('counts nothing outside the range', async () => {
    const past = shiftReportDay(reportToday('UTC'), -30);
    expect(await revenue(`?from=${past}&to=${shiftReportDay(past, 7)}`)).toEqual([]);
  });

  it('stores the landing page as its path: the tags are in their columns', async () => {
    const pages = await app.db
      .knex('analytics_sessions')
      .distinct('landing_page')
      .pluck('landing_page');
    expect(pages).toEqual(['/']);
  });
});
