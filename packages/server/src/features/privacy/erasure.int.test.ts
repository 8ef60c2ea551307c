/**
 * Issue 16: erase and export a person. After an erasure no row of any table (found by walking the
 * schema, so a new table is covered without editing this test) holds the address or the id of one
 * of the person's sessions; other people's data is kept; the audit line proves the erasure.
 */
import type { Knex } from 'knex';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_EVENTS, type Json, type ListPage, type PersonSummary } from '@leadline/domain';
import { createSession, reachHot, track } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { rowCounter } from '../../test/row-count';
import { adminFetch, signedIn } from '../../test/sign-in';
import { erasuresOf } from './erase';
import type { PersonExport } from './person-export';

/** `needle` as a whole word of an address or id: not inside a longer address such as jo+needle. */
const wholeWord = (needle: string) =>
  `(^|[^a-z0-9._%+-])${needle.toLowerCase().replace(/[^a-z0-9]/g, (char) => `[${char}]`)}($|[^a-z0-9_-]|[.]($|[^a-z0-9]))`;

/** Rows per table whose text (every column, cast as the whole row) holds `needle`. */
async function tablesHolding(knex: Knex, needle: string): Promise<Record<string, number>> {
  const tables = await knex('information_schema.tables')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .pluck<string[]>('table_name');
  expect(tables).toContain('analytics_events');
  const found: Record<string, number> = {};
  for (const table of tables) {
    const result = await knex.raw<{ rows: { n: number | string }[] }>(
      `select count(*) as n from ?? t where lower(t::text) ~ ?`,
      [table, wholeWord(needle)],
    );
    const count = Number(result.rows[0]?.n);
    if (count > 0) found[table] = count;
  }
  return found;
}

const ADDRESS = 'grace.hopper@example.com';
const NEIGHBOUR = `jo${ADDRESS}`;

describeIntegration('erasing and exporting a person', () => {
  const app = useTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  let admin = '';
  const visitorId = 'v-grace-hopper-browser';
  let formSession = '';
  let otherVisit = '';
  let strangerSession = '';
  let popupSession = '';
  let personId = '';

  const call = adminFetch(app, () => admin);
  const ok = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response;
  };

  beforeAll(async () => {
    admin = await signedIn(app, 'admin', 'owner@studio.example');
    // A webhook endpoint that receives every event (nothing listens: deliveries stay queued).
    await ok(
      await call('POST', '/api/admin/webhooks', {
        url: 'http://127.0.0.1:9/hook',
        events: [...WEBHOOK_EVENTS],
      }),
    );
    formSession = await createSession(app, { visitorId, isReturningVisitor: true });
    otherVisit = await createSession(app, { visitorId, isReturningVisitor: true });
    strangerSession = await createSession(app);
    await reachHot(app, formSession);
    await track(app, formSession, 'EMAIL_CAPTURED', {
      metadata: { email: ADDRESS, name: 'Grace' },
    });
    await track(app, otherVisit, 'PAGE_VIEW', { pageUrl: '/blog' });
    await ok(
      await app.post('/api/calculate', {
        name: 'Grace Hopper',
        email: ADDRESS,
        selectedFeatures: ['auth', 'payment'],
        totalCost: 5500,
        sessionId: formSession,
      }),
    );
    await ok(
      await app.post('/api/contact', {
        name: 'Grace Hopper',
        email: 'Grace.Hopper@Example.com',
        company: 'Navy Labs',
        message: 'A compiler for business data?',
        sessionId: formSession,
      }),
    );
    // A questionnaire left at step 2: no address yet, but her name and answers, in her session.
    await ok(
      await app.post('/api/workflow-wizard', {
        sessionId: formSession,
        totalSteps: 7,
        completedSteps: 2,
        name: 'Grace Hopper',
        company: 'Navy Labs',
        painPoint: 'reporting',
      }),
    );
    // Somebody whose address contains hers: none of theirs is hers.
    await ok(
      await app.post('/api/contact', {
        name: 'Jo',
        email: NEIGHBOUR,
        message: 'Confidential plan for Jo.',
      }),
    );
    await ok(await app.post('/api/newsletter', { email: ADDRESS }));
    // She booked a call (which moves her person to "Call booked").
    const slots = (await (await ok(await app.get('/api/booking/slots?days=14'))).json()) as {
      slots: { start: string }[];
    };
    await ok(
      await app.post('/api/booking', {
        start: slots.slots[0]?.start,
        name: 'Grace Hopper',
        email: ADDRESS,
        sessionId: formSession,
      }),
    );
    await track(app, strangerSession, 'PAGE_VIEW', { pageUrl: '/services' });
    // Grace gave her address in the popup on a library computer; Ida then wrote from it, so the
    // session now carries Ida's address, and only the capture event names Grace.
    popupSession = await createSession(app);
    await track(app, popupSession, 'EMAIL_CAPTURED', { metadata: { email: ADDRESS } });
    await ok(
      await app.post('/api/contact', {
        name: 'Ida Rhodes',
        email: 'ida@example.com',
        message: 'Library terminal.',
        sessionId: popupSession,
      }),
    );

    const people = (await (
      await ok(await call('GET', '/api/admin/people?limit=100'))
    ).json()) as Json<ListPage<PersonSummary>>;
    personId = people.items.find((person) => person.email === ADDRESS)?.id ?? '';
    expect(personId).not.toBe('');
    await ok(
      await call('POST', `/api/admin/people/${personId}/notes`, { body: 'Call on Monday.' }),
    );
    const lead = await app.db.knex('calculator_leads').where({ email: ADDRESS }).first('id');
    await ok(
      await call('PATCH', `/api/admin/submissions/leads/${lead.id}`, { status: 'contacted' }),
    );
    // Every mail composed: an owner's alert names its sender only once the worker has written it.
    await vi.waitFor(
      async () => {
        const pending = await app.db
          .knex('mail_messages')
          .whereIn('status', ['queued', 'retrying', 'sending'])
          // The booking's reminders wait for the day before the call.
          .where('run_at', '<=', app.db.knex.fn.now())
          .pluck('id');
        expect(pending).toEqual([]);
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('exports everything held about the address as JSON', async () => {
    const response = await ok(await call('GET', `/api/admin/people/${personId}/export`));
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="person-/);
    const document = (await response.json()) as PersonExport;
    expect(document).toMatchObject({
      format: 'leadline.person-export',
      email: ADDRESS,
      found: true,
    });
    expect([...document.sessionIds].sort()).toEqual([formSession, otherVisit].sort());
    // Ida wrote from the library computer after Grace gave her address there: that session is
    // shared, and only Grace's own event in it is hers.
    expect(document.sharedSessionIds).toEqual([popupSession]);
    const counts = Object.fromEntries(
      Object.entries(document.tables).map(([table, rows]) => [table, rows.length]),
    );
    expect(counts).toMatchObject({
      people: 1,
      person_notes: 1,
      calculator_leads: 1,
      contact_messages: 1,
      newsletter_subscribers: 1,
      hot_leads: 1,
      analytics_sessions: 2,
      // The person's stage that the booking moved, and the lead's status.
      status_changes: 2,
      workflow_submissions: 1,
      bookings: 1,
    });
    expect(counts.analytics_events).toBeGreaterThan(3);
    expect(counts.mail_messages).toBeGreaterThan(0);
    expect(counts.webhook_deliveries).toBeGreaterThan(0);
    const popupEvents = document.tables.analytics_events.filter(
      (row) => row.session_id === popupSession,
    );
    expect(popupEvents.map((row) => row.event_type)).toEqual(['EMAIL_CAPTURED']);
    const everything = JSON.stringify(document);
    for (const other of ['ida@example.com', NEIGHBOUR, 'Library terminal', 'Confidential plan']) {
      expect(everything, other).not.toContain(other);
    }
  });

  describe('erasure', () => {
    it('refuses a confirmation that is not the address, and writes nothing', async () => {
      const rows = await rowCounter(app.db.knex);
      const before = await rows();
      for (const body of [{}, { confirmEmail: NEIGHBOUR }, { confirmEmail: 42 }]) {
        const response = await call('POST', `/api/admin/people/${personId}/erase`, body);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toMatch(/./);
      }
      expect(await rows()).toBe(before);
    });

    it('deletes every row tied to the address and its sessions, in every table', async () => {
      const before = await tablesHolding(app.db.knex, ADDRESS);
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining(['people', 'calculator_leads', 'mail_messages', 'analytics_events']),
      );
      const response = await ok(
        await call('POST', `/api/admin/people/${personId}/erase`, {
          confirmEmail: ' GRACE.HOPPER@example.com ',
        }),
      );
      const erasure = (await response.json()) as { rowCounts: Record<string, number> };
      expect(erasure.rowCounts).toMatchObject({
        people: 1,
        calculator_leads: 1,
        workflow_submissions: 1,
        bookings: 1,
        analytics_sessions: 2,
      });

      for (const needle of [ADDRESS, formSession, otherVisit]) {
        expect(await tablesHolding(app.db.knex, needle), needle).toEqual({});
      }
      expect((await call('GET', `/api/admin/people/${personId}`)).status).toBe(404);
      expect((await call('GET', `/api/admin/people/${personId}/export`)).status).toBe(404);
    });

    it("keeps other people's data: a shared session, a longer address", async () => {
      const ida = await app.db
        .knex('contact_messages')
        .where({ email: 'ida@example.com' })
        .first('session_id');
      expect(ida).toEqual({ session_id: popupSession });
      const popupEvents = await app.db
        .knex('analytics_events')
        .where({ session_id: popupSession })
        .pluck<string[]>('event_type');
      expect(popupEvents).not.toContain('EMAIL_CAPTURED');
      expect(popupEvents).toContain('CONTACT_FORM_SUBMITTED');
      expect(
        await app.db
          .knex('analytics_sessions')
          .where({ session_id: strangerSession })
          .first('session_id'),
      ).toBeDefined();
      expect(await tablesHolding(app.db.knex, 'ida@example.com')).toMatchObject({
        people: 1,
        contact_messages: 1,
      });
      const jo = await tablesHolding(app.db.knex, NEIGHBOUR);
      expect(jo).toMatchObject({ people: 1, contact_messages: 1, webhook_deliveries: 1 });
      expect(jo.mail_messages).toBeGreaterThanOrEqual(2);
    });

    it('keeps an audit line that proves the erasure without the address', async () => {
      const lines = await erasuresOf(app.db.knex, 'Grace.Hopper@example.com ');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ erasedBy: 'admin owner@studio.example' });
      expect(lines[0]?.rowCounts.analytics_events).toBeGreaterThan(3);
      expect(await erasuresOf(app.db.knex, NEIGHBOUR)).toEqual([]);
    });
  });
});
