import type { Knex } from 'knex';
import { onlyRow } from '../../db/rows';
import type { CalculateInput } from '../../domain';

export async function insertCalculatorLead(
  knex: Knex,
  input: CalculateInput,
  totalCost: number,
): Promise<string> {
  const row = onlyRow(
    await knex('calculator_leads')
      .insert({
        name: input.name ?? null,
        email: input.email,
        selected_features: input.selectedFeatures,
        total_cost: totalCost,
        session_id: input.sessionId ?? null,
      })
      .returning<{ id: string }[]>('id'),
  );
  return row.id;
}
