import { beforeAll, expect, it } from 'vitest';
import { createSession, track } from './test/analytics-factories';
import { describeIntegration, useTestServer } from './test/harness';
import { signedIn } from './test/sign-in';

/** Every admin route, for the authorisation matrix. */
const ADMIN_ROUTES = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/submissions/leads'],
  ['PATCH', '/api/admin/submissions/leads/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/submissions/contacts'],
  ['PATCH', '/api/admin/submissions/contacts/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/workflow-submissions'],
  ['PATCH', '/api/admin/workflow-submissions/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/hot-leads'],
  ['PATCH', '/api/admin/hot-leads/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/warm-leads'],
  ['GET', '/api/admin/analytics/summary'],
  ['GET', '/api/admin/analytics/trends'],
  ['GET', '/api/admin/analytics/paths'],
  ['GET', '/api/admin/analytics/sources'],
  ['GET', '/api/admin/sessions/some-session'],
  ['GET', '/api/admin/export/leads.csv'],
  ['GET', '/api/admin/export/warm-leads.csv'],
] as const;

describeIntegration('the admin API', () => {
  const app = useTestServer({ EVENT_RATE_LIMIT: '1000' });
  let admin = '';
  let viewer = '';

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
    viewer = await signedIn(app, 'viewer');
  });

  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: {
        origin: app.url,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it.each(ADMIN_ROUTES)(
    '%s %s answers 401 to anonymous and 403 to a viewer',
    async (method, path) => {
      const body =
        method !== 'PATCH'
          ? undefined
          : path.includes('hot-leads')
            ? { notified: true }
            : { status: 'new' };
      expect((await call(method, path, undefined, body)).status).toBe(401);
      expect((await call(method, path, viewer, body)).status).toBe(403);
      expect([200, 404]).toContain((await call(method, path, admin, body)).status);
    },
  );

  it('lists calculator leads newest first, filtered and paged, with the total', async () => {
    for (let i = 0; i < 25; i++) {
      await app.post('/api/calculate', {
        email: `lead${i}@example.com`,
        selectedFeatures: ['auth'],
        totalCost: 2000,
      });
    }
    const first = (await (await call('GET', '/api/admin/submissions/leads', admin)).json()) as {
      items: { email: string; totalCost: number; selectedFeatures: string[]; createdAt: string }[];
      total: number;
    };
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      email: 'lead24@example.com',
      totalCost: 2000,
      selectedFeatures: ['auth'],
    });
    expect(first.items[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const last = (await (
      await call('GET', '/api/admin/submissions/leads?limit=10&offset=20', admin)
    ).json()) as {
      items: { email: string }[];
    };
    expect(last.items.map((item) => item.email)).toEqual([
      'lead4@example.com',
      'lead3@example.com',
      'lead2@example.com',
      'lead1@example.com',
      'lead0@example.com',
    ]);
    const beyond = (await (
      await call('GET', '/api/admin/submissions/leads?offset=100', admin)
    ).json()) as { items: unknown[]; total: number };
    expect(beyond).toEqual({ items: [], total: 25 });

    const [lead] = first.items as unknown as { id: string }[];
    const patched = await call('PATCH', `/api/admin/submissions/leads/${lead!.id}`, admin, {
      status: 'qualified',
      notes: 'Call Monday',
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      id: lead!.id,
      status: 'qualified',
      notes: 'Call Monday',
    });
    const qualified = (await (
      await call('GET', '/api/admin/submissions/leads?status=qualified', admin)
    ).json()) as {
      items: { id: string }[];
      total: number;
    };
    expect(qualified.total).toBe(1);
    expect(qualified.items[0]!.id).toBe(lead!.id);
    const dashboard = await (await call('GET', '/api/admin/dashboard', admin)).json();
    expect(dashboard).toMatchObject({ totalLeads: 25, newLeads: 24 });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['status=won', 'status'],
    ['sort=name', 'sort'],
    ['order=name', 'body'],
  ])('refuses the query %s with 400', async (query, field) => {
    const response = await call('GET', `/api/admin/submissions/contacts?${query}`, admin);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
  });

  it('updates contacts and workflow submissions with their own statuses only', async () => {
    await app.post('/api/contact', {
      name: 'Cy',
      email: 'cy@example.com',
      message: 'Line one\nLine two',
    });
    const { items } = (await (
      await call('GET', '/api/admin/submissions/contacts?status=new', admin)
    ).json()) as {
      items: { id: string; message: string }[];
    };
    const contact = items[0]!;
    expect(contact.message).toBe('Line one\nLine two');
    expect(
      (
        await call('PATCH', `/api/admin/submissions/contacts/${contact.id}`, admin, {
          status: 'qualified',
        })
      ).status,
    ).toBe(400);
    const closed = await call('PATCH', `/api/admin/submissions/contacts/${contact.id}`, admin, {
      status: 'closed',
    });
    expect(await closed.json()).toMatchObject({ status: 'closed', notes: null });

    await app.post('/api/workflow-wizard', {
      sessionId: 'admin-wizard',
      completedSteps: 1,
      totalSteps: 7,
      painPoint: 'reporting',
    });
    const workflow = (await (
      await call('GET', '/api/admin/workflow-submissions', admin)
    ).json()) as {
      items: { id: string; painPoint: string; completedSteps: number; totalSteps: number }[];
      total: number;
    };
    expect(workflow.items[0]).toMatchObject({
      painPoint: 'reporting',
      completedSteps: 1,
      totalSteps: 7,
    });
    const converted = await call(
      'PATCH',
      `/api/admin/workflow-submissions/${workflow.items[0]!.id}`,
      admin,
      { status: 'converted' },
    );
    expect(await converted.json()).toMatchObject({ status: 'converted' });
    expect(
      (
        await call('PATCH', `/api/admin/workflow-submissions/${workflow.items[0]!.id}`, admin, {
          status: 'closed',
        })
      ).status,
    ).toBe(400);
  });

  it.each([
    [{ status: 'new', priority: 'high' }, 400],
    [{}, 400],
    [{ notes: 'x'.repeat(10_001) }, 400],
    [{ status: 'new' }, 404],
  ])('answers the PATCH %j with %i and changes nothing', async (body, status) => {
    const id =
      status === 404
        ? '11111111-1111-4111-8111-111111111111'
        : (await app.db.knex('calculator_leads').first('id')).id;
    const before = await app.db.knex('calculator_leads').where({ id }).first();
    expect((await call('PATCH', `/api/admin/submissions/leads/${id}`, admin, body)).status).toBe(
      status,
    );
    expect(await app.db.knex('calculator_leads').where({ id }).first()).toEqual(before);
  });

  it('answers 404 for an id that is not one', async () => {
    expect(
      (await call('PATCH', '/api/admin/submissions/leads/not-a-uuid', admin, { status: 'new' }))
        .status,
    ).toBe(404);
  });

  it('lists hot leads with their session, filters them, and marks them viewed and contacted', async () => {
    const sessionId = await createSession(app, { isReturningVisitor: true, deviceType: 'mobile' });
    for (const type of [
      'SERVICES_PAGE_VIEWED',
      'PORTFOLIO_VIEWED',
      'CALCULATOR_STARTED',
      'CONTACT_FORM_STARTED',
      'RETURN_VISITOR',
      'PAGE_VIEW',
    ]) {
      await track(app, sessionId, type);
    }
    const all = (await (await call('GET', '/api/admin/hot-leads', admin)).json()) as {
      items: { id: string; sessionId: string; notified: boolean; session: object }[];
    };
    const lead = all.items.find((item) => item.sessionId === sessionId)!;
    expect(lead).toMatchObject({
      score: 75,
      notified: false,
      contacted: false,
      convertedToLead: false,
      session: {
        pagesViewed: 1,
        deviceType: 'mobile',
        isReturningVisitor: true,
        referralSource: null,
      },
    });
    const fresh = (await (
      await call('GET', '/api/admin/hot-leads?notified=false', admin)
    ).json()) as { items: { id: string }[] };
    expect(fresh.items.map((item) => item.id)).toContain(lead.id);

    const viewed = await call('PATCH', `/api/admin/hot-leads/${lead.id}`, admin, {
      notified: true,
    });
    expect(await viewed.json()).toMatchObject({ notified: true, contacted: false });
    const contacted = await call('PATCH', `/api/admin/hot-leads/${lead.id}`, admin, {
      contacted: true,
      notified: false,
    });
    expect(await contacted.json()).toMatchObject({ notified: true, contacted: true });
    const contactedList = (await (
      await call('GET', '/api/admin/hot-leads?contacted=true', admin)
    ).json()) as { items: { id: string }[]; total: number };
    expect(contactedList.items.map((item) => item.id)).toEqual([lead.id]);
    expect(contactedList.total).toBe(1);
    expect((await call('GET', '/api/admin/hot-leads?notified=maybe', admin)).status).toBe(400);
    expect(
      (await call('PATCH', `/api/admin/hot-leads/${lead.id}`, admin, { contacted: 'yes' })).status,
    ).toBe(400);
  });

  it('lists warm leads and opens a session timeline with running scores', async () => {
    const sessionId = await createSession(app);
    await track(app, sessionId, 'SERVICES_PAGE_VIEWED', { pageUrl: '/services' });
    await track(app, sessionId, 'CALCULATOR_STARTED', { pageUrl: '/calculator' });
    await track(app, sessionId, 'SCROLL_25', { pageUrl: '/calculator' });
    await track(app, sessionId, 'SCROLL_25', { pageUrl: '/calculator' });
    await track(app, sessionId, 'CONTACT_FORM_STARTED', { pageUrl: '/contact' });
    const warm = (await (await call('GET', '/api/admin/warm-leads', admin)).json()) as {
      items: { sessionId: string; score: number }[];
    };
    expect(warm.items.find((lead) => lead.sessionId === sessionId)).toMatchObject({
      score: 53,
      contactFormViewed: true,
    });

    const timeline = (await (
      await call('GET', `/api/admin/sessions/${sessionId}`, admin)
    ).json()) as {
      session: { sessionId: string; score: number };
      events: { eventType: string; page: string; points: number; runningScore: number }[];
    };
    expect(timeline.session).toMatchObject({ sessionId, score: 53 });
    expect(
      timeline.events.map(({ eventType, page, points, runningScore }) => [
        eventType,
        page,
        points,
        runningScore,
      ]),
    ).toEqual([
      ['SERVICES_PAGE_VIEWED', '/services', 20, 20],
      ['CALCULATOR_STARTED', '/calculator', 15, 35],
      ['SCROLL_25', '/calculator', 3, 38],
      ['SCROLL_25', '/calculator', 0, 38],
      ['CONTACT_FORM_STARTED', '/contact', 15, 53],
    ]);
    expect((await call('GET', '/api/admin/sessions/unknown-session', admin)).status).toBe(404);
  });
});
