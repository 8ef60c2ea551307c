import { expect, it } from 'vitest';
import { countRows, describeIntegration, useTestServer } from '../../test/harness';
import { createSession, track } from '../../test/analytics-factories';
import { recomputeScores } from '../../scoring/recompute';
import { fixtureScoring } from '../../test/site';

describeIntegration('POST /api/workflow-wizard', () => {
  const app = useTestServer();

  const answers = {
    painPoint: 'reporting',
    currentTools: ['excel', 'quickbooks'],
    manualProcess: 'Copying invoices into a sheet every Friday.',
    teamSize: '6-15',
    successVision: 'Reports build themselves.',
    timeline: '1-2_months',
    budgetRange: '15k-30k',
  };

  const save = (body: Record<string, unknown>) =>
    app.post('/api/workflow-wizard', { totalSteps: 7, ...body });

  it('keeps one row per session through partial saves and the final submit', async () => {
    const sessionId = 'wizard-session-1';
    const first = await save({ sessionId, completedSteps: 1, painPoint: 'reporting' });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };

    const second = await save({
      sessionId,
      completedSteps: 2,
      painPoint: 'reporting',
      currentTools: ['excel'],
    });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ id, completedSteps: 2 });

    const final = await save({
      sessionId,
      completedSteps: 7,
      ...answers,
      name: 'Katherine',
      email: 'K@Example.com',
      company: 'NASA',
    });
    expect(final.status).toBe(200);
    expect(await final.json()).toEqual({ id, completedSteps: 7 });

    const rows = await app.db.knex('workflow_submissions').where({ session_id: sessionId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      name: 'Katherine',
      email: 'k@example.com',
      company: 'NASA',
      pain_point: 'reporting',
      current_tools: ['excel', 'quickbooks'],
      manual_process: 'Copying invoices into a sheet every Friday.',
      team_size: '6-15',
      success_vision: 'Reports build themselves.',
      timeline: '1-2_months',
      budget_range: '15k-30k',
      completed_steps: 7,
      total_steps: 7,
      status: 'new',
    });
  });

  it('never lets completedSteps go backwards, and keeps answers a later save leaves out', async () => {
    const sessionId = 'wizard-session-2';
    await save({ sessionId, completedSteps: 4, ...answers });
    const back = await save({ sessionId, completedSteps: 2, painPoint: 'inventory' });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ completedSteps: 4 });
    const row = await app.db.knex('workflow_submissions').where({ session_id: sessionId }).first();
    expect(row).toMatchObject({ completed_steps: 4, pain_point: 'inventory', team_size: '6-15' });
  });

  it('requires name and email on the final submit only', async () => {
    const partial = await save({ sessionId: 'wizard-session-3', completedSteps: 6, ...answers });
    expect(partial.status).toBe(201);

    const before = await app.db
      .knex('workflow_submissions')
      .where({ session_id: 'wizard-session-3' })
      .first();
    const final = await save({ sessionId: 'wizard-session-3', completedSteps: 7, ...answers });
    expect(final.status).toBe(400);
    expect(await final.json()).toEqual({
      error: 'Some fields are invalid: name, email.',
      fields: { name: 'Please enter your name.', email: 'Please enter your email address.' },
    });
    const after = await app.db
      .knex('workflow_submissions')
      .where({ session_id: 'wizard-session-3' })
      .first();
    expect(after).toEqual(before);
  });

  it.each([
    [{ painPoint: 'boredom' }, 'painPoint'],
    [{ currentTools: ['excel', 'abacus'] }, 'currentTools'],
    [{ currentTools: ['excel', 'excel'] }, 'currentTools'],
    [{ teamSize: '1000' }, 'teamSize'],
    [{ timeline: 'never' }, 'timeline'],
    [{ budgetRange: 'millions' }, 'budgetRange'],
    [{ manualProcess: 'x'.repeat(5001) }, 'manualProcess'],
    [{ successVision: 'x'.repeat(5001) }, 'successVision'],
    [{ completedSteps: 8 }, 'completedSteps'],
    [{ completedSteps: -1 }, 'completedSteps'],
    [{ totalSteps: 9 }, 'totalSteps'],
    [{ sessionId: undefined }, 'sessionId'],
    [{ email: 'nope' }, 'email'],
  ])('refuses %j and writes nothing', async (change, field) => {
    const before = await countRows(app.db, 'workflow_submissions');
    const response = await save({
      sessionId: 'wizard-bad',
      completedSteps: 3,
      ...answers,
      ...change,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(await countRows(app.db, 'workflow_submissions')).toBe(before);
  });

  it('keeps a finished questionnaire from being changed by a later partial save', async () => {
    const sessionId = 'wizard-finished';
    const final = {
      sessionId,
      completedSteps: 7,
      ...answers,
      name: 'Ada',
      email: 'ada@example.com',
    };
    const { id } = (await (await save(final)).json()) as { id: string };
    const partial = await save({ sessionId, completedSteps: 2, painPoint: 'other' });
    expect(partial.status).toBe(200);
    expect(await partial.json()).toEqual({ id, completedSteps: 7 });
    const row = await app.db.knex('workflow_submissions').where({ session_id: sessionId }).first();
    expect(row).toMatchObject({ pain_point: 'reporting', completed_steps: 7, name: 'Ada' });
    const again = await save({ ...final, name: 'Ada L.' });
    expect(again.status).toBe(200);
    expect((await app.db.knex('workflow_submissions').where({ id }).first()).name).toBe('Ada L.');
  });

  it('scores a finished questionnaire like a contact form, once, and recompute agrees', async () => {
    const sessionId = await createSession(app);
    await track(app, sessionId, 'SERVICES_PAGE_VIEWED', { pageUrl: '/services' });
    await track(app, sessionId, 'PRICING_DISCUSSED');
    await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/workflow-wizard' });
    const scoreOf = async () =>
      (
        (await (await app.get(`/api/analytics/session/${sessionId}/score`)).json()) as {
          score: number;
        }
      ).score;
    for (let step = 1; step < 7; step++)
      await save({ sessionId, completedSteps: step, ...answers });
    expect(await scoreOf()).toBe(45);

    const final = {
      sessionId,
      completedSteps: 7,
      ...answers,
      name: 'Ada',
      email: 'ada@example.com',
    };
    const saved = await save(final);
    expect(saved.status).toBe(200);
    const { id: questionnaireId } = (await saved.json()) as { id: string };
    expect(await scoreOf()).toBe(75);
    // Saved again (a double click, a correction): counted once per session.
    expect((await save({ ...final, name: 'Ada L.' })).status).toBe(200);
    expect(await scoreOf()).toBe(75);

    const hot = await app.db.knex('hot_leads').where({ session_id: sessionId }).first();
    expect(hot).toMatchObject({
      score: 75,
      email: 'ada@example.com',
      converted_to_lead: true,
      // The hot lead links the questionnaire, which the admin's 'View Lead' opens.
      lead_id: questionnaireId,
      lead_kind: 'questionnaire',
    });
    expect(hot.qualification_reasons.slice(0, 3)).toEqual([
      'finished_questionnaire',
      'discussed_pricing',
      'viewed_services',
    ]);
    expect(await recomputeScores(app.db.knex, fixtureScoring(), { sessionId })).toMatchObject({
      sessions: 1,
      eventsChanged: 0,
      scoresChanged: 0,
    });
  });

  it('accepts all eight known tools', async () => {
    const response = await save({
      sessionId: 'wizard-tools',
      completedSteps: 2,
      currentTools: [
        'excel',
        'quickbooks',
        'salesforce',
        'email',
        'slack',
        'shopify',
        'stripe',
        'other',
      ],
    });
    expect(response.status).toBe(201);
  });

  it('stores nothing for a filled honeypot', async () => {
    const before = await countRows(app.db, 'workflow_submissions');
    const response = await save({
      sessionId: 'wizard-bot',
      completedSteps: 1,
      website: 'x',
      ...answers,
    });
    expect(response.status).toBe(201);
    expect(await countRows(app.db, 'workflow_submissions')).toBe(before);
  });

  it('gives one row when the same session saves concurrently', async () => {
    const sessionId = 'wizard-race';
    const responses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((step) => save({ sessionId, completedSteps: step, ...answers })),
    );
    expect(responses.every((response) => response.ok)).toBe(true);
    const rows = await app.db.knex('workflow_submissions').where({ session_id: sessionId });
    expect(rows).toHaveLength(1);
    expect(rows[0].completed_steps).toBe(6);
  });
});

describeIntegration('POST /api/workflow-wizard rate limit', () => {
  const app = useTestServer({ FORM_RATE_LIMIT: '1' });

  it('counts questionnaires, not saves: one run of 7 saves a minute passes, the 8th is refused', async () => {
    const sessionId = 'rate-limited-session';
    for (let step = 1; step <= 7; step++) {
      const response = await app.post('/api/workflow-wizard', {
        sessionId,
        completedSteps: step,
        totalSteps: 7,
        painPoint: 'reporting',
        ...(step === 7 ? { name: 'Ada', email: 'ada@example.com' } : {}),
      });
      expect(response.status, `save ${step}`).toBeLessThan(300);
    }
    const limited = await app.post('/api/workflow-wizard', {
      sessionId: 'another-session',
      completedSteps: 1,
      totalSteps: 7,
      painPoint: 'reporting',
    });
    expect(limited.status).toBe(429);
  });
});
