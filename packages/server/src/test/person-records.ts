/**
 * For the pipeline's integration tests: a person with one record of each kind that has a status (a
 * calculator lead, a contact message, a questionnaire, a hot lead), made through the public API.
 */
import { expect } from 'vitest';
import { createSession, reachHot, track } from './analytics-factories';
import type { TestServer } from './harness';

export interface PersonRecords {
  personId: string;
  email: string;
  calculator_leads: string;
  contact_messages: string;
  workflow_submissions: string;
  hot_leads: string;
}

export async function personWithRecords(
  app: TestServer,
  email: string,
  name = 'Katherine Johnson',
): Promise<PersonRecords> {
  const sessionId = await createSession(app, { isReturningVisitor: true });
  await reachHot(app, sessionId);
  await track(app, sessionId, 'EMAIL_CAPTURED', { metadata: { email, name } });
  const created = await Promise.all([
    app.post('/api/calculate', {
      name,
      email,
      selectedFeatures: ['auth', 'payment'],
      totalCost: 5500,
      sessionId,
    }),
    app.post('/api/contact', {
      name,
      email,
      company: 'NASA',
      message: 'Orbits, please.',
      sessionId,
    }),
    app.post('/api/workflow-wizard', {
      sessionId,
      totalSteps: 7,
      completedSteps: 2,
      painPoint: 'reporting',
      name,
      email,
    }),
  ]);
  for (const response of created) expect(response.status, await response.clone().text()).toBe(201);
  const knex = app.db.knex;
  const idOf = async (table: string) => {
    const row = await knex(table)
      .whereRaw('lower(email) = ?', [email.toLowerCase()])
      .first<{ id: string } | undefined>('id');
    expect(row, table).toBeDefined();
    return row!.id;
  };
  return {
    personId: await idOf('people'),
    email: email.toLowerCase(),
    calculator_leads: await idOf('calculator_leads'),
    contact_messages: await idOf('contact_messages'),
    workflow_submissions: await idOf('workflow_submissions'),
    hot_leads: await idOf('hot_leads'),
  };
}
