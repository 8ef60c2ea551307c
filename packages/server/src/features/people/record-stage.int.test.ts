/**
 * Issue 32 part 2: the records' statuses feed their person's stage, forward only, in the status
 * change's transaction; the records show the stage; the backfill migration derives the stages
 * already there by the same mapping as the code.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_STATUSES,
  LEAD_STATUSES,
  WORKFLOW_STATUSES,
  type HotLead,
  type Json,
  type PersonRecord,
} from '@leadline/domain';
import { up as backfill } from '../../db/migrations/20261202000200_backfill_person_stage';
import { createSession, reachHot } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { personWithRecords, type PersonRecords } from '../../test/person-records';
import { propertyRuns } from '../../test/property-runs';
import { adminFetch, signedIn } from '../../test/sign-in';
import { farthestStage, stageOfRecordStatus } from './record-stage';

const PATCH_PATHS = {
  calculator_leads: '/api/admin/submissions/leads',
  contact_messages: '/api/admin/submissions/contacts',
  workflow_submissions: '/api/admin/workflow-submissions',
} as const;

const STATUSES = {
  calculator_leads: LEAD_STATUSES,
  contact_messages: CONTACT_STATUSES,
  workflow_submissions: WORKFLOW_STATUSES,
  hot_leads: ['contacted', 'not_contacted'],
} as const;
type Table = keyof typeof STATUSES;
const TABLES = Object.keys(STATUSES) as Table[];

describeIntegration('record statuses feed the pipeline', () => {
  const app = useTestServer();
  let admin = '';
  const call = adminFetch(app, () => admin);
  const knex = () => app.db.knex;
  const stageOf = async (personId: string) =>
    (await knex()('people').where({ id: personId }).first<{ stage: string }>('stage'))!.stage;
  const setStatus = async (table: Table, id: string, status: string) => {
    const response =
      table === 'hot_leads'
        ? await call('PATCH', `/api/admin/hot-leads/${id}`, { contacted: status === 'contacted' })
        : await call('PATCH', `${PATCH_PATHS[table]}/${id}`, { status });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { personStage: string | null };
  };

  beforeAll(async () => {
    admin = await signedIn(app, 'admin', 'owner@studio.example');
  });

  it('moves the person forward when a record is marked, and shows the stage on the records', async () => {
    const grace = await personWithRecords(app, 'Grace.Feed@Example.com');
    expect(await stageOf(grace.personId)).toBe('new');
    // A lead marked contacted: the person is at Contacted, and the answer says so.
    expect(await setStatus('calculator_leads', grace.calculator_leads, 'contacted')).toMatchObject({
      personStage: 'contacted',
    });
    // Back to new on the record: the person stays at Contacted; closed says nothing.
    await setStatus('calculator_leads', grace.calculator_leads, 'new');
    await setStatus('contact_messages', grace.contact_messages, 'closed');
    expect(await stageOf(grace.personId)).toBe('contacted');
    // A converted questionnaire wins the deal; nothing moves the person out of Won.
    await setStatus('workflow_submissions', grace.workflow_submissions, 'converted');
    await setStatus('workflow_submissions', grace.workflow_submissions, 'lost');
    expect(await stageOf(grace.personId)).toBe('won');

    // Every list shows the person's stage beside the record.
    const lists = await Promise.all(
      [
        '/api/admin/submissions/leads?limit=100',
        '/api/admin/submissions/contacts?limit=100',
        '/api/admin/workflow-submissions?limit=100',
        '/api/admin/hot-leads?limit=100',
      ].map(async (path) => {
        const page = (await (await call('GET', path)).json()) as {
          items: { personId: string | null; personStage: string | null }[];
        };
        return page.items.find((item) => item.personId === grace.personId)?.personStage;
      }),
    );
    expect(lists).toEqual(['won', 'won', 'won', 'won']);

    // The person's record: the stage, and each move on the timeline with who made it.
    const record = (await (
      await call('GET', `/api/admin/people/${grace.personId}`)
    ).json()) as Json<PersonRecord>;
    expect(record.person).toMatchObject({ stage: 'won', dealValue: null, expectedCloseAt: null });
    const stageItems = record.timeline.filter(
      (item) => item.type === 'status' && item.recordId === grace.personId,
    );
    expect(stageItems.map((item) => 'title' in item && item.title).sort()).toEqual([
      'Stage: Contacted → Won',
      'Stage: New → Contacted',
    ]);
    expect(stageItems.every((item) => 'by' in item && item.by === 'owner@studio.example')).toBe(
      true,
    );
  });

  it('moves the person when a hot lead is contacted; one without an address has no person', async () => {
    const hedy = await personWithRecords(app, 'hedy@example.com');
    const hot = await setStatus('hot_leads', hedy.hot_leads, 'contacted');
    expect(hot).toMatchObject({ personStage: 'contacted' });
    expect(await stageOf(hedy.personId)).toBe('contacted');

    const anonymous = await createSession(app, { isReturningVisitor: true });
    await reachHot(app, anonymous);
    const row = await knex()('hot_leads')
      .where({ session_id: anonymous })
      .first<{ id: string }>('id');
    const before = await knex()('status_changes')
      .where({ record_kind: 'person' })
      .count<{ count: string | number }[]>({ count: '*' });
    const answer = (await setStatus('hot_leads', row!.id, 'contacted')) as unknown as Json<HotLead>;
    expect(answer.personStage).toBeNull();
    const after = await knex()('status_changes')
      .where({ record_kind: 'person' })
      .count<{ count: string | number }[]>({ count: '*' });
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
  });

  describe('the backfill (20261202000200)', () => {
    let people: PersonRecords[] = [];
    const statusesOf = (status: Record<Table, string>) =>
      TABLES.map((table) => stageOfRecordStatus(table, status[table]));

    /** Sets the records' statuses directly (no code path moves anyone), then runs the backfill. */
    const backfilled = async (assignments: Record<Table, string>[]) => {
      for (const [index, assignment] of assignments.entries()) {
        const person = people[index]!;
        for (const table of TABLES) {
          const changes =
            table === 'hot_leads'
              ? { contacted: assignment[table] === 'contacted' }
              : { status: assignment[table] };
          await knex()(table).where({ id: person[table] }).update(changes);
        }
        await knex()('people')
          .where({ id: person.personId })
          .update({ stage: 'new', stage_changed_at: null });
      }
      await backfill(knex());
      return Promise.all(assignments.map((_, index) => stageOf(people[index]!.personId)));
    };

    it('derives each person stage from their records as the code would', async () => {
      people = [];
      for (const name of ['ada', 'barbara', 'carol'])
        people.push(await personWithRecords(app, `${name}.backfill@example.com`));
      const assignment = fc.record(
        Object.fromEntries(
          TABLES.map((table) => [table, fc.constantFrom(...STATUSES[table])]),
        ) as Record<Table, fc.Arbitrary<string>>,
      );
      // Each status of each kind alone, then any mix.
      const alone: Record<Table, string>[] = TABLES.flatMap((table) =>
        STATUSES[table].map((status) => ({
          calculator_leads: 'new',
          contact_messages: 'new',
          workflow_submissions: 'new',
          hot_leads: 'not_contacted',
          [table]: status,
        })),
      );
      for (const one of alone)
        expect(await backfilled([one]), JSON.stringify(one)).toEqual([
          farthestStage(statusesOf(one)),
        ]);
      await fc.assert(
        fc.asyncProperty(fc.array(assignment, { minLength: 3, maxLength: 3 }), async (mixes) => {
          expect(await backfilled(mixes)).toEqual(
            mixes.map((mix) => farthestStage(statusesOf(mix))),
          );
        }),
        { numRuns: propertyRuns(15, 100) },
      );
    });

    it('leaves a person already moved where they are', async () => {
      const moved = people[0]!;
      await knex()('people').where({ id: moved.personId }).update({ stage: 'proposal_sent' });
      await knex()('calculator_leads').where({ id: moved.calculator_leads }).update({
        status: 'contacted',
      });
      await backfill(knex());
      expect(await stageOf(moved.personId)).toBe('proposal_sent');
    });
  });
});
