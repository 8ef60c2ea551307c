import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { createSession, sessionPayload, track } from '../../test/analytics-factories';
import { signedIn } from '../../test/sign-in';

/** Issue 13, parts 2 and 3: the first touch wins, and a visitor is one person across sessions. */
describeIntegration('first-touch attribution and one identity', () => {
  const app = useTestServer();
  let admin = '';

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
  });

  const scoreOf = async (sessionId: string) =>
    (await app.get(`/api/analytics/session/${sessionId}/score`)).json();
  const timeline = async (sessionId: string) => {
    const response = await app.get(`/api/admin/sessions/${sessionId}`, { cookie: admin });
    expect(response.status).toBe(200);
    return ((await response.json()) as { session: Record<string, unknown> }).session;
  };

  it('keeps the first page load attribution when the visitor reloads another page', async () => {
    const landing = sessionPayload({
      source: 'search',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'mvp',
      landingPage: '/?utm_source=google&utm_medium=cpc',
    });
    expect(await (await app.post('/api/analytics/session', landing)).json()).toMatchObject({
      source: 'search',
    });
    // F5 on /services: the tracker posts the session again, now with no UTM and no referrer.
    const reload = await app.post('/api/analytics/session', {
      ...landing,
      source: 'direct',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      landingPage: '/services',
      deviceType: 'mobile',
      isReturningVisitor: true,
      visitCount: 2,
    });
    expect(reload.status).toBe(200);
    expect(await reload.json()).toEqual({ sessionId: landing.sessionId, source: 'search' });
    expect(await timeline(landing.sessionId)).toMatchObject({
      source: 'search',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'mvp',
      // The page's path: its campaign tags are in the utm columns above.
      landingPage: '/',
      deviceType: 'desktop',
      isReturningVisitor: false,
      visitCount: 1,
    });
  });

  it('keeps a referral source and referrer over a reload that has none', async () => {
    const landing = sessionPayload({
      referrer: 'https://someblog.example/post',
      referralSource: 'someblog.example',
    });
    await app.post('/api/analytics/session', landing);
    await app.post('/api/analytics/session', { ...landing, referrer: null, referralSource: null });
    expect(await timeline(landing.sessionId)).toMatchObject({
      source: 'referral',
      referrer: 'https://someblog.example/post',
      referralSource: 'someblog.example',
    });
  });

  it('knows the address given in the calculator, and says so to the popup', async () => {
    const sessionId = await createSession(app);
    expect(await scoreOf(sessionId)).toEqual({ score: 0, isHotLead: false, emailKnown: false });
    const calculated = await app.post('/api/calculate', {
      name: 'Grace',
      email: 'grace@example.com',
      selectedFeatures: ['auth', 'payment', 'admin'],
      totalCost: 10_500,
      sessionId,
    });
    expect(calculated.status).toBe(201);
    expect(await scoreOf(sessionId)).toEqual({ score: 30, isHotLead: false, emailKnown: true });
  });

  it('knows the address given in the questionnaire once it is finished', async () => {
    const sessionId = await createSession(app);
    const save = (body: Record<string, unknown>) =>
      app.post('/api/workflow-wizard', { sessionId, totalSteps: 7, ...body });
    expect((await save({ completedSteps: 1, painPoint: 'reporting' })).status).toBe(201);
    expect(await scoreOf(sessionId)).toMatchObject({ emailKnown: false });
    const final = await save({
      completedSteps: 7,
      painPoint: 'reporting',
      timeline: '1-2_months',
      budgetRange: '15k-30k',
      name: 'Katherine',
      email: 'K@Example.com',
    });
    expect(final.status).toBe(200);
    // A finished questionnaire scores like a contact form.
    expect(await scoreOf(sessionId)).toEqual({ score: 30, isHotLead: false, emailKnown: true });
    expect(await timeline(sessionId)).toMatchObject({ email: 'k@example.com' });
    const events = await app.db.knex('analytics_events').where({ session_id: sessionId });
    expect(events.map((event) => [event.event_type, event.origin])).toEqual([
      ['WORKFLOW_SUBMITTED', 'server'],
    ]);
  });

  it("gives a later session of the same browser the earlier session's address and name", async () => {
    const visitorId = `v-${crypto.randomUUID()}`;
    const first = await createSession(app, { visitorId });
    await track(app, first, 'EMAIL_CAPTURED', {
      metadata: { email: 'ada@example.com', name: 'Ada' },
    });
    const later = await createSession(app, { visitorId, isReturningVisitor: true, visitCount: 2 });
    const stranger = await createSession(app);
    expect(await scoreOf(later)).toMatchObject({ emailKnown: true });
    expect(await scoreOf(stranger)).toMatchObject({ emailKnown: false });
    expect(await timeline(later)).toMatchObject({ email: 'ada@example.com' });
    const row = await app.db.knex('analytics_sessions').where({ session_id: later }).first();
    expect(row).toMatchObject({ email: 'ada@example.com', name: 'Ada', score: 0 });

    // The later session turns hot: its hot lead and the CSV carry the address and the name.
    for (const type of [
      'SERVICES_PAGE_VIEWED',
      'PRICING_DISCUSSED',
      'CALCULATOR_STARTED',
      'CONTACT_FORM_STARTED',
      'RETURN_VISITOR',
    ])
      await track(app, later, type);
    const hot = await app.db.knex('hot_leads').where({ session_id: later }).first();
    expect(hot).toMatchObject({ email: 'ada@example.com', name: 'Ada', score: 80 });
  });

  it("puts the name typed into the popup in the hot lead's CSV row", async () => {
    const sessionId = await createSession(app);
    for (const type of [
      'SERVICES_PAGE_VIEWED',
      'PRICING_DISCUSSED',
      'CALCULATOR_STARTED',
      'CONTACT_FORM_STARTED',
    ])
      await track(app, sessionId, type);
    expect(
      await track(app, sessionId, 'EMAIL_CAPTURED', {
        metadata: { email: 'popup@example.com', name: 'Poppy Up', captureMethod: 'hot_lead_popup' },
      }),
    ).toMatchObject({ status: 201, points: 5, score: 75 });
    const csv = await app.get('/api/admin/export/hot-leads.csv', { cookie: admin });
    expect(csv.status).toBe(200);
    const [header, ...rows] = (await csv.text()).split('\r\n');
    expect(header?.split(',').slice(2, 5)).toEqual(['email', 'name', 'score']);
    const row = rows.find((line) => line.includes(`,${sessionId},`));
    expect(row?.split(',').slice(2, 5)).toEqual(['popup@example.com', 'Poppy Up', '75']);
  });
});
