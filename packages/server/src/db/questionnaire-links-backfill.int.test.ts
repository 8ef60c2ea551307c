/**
 * The hot leads that finished questionnaires made before hot leads could link them
 * (20261203000100, 20261203000110): each gets its questionnaire, and nothing else changes.
 */
import { expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { describeIntegration, useDatabaseBefore } from '../test/harness';

const LINK_MIGRATIONS = [
  '20261203000100_link_questionnaire_hot_leads',
  '20261203000110_backfill_questionnaire_hot_lead_links',
];

describeIntegration('the questionnaire links backfill', () => {
  const before = useDatabaseBefore(LINK_MIGRATIONS);

  /** A hot session with a questionnaire; `recorded`: the server's record of it is in the ledger. */
  async function hotSession(
    id: string,
    { recorded, linked }: { recorded: boolean; linked?: { id: string; kind: string } },
  ) {
    const link = linked ? { lead_id: linked.id, lead_kind: linked.kind } : {};
    await before.db.knex('analytics_sessions').insert({
      session_id: id,
      visitor_id: `v-${id}`,
      device_type: 'desktop',
      score: 80,
      ...link,
    });
    const [questionnaire] = await before.db
      .knex('workflow_submissions')
      .insert({ session_id: id, email: `${id}@example.com`, completed_steps: 7 })
      .returning<{ id: string }[]>('id');
    if (recorded)
      await before.db.knex('analytics_events').insert({
        session_id: id,
        event_type: 'WORKFLOW_SUBMITTED',
        event_category: 'conversion',
        origin: 'server',
        metadata: { email: `${id}@example.com`, leadId: questionnaire!.id },
      });
    await before.db.knex('hot_leads').insert({ session_id: id, score: 80, ...link });
    return questionnaire!.id;
  }

  const linksOf = async (id: string) =>
    Promise.all(
      (['analytics_sessions', 'hot_leads'] as const).map((table) =>
        before.db.knex(table).where({ session_id: id }).first('lead_id', 'lead_kind'),
      ),
    );

  it('links each hot lead to the questionnaire its ledger records, and keeps other links', async () => {
    const finished = await hotSession('finished', { recorded: true });
    const calculatorLead = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    await hotSession('calculator-first', {
      recorded: true,
      linked: { id: calculatorLead, kind: 'calculator' },
    });
    // A questionnaire whose session the server never scored (it did not exist yet, say).
    await hotSession('unrecorded', { recorded: false });

    expect(await migrateToLatest(before.db)).toEqual(LINK_MIGRATIONS);

    const questionnaire = { lead_id: finished, lead_kind: 'questionnaire' };
    expect(await linksOf('finished')).toEqual([questionnaire, questionnaire]);
    const calculator = { lead_id: calculatorLead, lead_kind: 'calculator' };
    expect(await linksOf('calculator-first')).toEqual([calculator, calculator]);
    const none = { lead_id: null, lead_kind: null };
    expect(await linksOf('unrecorded')).toEqual([none, none]);
  });
});
