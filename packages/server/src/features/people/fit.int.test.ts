/**
 * Issue 31 part 1: a person's fit grade is stored with the answers that make it, in the write's own
 * transaction (the calculator, the questionnaire's partial saves and final submit, a change of
 * address), and the backfill migration grades the rows already there by the same rule.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  BUDGET_RANGES,
  TEAM_SIZES,
  TIMELINES,
  fitOf,
  lineItemsOf,
  valuesOf,
  type Json,
  type PersonRecord,
} from '@leadline/domain';
import {
  describeIntegration,
  testConfig,
  testDatabaseKind,
  useTestServer,
} from '../../test/harness';
import { composeMessage, type MessageRow } from '../delivery/mail/compose';
import { propertyRuns } from '../../test/property-runs';
import { signedIn } from '../../test/sign-in';
import { up as backfill } from '../../db/migrations/20261201000210_backfill_people_fit';
import { refreshPersonFit } from './fit';
import { sessionPayload } from '../../test/analytics-factories';
import { fixtureCatalogue } from '../../test/site';

interface StoredFit {
  id: string;
  fit_grade: string | null;
  fit_score: number | null;
  fit_reasons: string[];
}

describeIntegration('fit grade', () => {
  const app = useTestServer();
  const fitOfPerson = (email: string) =>
    app.db
      .knex('people')
      .where({ email })
      .first<StoredFit | undefined>('id', 'fit_grade', 'fit_score', 'fit_reasons');
  const save = (body: Record<string, unknown>) =>
    app.post('/api/workflow-wizard', { totalSteps: 7, ...body });

  it('grades a calculator lead by its estimate, and the latest estimate counts', async () => {
    const lead = (selectedFeatures: string[], totalCost: number) =>
      app.post('/api/calculate', { email: 'Estimator@Example.com', selectedFeatures, totalCost });
    expect((await lead(['auth'], 2_000)).status).toBe(201);
    expect(await fitOfPerson('estimator@example.com')).toMatchObject({
      fit_grade: 'D',
      fit_score: 25,
      fit_reasons: ['Estimate $2,000'],
    });
    expect((await lead(['admin', 'api', 'chat', 'payment'], 17_000)).status).toBe(201);
    expect(await fitOfPerson('estimator@example.com')).toMatchObject({
      fit_grade: 'A',
      fit_score: 80,
      fit_reasons: ['Estimate $17,000'],
    });
    // The owner's alert of the lead says it beside the estimate.
    const alerts = await app.db
      .knex('mail_messages')
      .where({ kind: 'lead_alert' })
      .orderBy('created_at', 'desc')
      .select<MessageRow[]>('id', 'kind', 'audience', 'to_address', 'ref');
    const composed = await composeMessage(
      app.db.knex,
      alerts[0]!,
      testConfig(app.database, { NOTIFY_EMAIL: 'owner@studio.example' }).delivery,
    );
    expect('text' in composed && composed.text).toContain('Fit: A (Estimate $17,000)');
  });

  it('grades a questionnaire from its partial saves on, and moves with its address', async () => {
    const sessionId = 'fit-wizard-1';
    expect((await save({ sessionId, completedSteps: 4, teamSize: '16+' })).status).toBe(201);
    // No address yet: nobody to grade.
    expect(await app.db.knex('people').where('email', 'like', 'grace%')).toEqual([]);
    const partial = { sessionId, completedSteps: 6, timeline: 'asap', budgetRange: '30k+' };
    expect((await save({ ...partial, email: 'grace@example.com' })).status).toBe(200);
    expect(await fitOfPerson('grace@example.com')).toMatchObject({
      fit_grade: 'A',
      fit_score: 100,
      fit_reasons: ['Budget $30,000+', 'Timeline: As soon as possible', 'Team: 16+ people'],
    });

    // The visitor corrects the address: the first one keeps no answers, the new one has them all.
    const final = { ...partial, completedSteps: 7, budgetRange: 'unsure', name: 'Grace' };
    expect((await save({ ...final, email: 'grace.h@example.com' })).status).toBe(200);
    expect(await fitOfPerson('grace@example.com')).toMatchObject({
      fit_grade: null,
      fit_score: null,
      fit_reasons: [],
    });
    // Budget 3 x 10, timeline 3 x 100, team 1 x 100: 430 / 7 = 61.
    expect(await fitOfPerson('grace.h@example.com')).toMatchObject({
      fit_grade: 'B',
      fit_score: 61,
    });
  });

  it('shows the fit on the person record and is null-free for an ungraded person', async () => {
    expect(
      (
        await app.post('/api/contact', {
          name: 'Quiet',
          email: 'quiet@example.com',
          message: 'Just saying hello.',
        })
      ).status,
    ).toBe(201);
    const admin = await signedIn(app, 'admin');
    const { id } = (await fitOfPerson('quiet@example.com'))!;
    const response = await app.get(`/api/admin/people/${id}`, { cookie: admin });
    const record = (await response.json()) as Json<PersonRecord>;
    expect(record.person.fit).toEqual({ grade: null, score: null, because: [] });
    expect(record.contacts[0]?.fit).toEqual({ grade: null, score: null, because: [] });
  });

  const RUNS = propertyRuns(15, 100);
  const maybe = (values: readonly string[]) => fc.option(fc.constantFrom(...values));
  const questionnaire = fc.record({
    budget_range: maybe(valuesOf(BUDGET_RANGES)),
    timeline: maybe(valuesOf(TIMELINES)),
    team_size: maybe(valuesOf(TEAM_SIZES)),
  });
  const person = fc.record({
    questionnaires: fc.array(questionnaire, { maxLength: 3 }),
    estimates: fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 2 }),
  });

  it('backfills what refreshPersonFit stores, the rule of @leadline/domain', async () => {
    const knex = app.db.knex;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(person, { minLength: 1, maxLength: 4 }), async (people) => {
        run += 1;
        const emails = people.map((_, index) => `backfill-${run}-${index}@example.com`);
        for (const [index, { questionnaires, estimates }] of people.entries()) {
          const email = emails[index]!;
          const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute));
          for (const [n, answers] of questionnaires.entries())
            await knex('workflow_submissions').insert({
              ...answers,
              email,
              session_id: `${email}-${n}`,
              updated_at: at(n),
            });
          for (const [n, total] of estimates.entries())
            await knex('calculator_leads').insert({
              email,
              selected_features: ['auth'],
              line_items: JSON.stringify([{ id: 'auth', name: 'Auth', price: total }]),
              total_cost: total,
              created_at: at(n),
            });
          await refreshPersonFit(knex, email);
        }
        const live = await knex('people').whereIn('email', emails).orderBy('email');
        // Each person as the rule grades their latest answers.
        for (const row of live) {
          const { questionnaires, estimates } = people[emails.indexOf(row.email)]!;
          const latest = (key: 'budget_range' | 'timeline' | 'team_size') =>
            questionnaires.map((answers) => answers[key]).findLast((value) => value !== null);
          const fit = fitOf({
            budgetRange: latest('budget_range'),
            timeline: latest('timeline'),
            teamSize: latest('team_size'),
            estimateTotal: estimates.at(-1),
          });
          expect(row).toMatchObject({
            fit_grade: fit.grade,
            fit_score: fit.score,
            fit_reasons: fit.because,
          });
        }
        await knex('people')
          .whereIn('email', emails)
          .update({ fit_grade: null, fit_score: null, fit_reasons: [] });
        await backfill(knex);
        expect(await knex('people').whereIn('email', emails).orderBy('email')).toEqual(live);
      }),
      { numRuns: RUNS },
    );
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'grades with both answers when two writes grade one person at once',
    async () => {
      const email = 'race@example.com';
      const session = await app.post('/api/analytics/session', sessionPayload());
      const { sessionId } = (await session.json()) as { sessionId: string };
      const answers = { budgetRange: 'under_5k', timeline: 'exploring' } as const;
      expect(
        (await save({ sessionId, completedSteps: 7, email, name: 'Racer', ...answers })).status,
      ).toBe(201);
      const knex = app.db.knex;
      // A calculator lead, graded but not committed yet...
      const lead = await knex.transaction();
      await lead('calculator_leads').insert({
        email,
        selected_features: ['auth'],
        line_items: JSON.stringify(lineItemsOf(fixtureCatalogue(), ['auth'])),
        total_cost: 50_000,
      });
      await refreshPersonFit(lead, email);
      // ...while a questionnaire save grades the same person: it must wait, then see the lead.
      const answer = await knex.transaction();
      await answer('workflow_submissions').where({ session_id: sessionId }).update({
        team_size: '16+',
      });
      const graded = refreshPersonFit(answer, email).then(() => answer.commit());
      await expect
        .poll(async () => {
          const { rows } = await knex.raw<{ rows: { n: number }[] }>(
            `select count(*)::int as n from pg_stat_activity
             where wait_event_type = 'Lock' and datname = current_database()`,
          );
          return rows[0]?.n ?? 0;
        })
        .toBeGreaterThan(0);
      await lead.commit();
      await graded;
      const expected = fitOf({ ...answers, teamSize: '16+', estimateTotal: 50_000 });
      expect(await fitOfPerson(email)).toMatchObject({
        fit_grade: expected.grade,
        fit_score: expected.score,
      });
    },
  );
});
