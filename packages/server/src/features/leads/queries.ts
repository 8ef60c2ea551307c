import type { Knex } from 'knex';
import type { CalculateInput } from '../../domain';

export async function insertCalculatorLead(
  knex: Knex,
  input: CalculateInput,
  totalCost: number,
): Promise<string> {
  const [row] = await knex('calculator_leads')
    .insert({
      name: input.name ?? null,
      email: input.email,
      selected_features: input.selectedFeatures,
      total_cost: totalCost,
      session_id: input.sessionId ?? null,
    })
    .returning<{ id: string }[]>('id');
  return row!.id;
}
