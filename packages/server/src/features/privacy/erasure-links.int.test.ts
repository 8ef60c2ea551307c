/**
 * Erasing an address that a questionnaire was corrected to: the questionnaire goes, and nothing of
 * the session (live, or rebuilt from its ledger) links to it afterwards. One questionnaire per
 * session, so the ledger of the address it was first sent with names its id too.
 */
import { expect, it } from 'vitest';
import { recomputeScores } from '../../scoring/recompute';
import { createSession, track } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { fixtureScoring } from '../../test/site';
import { erasePerson } from './erase';

const ANSWERS = {
  totalSteps: 7,
  completedSteps: 7,
  painPoint: 'reporting',
  currentTools: ['excel'],
  teamSize: '6-15',
  timeline: '1-2_months',
  budgetRange: '15k-30k',
};

describeIntegration('erasure and the links of a hot lead', () => {
  const app = useTestServer();

  it('leaves no link to a questionnaire erased with the address it was corrected to', async () => {
    const sessionId = await createSession(app);
    await track(app, sessionId, 'SERVICES_PAGE_VIEWED', { pageUrl: '/services' });
    await track(app, sessionId, 'PRICING_DISCUSSED');
    const contact = await app.post('/api/contact', {
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello there',
      sessionId,
    });
    expect(contact.status).toBe(201);
    const { id: contactId } = (await contact.json()) as { id: string };
    const finish = async (name: string, email: string) => {
      const response = await app.post('/api/workflow-wizard', {
        ...ANSWERS,
        sessionId,
        name,
        email,
      });
      expect(response.ok).toBe(true);
      return ((await response.json()) as { id: string }).id;
    };
    const questionnaireId = await finish('Ann', 'ann@example.com');
    expect(await finish('Bob', 'bob@example.com')).toBe(questionnaireId);
    const linkOf = () =>
      Promise.all(
        (['hot_leads', 'analytics_sessions'] as const).map((table) =>
          app.db.knex(table).where({ session_id: sessionId }).first('lead_id', 'lead_kind'),
        ),
      );
    expect(await linkOf()).toEqual([
      { lead_id: questionnaireId, lead_kind: 'questionnaire' },
      { lead_id: questionnaireId, lead_kind: 'questionnaire' },
    ]);

    await erasePerson(app.db.knex, 'bob@example.com', { label: 'test' });
    expect(await app.db.knex('workflow_submissions').where({ id: questionnaireId })).toEqual([]);
    const unlinked = { lead_id: null, lead_kind: null };
    expect(await linkOf()).toEqual([unlinked, unlinked]);
    // Rebuilt from the ledger, the session links Ann's message again, not the erased questionnaire.
    await recomputeScores(app.db.knex, fixtureScoring(), { sessionId });
    const contactLink = { lead_id: contactId, lead_kind: 'contact' };
    expect(await linkOf()).toEqual([contactLink, contactLink]);
    expect(
      await app.db
        .knex('analytics_events')
        .where({ session_id: sessionId })
        .whereRaw(`metadata ->> 'leadId' = ?`, [questionnaireId]),
    ).toEqual([]);
  });
});
