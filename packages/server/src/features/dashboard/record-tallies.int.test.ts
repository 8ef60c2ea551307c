/**
 * The dashboard's counts and the people list's total come from the record tally, and the warm-lead
 * and people pages from their indexes' order: these tests hold them to plain counts and plain ordered
 * queries over random rows that are inserted, given new statuses and deleted.
 */
import fc from 'fast-check';
import type { Knex } from 'knex';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { signedIn } from '../../test/sign-in';
import { compactTallies } from '../analytics/tallies';
import { lineItemsJson } from '../../test/site';

const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
const CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;

async function rows<T>(knex: Knex, sql: string, bindings: Knex.RawBinding[] = []): Promise<T[]> {
  return (await knex.raw<{ rows: T[] }>(sql, bindings)).rows;
}

const plainDashboard = async (knex: Knex) =>
  (
    await rows(
      knex,
      `select
        (select count(*) from calculator_leads)::int as "totalLeads",
        (select count(*) from contact_messages)::int as "totalContacts",
        (select count(*) from calculator_leads where status = 'new')::int as "newLeads",
        (select count(*) from contact_messages where status = 'new')::int as "newContacts",
        (select count(*) from calculator_leads where status = 'contacted')::int as "contactedLeads",
        (select count(*) from contact_messages where status = 'contacted')::int as "contactedContacts"`,
    )
  )[0];

const recordArb = fc.record({
  kind: fc.constantFrom('lead', 'contact'),
  person: fc.integer({ min: 0, max: 6 }),
  status: fc.constantFrom(...LEAD_STATUSES),
});

const changeArb = fc.oneof(
  fc.record({
    kind: fc.constant('status' as const),
    table: fc.constantFrom('calculator_leads', 'contact_messages'),
    pick: fc.nat(),
    status: fc.constantFrom(...CONTACT_STATUSES),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    table: fc.constantFrom('calculator_leads', 'contact_messages', 'people'),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant('compact' as const) }),
);

describeIntegration('record tallies and index-ordered pages', () => {
  const app = useTestServer();
  let cookie = '';
  const getJson = async (path: string) => {
    const response = await fetch(`${app.url}/api/admin/${path}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };

  beforeAll(async () => {
    cookie = await signedIn(app, 'admin');
  });

  it('counts leads, messages and people as plain counts do', async () => {
    const knex = app.db.knex;
    await fc.assert(
      fc.asyncProperty(
        fc.array(recordArb, { maxLength: 20 }),
        fc.array(changeArb, { maxLength: 10 }),
        async (records, changes) => {
          await knex('calculator_leads').del();
          await knex('contact_messages').del();
          await knex('people').del();
          for (const [i, record] of records.entries()) {
            const email = `p${record.person}@example.com`;
            if (record.kind === 'lead')
              await knex('calculator_leads').insert({
                name: `Lead ${i}`,
                email,
                selected_features: ['auth'],
                line_items: lineItemsJson(['auth']),
                total_cost: 2000,
                status: record.status,
              });
            else
              await knex('contact_messages').insert({
                name: `Contact ${i}`,
                email,
                message: 'Hello',
                status: record.status === 'qualified' ? 'new' : record.status,
              });
          }
          for (const change of changes) {
            if (change.kind === 'compact') {
              await compactTallies(knex);
              continue;
            }
            const ids = await knex(change.table).orderBy('id').pluck('id');
            const id = ids[change.pick % Math.max(ids.length, 1)];
            if (id === undefined) continue;
            if (change.kind === 'status')
              await knex(change.table).where({ id }).update({ status: change.status });
            else await knex(change.table).where({ id }).del();
          }
          expect(await getJson('dashboard')).toEqual(await plainDashboard(knex));
          const [people] = await rows<{ n: number }>(knex, 'select count(*)::int as n from people');
          expect((await getJson('people')).total).toBe(people?.n);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('pages warm leads and people in the order of the plain queries', async () => {
    const knex = app.db.knex;
    await knex('analytics_sessions').del();
    const at = Date.parse('2026-11-01T00:00:00Z');
    await knex('analytics_sessions').insert(
      Array.from({ length: 60 }, (_, i) => ({
        session_id: `w${String(i).padStart(2, '0')}`,
        visitor_id: `v${i}`,
        device_type: 'mobile',
        // Few scores and times, so that the order's later keys decide.
        score: 48 + (i % 5) * 6,
        email: i % 4 === 0 ? `w${i}@example.com` : null,
        created_at: new Date(at),
        last_activity_at: new Date(at + (i % 3) * 60_000),
      })),
    );
    const warm = await rows<{ session_id: string }>(
      knex,
      `select session_id from analytics_sessions where score between 50 and 74
       order by score desc, last_activity_at desc, session_id`,
    );
    const people = await rows<{ id: string }>(
      knex,
      'select id from people order by last_activity_at desc, id desc',
    );
    for (const offset of [0, 7, 30]) {
      const page = (await getJson(`warm-leads?sort=score&offset=${offset}&limit=10`)).items as {
        sessionId: string;
      }[];
      expect(page.map((lead) => lead.sessionId)).toEqual(
        warm.slice(offset, offset + 10).map((row) => row.session_id),
      );
      const persons = (await getJson(`people?sort=recent&offset=${Math.min(offset, 10)}&limit=5`))
        .items as {
        id: string;
      }[];
      expect(persons.map((person) => person.id)).toEqual(
        people.slice(Math.min(offset, 10), Math.min(offset, 10) + 5).map((row) => row.id),
      );
    }
  });
});
