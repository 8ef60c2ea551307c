/**
 * The estimates stored before their lines were kept (20261130001100): each gets its lines from the
 * catalogue of their time, with a price only where it is certain.
 */
import { expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { describeIntegration, useDatabaseBefore } from '../test/harness';

const LINE_ITEM_MIGRATIONS = [
  '20261130001000_add_calculator_lead_line_items',
  '20261130001100_backfill_calculator_lead_line_items',
  '20261130001200_require_calculator_lead_line_items',
];

describeIntegration('the line items backfill', () => {
  const before = useDatabaseBefore(LINE_ITEM_MIGRATIONS);

  it('gives each stored estimate its lines, priced where the catalogue of its time explains its total', async () => {
    const leads = {
      demo: { selected_features: ['api', 'auth'], total_cost: 6000 },
      single: { selected_features: ['chat'], total_cost: 9999 },
      unknownId: { selected_features: ['auth', 'crm'], total_cost: 5000 },
      repriced: { selected_features: ['auth', 'search'], total_cost: 7000 },
    };
    const ids: Record<string, string> = {};
    for (const [key, lead] of Object.entries(leads)) {
      const [row] = await before.db
        .knex('calculator_leads')
        .insert({ email: `${key}@example.com`, ...lead })
        .returning<{ id: string }[]>('id');
      ids[key] = row!.id;
    }

    expect(await migrateToLatest(before.db)).toEqual(LINE_ITEM_MIGRATIONS);

    const linesOf = async (key: string) =>
      (await before.db.knex('calculator_leads').where({ id: ids[key] }).first('line_items'))
        .line_items;
    expect(await linesOf('demo')).toEqual([
      { id: 'api', name: 'API Integration', price: 4000 },
      { id: 'auth', name: 'User Authentication', price: 2000 },
    ]);
    expect(await linesOf('single')).toEqual([{ id: 'chat', name: 'Real-time Chat', price: 9999 }]);
    expect(await linesOf('unknownId')).toEqual([
      { id: 'auth', name: 'User Authentication', price: null },
      { id: 'crm', name: 'crm', price: null },
    ]);
    expect(await linesOf('repriced')).toEqual([
      { id: 'auth', name: 'User Authentication', price: null },
      { id: 'search', name: 'Advanced Search', price: null },
    ]);

    // From now on every estimate carries its lines.
    await expect(
      before.db.knex('calculator_leads').insert({
        email: 'later@example.com',
        selected_features: ['auth'],
        total_cost: 2000,
      }),
    ).rejects.toThrow(/line_items/);
  });
});
