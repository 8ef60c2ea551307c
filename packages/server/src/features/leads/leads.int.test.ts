import { expect, it } from 'vitest';
import { countRows, describeIntegration, useTestServer } from '../../test/harness';

describeIntegration('POST /api/calculate', () => {
  const app = useTestServer();

  it('stores the lead with the catalogue total and answers it', async () => {
    const response = await app.post('/api/calculate', {
      name: 'Grace',
      email: 'Grace@Navy.MIL',
      selectedFeatures: ['auth', 'payment', 'admin'],
      totalCost: 10_500,
      sessionId: 'sess-calc-1',
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { id: string; totalCost: number };
    expect(answer.totalCost).toBe(10_500);
    const row = await app.db.knex('calculator_leads').where({ id: answer.id }).first();
    expect(row).toMatchObject({
      name: 'Grace',
      email: 'grace@navy.mil',
      selected_features: ['auth', 'payment', 'admin'],
      total_cost: 10_500,
      status: 'new',
      session_id: 'sess-calc-1',
    });
  });

  it('stores no name when the name is empty', async () => {
    const response = await app.post('/api/calculate', {
      name: '',
      email: 'anon@example.com',
      selectedFeatures: ['search'],
      totalCost: 3000,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await app.db.knex('calculator_leads').where({ id }).first();
    expect(row.name).toBeNull();
    expect(row.session_id).toBeNull();
  });

  it.each([
    [
      { email: 'a@b.co', selectedFeatures: ['auth', 'chat'], totalCost: 1 },
      'totalCost',
      'totalCost does not match the selected features',
    ],
    [
      { email: 'a@b.co', selectedFeatures: [], totalCost: 0 },
      'selectedFeatures',
      'Please select at least one feature.',
    ],
    [{ email: 'a@b.co', totalCost: 0 }, 'selectedFeatures', 'Please select at least one feature.'],
    [
      { email: 'a@b.co', selectedFeatures: ['teleport'], totalCost: 0 },
      'selectedFeatures',
      'Unknown feature: teleport.',
    ],
    [
      { email: 'a@b.co', selectedFeatures: ['auth', 'auth'], totalCost: 4000 },
      'selectedFeatures',
      'Each feature can be selected only once.',
    ],
    [
      { email: '', selectedFeatures: ['auth'], totalCost: 2000 },
      'email',
      'Please enter your email address.',
    ],
    [
      { email: 'a@b.co', selectedFeatures: ['auth'], totalCost: 'lots' },
      'totalCost',
      'totalCost must be a number.',
    ],
    [
      { email: 'a@b.co', selectedFeatures: ['auth'], totalCost: 2000.5 },
      'totalCost',
      'totalCost must be a whole number of dollars.',
    ],
  ])('refuses %j with 400 and writes nothing', async (body, field, message) => {
    const before = await countRows(app.db, 'calculator_leads');
    const response = await app.post('/api/calculate', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.fields[field]).toBe(message);
    expect(await countRows(app.db, 'calculator_leads')).toBe(before);
  });

  it('says exactly why a total was refused', async () => {
    const response = await app.post('/api/calculate', {
      email: 'a@b.co',
      selectedFeatures: ['api'],
      totalCost: 1,
    });
    expect(await response.json()).toEqual({
      error: 'totalCost does not match the selected features',
      fields: { totalCost: 'totalCost does not match the selected features' },
    });
  });

  it('answers a filled honeypot with the real total and stores nothing', async () => {
    const before = await countRows(app.db, 'calculator_leads');
    const response = await app.post('/api/calculate', {
      email: 'bot@example.com',
      selectedFeatures: ['chat'],
      totalCost: 4500,
      website: 'buy-now.example',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), totalCost: 4500 });
    expect(await countRows(app.db, 'calculator_leads')).toBe(before);
  });
});
