/**
 * Issue 15: one record per address. Everything a visitor sends through the public API, whatever the
 * form, lands on one person with its sessions, messages, notes and status changes on one timeline;
 * the admin's search finds it by any part of the address, name or company.
 */
import { beforeAll, expect, it } from 'vitest';
import type {
  CalculatorLeadRecord,
  HotLeadsPage,
  Json,
  ListPage,
  PersonRecord,
  PersonSummary,
  SearchResult,
} from '@leadline/domain';
import { createSession, reachHot, track } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { adminFetch, signedIn } from '../../test/sign-in';

describeIntegration('people', () => {
  const app = useTestServer();
  let admin = '';
  let ada: Json<PersonRecord>;
  const visitorId = 'v-ada-lovelace-visitor';
  let formSession = '';
  let laterSession = '';
  let otherSession = '';

  const call = adminFetch(app, () => admin);
  const json = async <T>(path: string): Promise<T> => {
    const response = await call('GET', path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const personOf = async (email: string) => {
    const page = await json<Json<ListPage<PersonSummary>>>('/api/admin/people?limit=100');
    const person = page.items.find((item) => item.email === email);
    expect(person, email).toBeDefined();
    return person!;
  };

  beforeAll(async () => {
    admin = await signedIn(app, 'admin', 'owner@studio.example');
    // A visit that fills every form, another visit of the same visitor that only reads, and a
    // stranger who gives the same address in different capitals.
    formSession = await createSession(app, { visitorId, isReturningVisitor: true });
    laterSession = await createSession(app, { visitorId, isReturningVisitor: true });
    otherSession = await createSession(app);
    await reachHot(app, formSession);
    await track(app, formSession, 'EMAIL_CAPTURED', {
      metadata: { email: 'ada@example.com', name: 'Ada' },
    });
    expect(
      (
        await app.post('/api/calculate', {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          selectedFeatures: ['auth', 'payment'],
          totalCost: 5500,
          sessionId: formSession,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await app.post('/api/contact', {
          name: 'Ada Lovelace',
          email: 'ADA@example.com',
          company: 'Analytical Engines',
          message: 'Can you build a difference engine dashboard?',
          sessionId: otherSession,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await app.post('/api/workflow-wizard', {
          sessionId: formSession,
          totalSteps: 7,
          completedSteps: 7,
          painPoint: 'reporting',
          currentTools: ['excel'],
          manualProcess: 'Tables by hand.',
          teamSize: '2-5',
          successVision: 'Tables by machine.',
          timeline: 'asap',
          budgetRange: '15k-30k',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          company: 'Analytical Engines',
        })
      ).status,
    ).toBe(201);
    expect((await app.post('/api/newsletter', { email: 'ada@example.com' })).status).toBe(202);
    await track(app, laterSession, 'PAGE_VIEW', { pageUrl: '/blog' });
    await app.post('/api/contact', {
      name: 'Charles Babbage',
      email: 'charles@example.com',
      message: 'Hello.',
    });
    const person = await personOf('ada@example.com');
    ada = await json<Json<PersonRecord>>(`/api/admin/people/${person.id}`);
  });

  it('is one person per address, whatever its capitals, with every kind of record', async () => {
    const latest = await json<Json<ListPage<PersonSummary>>>('/api/admin/people?sort=recent');
    expect(latest.items.map((person) => person.email)).toEqual([
      'charles@example.com',
      'ada@example.com',
    ]);
    // By default the best fit first: Ada answered a budget and a timeline, Charles nothing.
    const page = await json<Json<ListPage<PersonSummary>>>('/api/admin/people');
    expect(page.total).toBe(2);
    expect(page.items.map((person) => [person.email, person.fit.grade])).toEqual([
      ['ada@example.com', 'A'],
      ['charles@example.com', null],
    ]);
    const person = page.items[0]!;
    expect(person).toMatchObject({ name: 'Ada Lovelace', company: 'Analytical Engines' });
    expect([...person.kinds].sort()).toEqual(
      ['calculator', 'capture', 'contact', 'hot', 'newsletter', 'questionnaire'].sort(),
    );
    expect(person.bestScore).toBeGreaterThanOrEqual(75);
    // The lead, the message and the questionnaire are all still new.
    expect(person.newRecords).toBe(3);
    expect(person.lastSeenAt).not.toBeNull();
  });

  it('holds every record of the address and the sessions linked to it, and how', () => {
    expect(ada.calculatorLeads).toHaveLength(1);
    expect(ada.contacts).toHaveLength(1);
    expect(ada.contacts[0]!.email).toBe('ada@example.com');
    expect(ada.questionnaires).toHaveLength(1);
    expect(ada.hotLeads).toHaveLength(1);
    expect(ada.captures).toEqual([
      expect.objectContaining({ sessionId: formSession, via: 'popup', name: 'Ada' }),
    ]);
    expect(ada.newsletter).toMatchObject({ status: 'pending' });
    const linked = Object.fromEntries(ada.sessions.map((s) => [s.sessionId, s.linkedBy]));
    expect(linked).toEqual({
      [formSession]: 'submission',
      [otherSession]: 'submission',
      [laterSession]: 'visitor',
    });
    expect(ada.messages.map((message) => message.kind).sort()).toEqual(
      expect.arrayContaining(['checklist', 'estimate']),
    );
  });

  it('merges one timeline, newest first', () => {
    const times = ada.timeline.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const types = new Set(ada.timeline.map((item) => item.type));
    for (const type of [
      'visit',
      'calculator',
      'contact',
      'questionnaire',
      'hot_lead',
      'capture',
      'newsletter',
      'message',
    ])
      expect(types, type).toContain(type);
    const visit = ada.timeline.find(
      (item) => item.type === 'visit' && item.sessionId === formSession,
    );
    expect(visit?.type === 'visit' && visit.events.map((event) => event.label)).toContain(
      'Return visit',
    );
    const calculator = ada.timeline.find((item) => item.type === 'calculator');
    expect(calculator).toMatchObject({
      title: 'Calculator estimate of $5,500',
      detail: 'User Authentication, Payment Gateway Integration',
    });
  });

  it('records status changes and notes, with who made them', async () => {
    const leadId = ada.calculatorLeads[0]!.id;
    const patched = await call('PATCH', `/api/admin/submissions/leads/${leadId}`, {
      status: 'contacted',
    });
    expect(patched.status).toBe(200);
    // Setting the same status again is no change.
    await call('PATCH', `/api/admin/submissions/leads/${leadId}`, { status: 'contacted' });
    const added = await call('POST', `/api/admin/people/${ada.person.id}/notes`, {
      body: '  Prefers e-mail over calls.  ',
    });
    expect(added.status).toBe(201);
    const note = (await added.json()) as { id: string; body: string; author: string };
    expect(note).toMatchObject({
      body: 'Prefers e-mail over calls.',
      author: 'owner@studio.example',
    });

    const record = await json<Json<PersonRecord>>(`/api/admin/people/${ada.person.id}`);
    const statuses = record.timeline.filter((item) => item.type === 'status');
    // The lead's status, and the person's stage it moved (issue 32), in the same instant.
    expect(statuses).toHaveLength(2);
    expect(statuses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Calculator lead: New → Contacted',
          by: 'owner@studio.example',
        }),
        expect.objectContaining({ title: 'Stage: New → Contacted', by: 'owner@studio.example' }),
      ]),
    );
    expect(record.notes.map((n) => n.body)).toEqual(['Prefers e-mail over calls.']);
    expect(record.person.newRecords).toBe(2);

    expect(
      (await call('DELETE', `/api/admin/people/${ada.person.id}/notes/${note.id}`)).status,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/admin/people/${ada.person.id}/notes/${note.id}`)).status,
    ).toBe(404);
  });

  it('refuses an empty note, and a note or record of no person', async () => {
    const empty = await call('POST', `/api/admin/people/${ada.person.id}/notes`, { body: '   ' });
    expect(empty.status).toBe(400);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/admin/people/${nobody}/notes`, { body: 'x' })).status).toBe(
      404,
    );
    expect((await call('GET', `/api/admin/people/${nobody}`)).status).toBe(404);
    expect((await call('GET', '/api/admin/people/not-a-uuid')).status).toBe(404);
  });

  it('links the rows of the spec’s lists to their person', async () => {
    const leads = await json<Json<ListPage<CalculatorLeadRecord>>>('/api/admin/submissions/leads');
    expect(leads.items[0]!.personId).toBe(ada.person.id);
    const hot = await json<Json<HotLeadsPage>>('/api/admin/hot-leads');
    expect(hot.items[0]!.personId).toBe(ada.person.id);
  });

  it.each([
    ['lovel', 'a part of a name'],
    ['ANALYTICAL', 'a company, in other capitals'],
    ['ada@exa', 'a part of an address'],
  ])('finds the person and their records by %s (%s)', async (query) => {
    const { results } = await json<{ results: Json<SearchResult>[] }>(
      `/api/admin/search?q=${encodeURIComponent(query)}`,
    );
    expect(results.find((result) => result.type === 'person')).toMatchObject({
      id: ada.person.id,
      personId: ada.person.id,
    });
    expect(results.every((result) => result.personId === ada.person.id)).toBe(true);
  });

  it('is not rewritten by the events of a session whose address it already knows', async () => {
    const before = await app.db.knex('people').where({ email: 'ada@example.com' }).first();
    // Ingestion rewrites the session (same address) on every event: the person must not follow.
    await track(app, formSession, 'PAGE_VIEW', { pageUrl: '/portfolio' });
    await track(app, formSession, 'PAGE_VIEW', { pageUrl: '/blog' });
    const after = await app.db.knex('people').where({ email: 'ada@example.com' }).first();
    expect(after).toEqual(before);
  });

  it('treats % and _ as text, and refuses a query too short or too long', async () => {
    for (const query of ['%%', '__', '\\\\'])
      expect(
        (await json<{ results: unknown[] }>(`/api/admin/search?q=${encodeURIComponent(query)}`))
          .results,
      ).toEqual([]);
    expect((await call('GET', '/api/admin/search?q=a')).status).toBe(400);
    expect((await call('GET', `/api/admin/search?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await call('GET', '/api/admin/search')).status).toBe(400);
  });
});
