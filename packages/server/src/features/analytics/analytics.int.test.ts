import { expect, it } from 'vitest';
import { countRows, describeIntegration, useTestServer } from '../../test/harness';
import {
  createSession,
  eventPayload,
  newSessionId,
  sessionPayload,
  track,
} from '../../test/analytics-factories';
import { recomputeScores } from '../../scoring/recompute';
import { listWarmLeads } from '../warm-leads/queries';
import { fixtureScoring } from '../../test/site';

describeIntegration('POST /api/analytics/session', () => {
  const app = useTestServer();

  it('creates the session once and only marks it active when the same tab posts again', async () => {
    const payload = sessionPayload({ deviceType: 'mobile' });
    const first = await app.post('/api/analytics/session', payload);
    expect(first.status).toBe(201);
    expect(await track(app, payload.sessionId, 'PAGE_VIEW')).toMatchObject({
      status: 201,
      points: 5,
      score: 5,
    });

    const reload = await app.post('/api/analytics/session', { ...payload, deviceType: 'tablet' });
    expect(reload.status).toBe(200);
    const rows = await app.db.knex('analytics_sessions').where({ session_id: payload.sessionId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ device_type: 'mobile', score: 5, pages_viewed: 1 });
  });

  it('classifies the traffic source itself, whatever the tracker says', async () => {
    const fromGoogle = sessionPayload({
      source: 'social',
      referrer: 'https://www.google.com/search?q=mvp',
    });
    const answer = await app.post('/api/analytics/session', fromGoogle);
    expect(await answer.json()).toMatchObject({ source: 'search' });
    const ownSite = sessionPayload({ source: 'referral', referrer: 'http://127.0.0.1/blog' });
    expect(await (await app.post('/api/analytics/session', ownSite)).json()).toMatchObject({
      source: 'direct',
    });
    const paid = sessionPayload({ utmMedium: 'cpc', utmSource: 'newsletter-x' });
    expect(await (await app.post('/api/analytics/session', paid)).json()).toMatchObject({
      source: 'search',
    });
  });

  it('stores the first-visit attribution', async () => {
    const payload = sessionPayload({
      isReturningVisitor: true,
      visitCount: 3,
      firstVisit: {
        source: 'social',
        referralSource: 't.co',
        referrer: 'https://t.co/abc',
        utmSource: null,
        utmMedium: null,
        utmCampaign: 'launch',
        utmContent: null,
        utmTerm: null,
        landingPage: '/blog/how-to-build-mvp-in-4-weeks',
        timestamp: '2026-01-02T03:04:05.000Z',
      },
    });
    await app.post('/api/analytics/session', payload);
    const row = await app.db
      .knex('analytics_sessions')
      .where({ session_id: payload.sessionId })
      .first();
    expect(row).toMatchObject({ is_returning_visitor: true, visit_count: 3 });
    expect(row.first_visit).toMatchObject({
      utmCampaign: 'launch',
      landingPage: '/blog/how-to-build-mvp-in-4-weeks',
    });
  });

  it('computes the referral source and the first visit classes from the raw fields, whatever the tracker says', async () => {
    const raw = {
      referrer: 'https://t.co/abc',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
    };
    // What the tracker sends: raw fields only. And what an older (or lying) one may send.
    const plain = sessionPayload({
      utmSource: 'newsletter',
      utmMedium: 'email',
      firstVisit: { ...raw, landingPage: '/blog', timestamp: '2026-01-02T03:04:05.000Z' },
    });
    const lying = sessionPayload({
      source: 'direct',
      referralSource: 'someone-else',
      referrer: 'https://www.google.com/search?q=mvp',
      firstVisit: {
        ...raw,
        source: 'email',
        referralSource: 'x',
        landingPage: '/',
        timestamp: '2026-01-02T03:04:05.000Z',
      },
    });
    for (const payload of [plain, lying]) {
      expect((await app.post('/api/analytics/session', payload)).status).toBe(201);
    }
    const rows = await app.db
      .knex('analytics_sessions')
      .whereIn('session_id', [plain.sessionId, lying.sessionId])
      .select('session_id', 'source', 'referral_source', 'first_visit');
    const row = (id: string) => rows.find((r: { session_id: string }) => r.session_id === id);
    expect(row(plain.sessionId)).toMatchObject({
      source: 'email',
      referral_source: 'newsletter',
      first_visit: { source: 'social', referralSource: 't.co', landingPage: '/blog' },
    });
    expect(row(lying.sessionId)).toMatchObject({
      source: 'search',
      referral_source: 'google.com',
      first_visit: { source: 'social', referralSource: 't.co', landingPage: '/' },
    });
  });

  it.each([
    ['sessionId', { sessionId: 'has spaces' }],
    ['visitorId', { visitorId: '' }],
    ['deviceType', { deviceType: 'watch' }],
    ['isReturningVisitor', { isReturningVisitor: 'maybe' }],
    ['referrer', { referrer: `https://x.co/${'a'.repeat(2048)}` }],
    ['utmCampaign', { utmCampaign: 'c'.repeat(256) }],
  ])('refuses a bad %s and writes nothing', async (field, change) => {
    const before = await countRows(app.db, 'analytics_sessions');
    const response = await app.post('/api/analytics/session', { ...sessionPayload(), ...change });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
    expect(await countRows(app.db, 'analytics_sessions')).toBe(before);
  });

  it('accepts the tracker beacon, which is JSON sent as text/plain', async () => {
    const payload = sessionPayload();
    const response = await app.post('/api/analytics/session', JSON.stringify(payload), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(response.status).toBe(201);
  });

  it('answers bots 202 and stores nothing', async () => {
    const before = await countRows(app.db, 'analytics_sessions');
    const response = await app.post('/api/analytics/session', sessionPayload(), {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: false });
    expect(await countRows(app.db, 'analytics_sessions')).toBe(before);
  });

  it('lets any site post to it (CORS), without credentials', async () => {
    const preflight = await fetch(`${app.url}/api/analytics/event`, {
      method: 'OPTIONS',
      headers: { origin: 'https://client-site.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describeIntegration('POST /api/analytics/event', () => {
  const app = useTestServer();

  it('refuses an event for an unknown session with 404 and writes nothing', async () => {
    const before = await countRows(app.db, 'analytics_events');
    const answer = await track(app, newSessionId(), 'PAGE_VIEW');
    expect(answer.status).toBe(404);
    expect(await countRows(app.db, 'analytics_events')).toBe(before);
  });

  it.each([
    ['eventType', 'lower case', { eventType: 'page_view' }],
    ['eventType', 'too long', { eventType: 'A'.repeat(65) }],
    ['pageUrl', 'on another site', { pageUrl: 'https://elsewhere.example/x' }],
    ['pageUrl', 'protocol-relative', { pageUrl: '//elsewhere.example/x' }],
    ['pageUrl', 'too long', { pageUrl: `/${'p'.repeat(2048)}` }],
    ['metadata', 'over 4 KB', { metadata: { blob: 'x'.repeat(4097) } }],
    ['metadata', 'an array', { metadata: [1, 2] }],
    ['eventValue', 'not a number', { eventValue: 'lots' }],
  ])('refuses a %s that is %s and writes nothing', async (field, _why, change) => {
    const sessionId = await createSession(app);
    const before = await countRows(app.db, 'analytics_events');
    const response = await app.post('/api/analytics/event', {
      ...eventPayload(sessionId, 'PAGE_VIEW'),
      ...change,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
    expect(await countRows(app.db, 'analytics_events')).toBe(before);
    const session = await app.db
      .knex('analytics_sessions')
      .where({ session_id: sessionId })
      .first();
    expect(session.score).toBe(0);
  });

  it('refuses text the database cannot store, without failing the events beside it', async () => {
    const sessionId = await createSession(app);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => track(app, sessionId, 'CTA_CLICKED')),
      track(app, sessionId, 'CTA_CLICKED', {
        metadata: { timestamp: 'x', userAgent: 'y', note: 'a\u0000b' },
      }),
      track(app, sessionId, 'CTA_CLICKED', { pageUrl: '/\ud800' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(201), 400, 400]);
    expect(await app.db.knex('analytics_events').where({ session_id: sessionId })).toHaveLength(10);
  });

  it('treats a request without a user agent as a bot', async () => {
    const sessionId = await createSession(app);
    const response = await app.post('/api/analytics/event', eventPayload(sessionId, 'PAGE_VIEW'), {
      'user-agent': '',
    });
    expect(response.status).toBe(202);
  });

  it('keeps the page as path and query when given a URL of this site', async () => {
    const sessionId = await createSession(app);
    expect(
      (await track(app, sessionId, 'PAGE_VIEW', { pageUrl: `${app.url}/blog?page=2` })).status,
    ).toBe(201);
    const row = await app.db.knex('analytics_events').where({ session_id: sessionId }).first();
    expect(row.page_url).toBe('/blog?page=2');
  });

  it('scores with the server table and category, storing the client claims as given', async () => {
    const sessionId = await createSession(app);
    const answer = await track(app, sessionId, 'SERVICES_PAGE_VIEWED', {
      eventValue: 999,
      eventCategory: 'conversion',
    });
    expect(answer).toMatchObject({ status: 201, points: 20, score: 20 });
    const row = await app.db.knex('analytics_events').where({ session_id: sessionId }).first();
    expect(row).toMatchObject({
      event_value: 999,
      event_category: 'navigation',
      points: 20,
      origin: 'client',
    });
  });

  it('stores unknown event types with 0 points', async () => {
    const sessionId = await createSession(app);
    expect(await track(app, sessionId, 'SOMETHING_NEW')).toMatchObject({
      status: 201,
      points: 0,
      score: 0,
    });
  });

  it('counts milestones once per page, and visit events once per session or number', async () => {
    const sessionId = await createSession(app, { isReturningVisitor: true, visitCount: 3 });
    const points = async (type: string, pageUrl = '/', metadata: Record<string, unknown> = {}) =>
      (
        await track(app, sessionId, type, {
          pageUrl,
          metadata: { timestamp: 'x', userAgent: 'y', ...metadata },
        })
      ).points;
    expect(await points('SCROLL_25', '/blog')).toBe(3);
    expect(await points('SCROLL_25', '/blog?again=1')).toBe(0);
    expect(await points('SCROLL_25', '/services')).toBe(3);
    expect(await points('TIME_30_SEC', '/blog')).toBe(3);
    expect(await points('TIME_30_SEC', '/blog')).toBe(0);
    expect(await points('RETURN_VISITOR')).toBe(10);
    expect(await points('RETURN_VISITOR', '/other')).toBe(0);
    expect(await points('ADDITIONAL_VISIT', '/', { visitNumber: 3 })).toBe(8);
    expect(await points('ADDITIONAL_VISIT', '/', { visitNumber: 3 })).toBe(0);
    // Visit 4 is not this session's visit: the session is the third.
    expect(await points('ADDITIONAL_VISIT', '/', { visitNumber: 4 })).toBe(0);
    expect(await points('CALCULATOR_SUBMITTED')).toBe(0);
    const session = await app.db
      .knex('analytics_sessions')
      .where({ session_id: sessionId })
      .first();
    expect(session.score).toBe(3 + 3 + 3 + 10 + 8);
    expect(await countRows(app.db, 'analytics_events')).toBeGreaterThanOrEqual(11);
  });

  it('answers the score from the stored total, and 0 for an unknown session', async () => {
    const unknown = await app.get(`/api/analytics/session/${newSessionId()}/score`);
    expect(await unknown.json()).toEqual({ score: 0, isHotLead: false, emailKnown: false });
    const sessionId = await createSession(app);
    await track(app, sessionId, 'SERVICES_PAGE_VIEWED');
    await track(app, sessionId, 'PORTFOLIO_VIEWED');
    expect(await (await app.get(`/api/analytics/session/${sessionId}/score`)).json()).toEqual({
      score: 30,
      isHotLead: false,
      emailKnown: false,
    });
  });

  it('answers bots 202 and stores nothing', async () => {
    const sessionId = await createSession(app);
    const response = await app.post('/api/analytics/event', eventPayload(sessionId, 'PAGE_VIEW'), {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
    });
    expect(response.status).toBe(202);
    expect(await app.db.knex('analytics_events').where({ session_id: sessionId })).toEqual([]);
  });
});

describeIntegration('hot and warm leads', () => {
  const app = useTestServer({ EVENT_RATE_LIMIT: '1000' });

  it('turns a session that reaches 75 into exactly one hot lead with reasons', async () => {
    const sessionId = await createSession(app, { isReturningVisitor: true, visitCount: 2 });
    await track(app, sessionId, 'RETURN_VISITOR');
    await track(app, sessionId, 'SERVICES_PAGE_VIEWED', { pageUrl: '/services' });
    await track(app, sessionId, 'CALCULATOR_STARTED', { pageUrl: '/calculator' });
    const warm = await track(app, sessionId, 'CALCULATOR_FEATURE_SELECTED', {
      pageUrl: '/calculator',
      metadata: { featureId: 'auth' },
    });
    expect(warm.score).toBe(55);
    expect(await app.db.knex('hot_leads').where({ session_id: sessionId })).toEqual([]);

    const warmLeads = await listWarmLeads(app.db.knex, { limit: 100, offset: 0 });
    expect(warmLeads.items.find((lead) => lead.sessionId === sessionId)).toMatchObject({
      score: 55,
      calculatorCompleted: false,
      contactFormViewed: false,
      source: 'direct',
      deviceType: 'desktop',
    });

    await track(app, sessionId, 'CALCULATOR_FEATURE_SELECTED', {
      pageUrl: '/calculator',
      metadata: { featureId: 'payment' },
    });
    const hot = await track(app, sessionId, 'CALCULATOR_FEATURE_SELECTED', {
      pageUrl: '/calculator',
      metadata: { featureId: 'admin' },
    });
    expect(hot.score).toBe(75);
    await track(app, sessionId, 'SCROLL_75', { pageUrl: '/calculator' });

    const leads = await app.db.knex('hot_leads').where({ session_id: sessionId });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      score: 80,
      notified: false,
      contacted: false,
      converted_to_lead: false,
      email: null,
      qualification_reasons: [
        'used_calculator',
        'viewed_services',
        'deep_scroll',
        'returning_visitor',
      ],
    });
    expect(await (await app.get(`/api/analytics/session/${sessionId}/score`)).json()).toEqual({
      score: 80,
      isHotLead: true,
      emailKnown: false,
    });
  });

  it('gives 200 concurrent events for one session the recomputed score and one hot lead', async () => {
    const sessionId = await createSession(app, { isReturningVisitor: true, visitCount: 2 });
    const types = [
      'PAGE_VIEW',
      'SCROLL_25',
      'SCROLL_50',
      'TIME_30_SEC',
      'CTA_CLICKED',
      'RETURN_VISITOR',
      'EMAIL_CAPTURED',
    ];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        track(app, sessionId, types[i % types.length]!, {
          pageUrl: `/page-${i % 3}`,
          metadata: {
            timestamp: 'x',
            userAgent: 'y',
            email: `visitor${i % 2}@example.com`,
            cta: `cta-${i % 4}`,
          },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const earned = answers.reduce((sum, answer) => sum + (answer.points ?? 0), 0);
    // Scored once: PAGE_VIEW, SCROLL_25, SCROLL_50, TIME_30_SEC per page (3 pages), CTA_CLICKED per
    // call to action (the 29 clicks name all 4), RETURN_VISITOR and EMAIL_CAPTURED per session.
    const expected = 3 * (5 + 3 + 5 + 3) + 4 * 5 + 10 + 5;
    expect(earned).toBe(expected);
    const session = await app.db
      .knex('analytics_sessions')
      .where({ session_id: sessionId })
      .first();
    expect(session.score).toBe(expected);
    const { rows } = await app.db.knex.raw<{ rows: { total: number }[] }>(
      'select sum(points)::int as total from analytics_events where session_id = ?',
      [sessionId],
    );
    expect(rows[0]!.total).toBe(expected);
    const hot = await app.db.knex('hot_leads').where({ session_id: sessionId });
    expect(hot).toHaveLength(1);
    expect(hot[0].score).toBe(expected);
    // Rebuilding from the ledger changes nothing: live scoring under concurrency was exact.
    expect(await recomputeScores(app.db.knex, fixtureScoring(), { sessionId })).toMatchObject({
      sessions: 1,
      events: 200,
      eventsChanged: 0,
      scoresChanged: 0,
      hotLeadsCreated: 0,
    });
    expect(hot[0].email).toMatch(/^visitor[01]@example\.com$/);
  });

  it('links a calculator lead to its session: points without the browser event, e-mail, lead id', async () => {
    const sessionId = await createSession(app);
    for (const type of [
      'SERVICES_PAGE_VIEWED',
      'CALCULATOR_STARTED',
      'CALCULATOR_FEATURE_SELECTED',
    ]) {
      await track(app, sessionId, type, { metadata: { featureId: 'auth' } });
    }
    const response = await app.post('/api/calculate', {
      email: 'Buyer@Example.com',
      selectedFeatures: ['auth', 'payment'],
      totalCost: 5500,
      sessionId,
    });
    const { id } = (await response.json()) as { id: string };
    const session = await app.db
      .knex('analytics_sessions')
      .where({ session_id: sessionId })
      .first();
    expect(session).toMatchObject({ score: 75, email: 'buyer@example.com', lead_id: id });
    const [hot] = await app.db.knex('hot_leads').where({ session_id: sessionId });
    expect(hot).toMatchObject({
      converted_to_lead: true,
      lead_id: id,
      email: 'buyer@example.com',
      score: 75,
    });
    expect(hot.qualification_reasons.slice(0, 3)).toEqual([
      'calculator_submitted',
      'used_calculator',
      'viewed_services',
    ]);

    // The browser's own CALCULATOR_SUBMITTED arrives afterwards: stored, worth nothing.
    expect(await track(app, sessionId, 'CALCULATOR_SUBMITTED')).toMatchObject({
      points: 0,
      score: 75,
    });
  });

  it('links a contact message and marks the hot lead converted', async () => {
    const sessionId = await createSession(app);
    for (const type of ['SERVICES_PAGE_VIEWED', 'PORTFOLIO_VIEWED', 'CONTACT_FORM_STARTED'])
      await track(app, sessionId, type);
    await app.post('/api/contact', {
      name: 'Cy',
      email: 'cy@example.com',
      message: 'Hello',
      sessionId,
    });
    const [message] = await app.db.knex('contact_messages').where({ session_id: sessionId });
    const [hot] = await app.db.knex('hot_leads').where({ session_id: sessionId });
    expect(hot).toMatchObject({
      score: 75,
      converted_to_lead: true,
      lead_id: message.id,
      lead_kind: 'contact',
      email: 'cy@example.com',
    });
  });

  it('scores each kind of submission once per session', async () => {
    const sessionId = await createSession(app);
    const lead = {
      email: 'again@example.com',
      selectedFeatures: ['auth'],
      totalCost: 2000,
      sessionId,
    };
    expect((await app.post('/api/calculate', lead)).status).toBe(201);
    expect((await app.post('/api/calculate', lead)).status).toBe(201);
    const session = await app.db
      .knex('analytics_sessions')
      .where({ session_id: sessionId })
      .first();
    expect(session.score).toBe(30);
    expect(await app.db.knex('calculator_leads').where({ session_id: sessionId })).toHaveLength(2);
  });

  it('attaches a captured e-mail to the session and its hot lead', async () => {
    const sessionId = await createSession(app);
    for (const type of [
      'SERVICES_PAGE_VIEWED',
      'CALCULATOR_STARTED',
      'CONTACT_FORM_STARTED',
      'PORTFOLIO_VIEWED',
      'CALCULATOR_FEATURE_SELECTED',
    ]) {
      await track(app, sessionId, type, { metadata: { featureId: 'chat' } });
    }
    expect(await app.db.knex('hot_leads').where({ session_id: sessionId })).toEqual([]);
    const capture = await track(app, sessionId, 'EMAIL_CAPTURED', {
      metadata: {
        timestamp: 'x',
        userAgent: 'y',
        email: 'Pop@Example.com',
        name: null,
        captureMethod: 'hot_lead_popup',
        score: 70,
      },
    });
    expect(capture).toMatchObject({ points: 5, score: 75 });
    expect(
      (await app.db.knex('analytics_sessions').where({ session_id: sessionId }).first()).email,
    ).toBe('pop@example.com');
    expect((await app.db.knex('hot_leads').where({ session_id: sessionId }).first()).email).toBe(
      'pop@example.com',
    );
  });
});

describeIntegration('analytics rate limits', () => {
  const app = useTestServer({ EVENT_RATE_LIMIT: '3' });

  it('limits events per session with 429 and Retry-After, writing nothing over the limit', async () => {
    const sessionId = await createSession(app);
    const other = await createSession(app);
    for (let i = 0; i < 3; i++)
      expect((await track(app, sessionId, 'CTA_CLICKED')).status).toBe(201);
    const response = await app.post('/api/analytics/event', eventPayload(sessionId, 'CTA_CLICKED'));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countRows(app.db, 'analytics_events')).toBe(3);
    expect((await track(app, other, 'CTA_CLICKED')).status).toBe(201);
  });
});
