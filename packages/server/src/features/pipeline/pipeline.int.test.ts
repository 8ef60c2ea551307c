/**
 * Issue 32 part 2: PATCH /api/admin/people/:id moves a person's stage and sets the deal (admins
 * only; any other body a 4xx that writes nothing), and GET /api/admin/pipeline answers the board.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import {
  MAX_DEAL_VALUE,
  PIPELINE_CARDS_PER_STAGE,
  PIPELINE_STAGES,
  type Json,
  type PersonRecord,
  type PersonSummary,
  type PipelineBoard,
} from '@leadline/domain';
import { BUILT_IN_KEYS, hostileValue, toJson } from '../../test/hostile-input';
import { countRows, describeIntegration, useTestServer } from '../../test/harness';
import { propertyRuns } from '../../test/property-runs';
import { adminFetch, signedIn } from '../../test/sign-in';

const RUNS = propertyRuns(100, 1000);
const UNKNOWN_ID = '0b7f6a8e-4a51-4e0c-9a43-2d1c5d6e7f80';

describeIntegration('pipeline', () => {
  const app = useTestServer();
  let admin = '';
  let viewer = '';
  let personId = '';
  const asAdmin = adminFetch(app, () => admin);
  const asViewer = adminFetch(app, () => viewer);
  const knex = () => app.db.knex;
  const personRow = () =>
    knex()('people')
      .where({ id: personId })
      .first('stage', 'deal_value', 'expected_close_at', 'stage_changed_at');
  const board = async () => {
    const response = await asAdmin('GET', '/api/admin/pipeline');
    expect(response.status).toBe(200);
    return (await response.json()) as Json<PipelineBoard>;
  };

  beforeAll(async () => {
    admin = await signedIn(app, 'admin', 'owner@studio.example');
    viewer = await signedIn(app, 'viewer');
    const sent = await app.post('/api/contact', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'A dashboard, please.',
    });
    expect(sent.status).toBe(201);
    personId = (await knex()('people').where({ email: 'ada@example.com' }).first('id')).id;
  });

  it('moves the stage and sets the deal, answers the person, logs the move on the timeline', async () => {
    const response = await asAdmin('PATCH', `/api/admin/people/${personId}`, {
      stage: 'proposal_sent',
      dealValue: 12_500,
      expectedCloseAt: '2027-01-31',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const person = (await response.json()) as Json<PersonSummary>;
    expect(person).toMatchObject({
      id: personId,
      email: 'ada@example.com',
      stage: 'proposal_sent',
      dealValue: 12_500,
      expectedCloseAt: '2027-01-31',
    });
    expect(person.stageChangedAt).not.toBeNull();

    const record = (await (
      await asAdmin('GET', `/api/admin/people/${personId}`)
    ).json()) as Json<PersonRecord>;
    expect(record.person).toMatchObject({ stage: 'proposal_sent', dealValue: 12_500 });
    expect(record.timeline).toContainEqual(
      expect.objectContaining({
        type: 'status',
        recordId: personId,
        title: 'Stage: New → Proposal sent',
        by: 'owner@studio.example',
      }),
    );

    // Nulls clear; the owner may move a person back; a deal alone moves no stage.
    const cleared = await asAdmin('PATCH', `/api/admin/people/${personId}`, {
      dealValue: null,
      expectedCloseAt: null,
    });
    expect(await cleared.json()).toMatchObject({
      stage: 'proposal_sent',
      dealValue: null,
      expectedCloseAt: null,
    });
    const back = await asAdmin('PATCH', `/api/admin/people/${personId}`, { stage: 'new' });
    expect(await back.json()).toMatchObject({ stage: 'new' });
  });

  it('is for admins: a viewer is 403 and anyone signed out 401, and nothing is written', async () => {
    const before = await personRow();
    for (const [method, path, body] of [
      ['PATCH', `/api/admin/people/${personId}`, { stage: 'won' }],
      ['GET', '/api/admin/pipeline', undefined],
    ] as const) {
      expect((await asViewer(method, path, body)).status).toBe(403);
      expect((await adminFetch(app, () => '')(method, path, body)).status).toBe(401);
    }
    expect(await personRow()).toEqual(before);
  });

  it('refuses bad bodies with a 400 naming the field, and an unknown person with a 404', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ stage: 'Won' }, 'stage'],
      [{ stage: null }, 'stage'],
      [{ dealValue: -1 }, 'dealValue'],
      [{ dealValue: 1.5 }, 'dealValue'],
      [{ dealValue: '100' }, 'dealValue'],
      [{ dealValue: MAX_DEAL_VALUE + 1 }, 'dealValue'],
      [{ expectedCloseAt: '2026-02-30' }, 'expectedCloseAt'],
      [{ expectedCloseAt: '2026-1-31' }, 'expectedCloseAt'],
      [{ expectedCloseAt: '2026-01-31T00:00:00Z' }, 'expectedCloseAt'],
      [{ stage: 'won', owner: 'me' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await asAdmin('PATCH', `/api/admin/people/${personId}`, body);
      const answer = (await response.json()) as { fields?: Record<string, string> };
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(
      (await asAdmin('PATCH', `/api/admin/people/${MAX_DEAL_VALUE}`, { dealValue: MAX_DEAL_VALUE }))
        .status,
    ).toBe(404);
    const unknown = await asAdmin('PATCH', `/api/admin/people/${UNKNOWN_ID}`, { stage: 'won' });
    expect(unknown.status).toBe(404);
  });

  it(`answers ${RUNS} generated bodies with 200 or a 4xx that writes nothing`, async () => {
    const field = fc.constantFrom('stage', 'dealValue', 'expectedCloseAt', ...BUILT_IN_KEYS);
    const value = fc.oneof(
      hostileValue,
      fc.constantFrom(...PIPELINE_STAGES, null, 0, MAX_DEAL_VALUE, '2027-12-31', '0000-01-01'),
      fc.integer(),
      fc.double(),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    );
    // Written by hand so that keys such as __proto__ and repeated keys reach the wire.
    const body = fc.oneof(
      fc
        .array(fc.tuple(field, value), { maxLength: 4 })
        .map(
          (pairs) =>
            `{${pairs.map(([key, inner]) => `${JSON.stringify(key)}:${toJson(inner)}`).join(',')}}`,
        ),
      hostileValue.map(toJson),
    );
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const before = [await personRow(), await countRows(app.db, 'status_changes')];
        const response = await asAdmin('PATCH', `/api/admin/people/${personId}`, raw);
        expect(response.status, raw).toBeLessThan(500);
        if (response.status !== 200) {
          expect(response.status, raw).toBeOneOf([400, 413, 415]);
          expect([await personRow(), await countRows(app.db, 'status_changes')], raw).toEqual(
            before,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('answers the board: every stage in order, with its count, value and newest cards', async () => {
    await knex()('people').update({ stage: 'new', deal_value: null });
    await asAdmin('PATCH', `/api/admin/people/${personId}`, {
      stage: 'call_booked',
      dealValue: 4_000,
      expectedCloseAt: '2027-03-01',
    });
    // More lost people than a column shows, each with a deal.
    const lost = Array.from({ length: PIPELINE_CARDS_PER_STAGE + 5 }, (_, index) => ({
      email: `lost-${index}@example.com`,
      stage: 'lost',
      deal_value: 10,
      last_activity_at: new Date(Date.UTC(2026, 0, 1, 0, index)),
    }));
    await knex()('people').insert(lost);

    const { stages } = await board();
    expect(stages.map((column) => [column.stage, column.label])).toEqual([
      ['new', 'New'],
      ['contacted', 'Contacted'],
      ['call_booked', 'Call booked'],
      ['proposal_sent', 'Proposal sent'],
      ['won', 'Won'],
      ['lost', 'Lost'],
    ]);
    const column = (stage: string) => stages.find((item) => item.stage === stage)!;
    expect(column('call_booked')).toMatchObject({ count: 1, value: 4_000 });
    expect(column('call_booked').people).toEqual([
      expect.objectContaining({
        id: personId,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        dealValue: 4_000,
        expectedCloseAt: '2027-03-01',
        fit: expect.objectContaining({ grade: null }),
        bestScore: null,
      }),
    ]);
    expect(column('lost').count).toBe(PIPELINE_CARDS_PER_STAGE + 5);
    expect(column('lost').value).toBe(10 * (PIPELINE_CARDS_PER_STAGE + 5));
    expect(column('lost').people).toHaveLength(PIPELINE_CARDS_PER_STAGE);
    // The newest first: the five oldest are the ones left out.
    expect(column('lost').people[0]!.email).toBe(
      `lost-${PIPELINE_CARDS_PER_STAGE + 4}@example.com`,
    );
    expect(column('won')).toMatchObject({ count: 0, value: 0, people: [] });

    // The board follows a move.
    await asAdmin('PATCH', `/api/admin/people/${personId}`, { stage: 'won' });
    const after = await board();
    expect(after.stages.find((item) => item.stage === 'won')).toMatchObject({
      count: 1,
      value: 4_000,
    });
    expect(after.stages.find((item) => item.stage === 'call_booked')).toMatchObject({
      count: 0,
      value: 0,
    });
  });

  it('refuses a query string it does not know', async () => {
    expect((await asAdmin('GET', '/api/admin/pipeline?stage=won')).status).toBe(400);
  });
});
