import type { Knex } from 'knex';
import type { CalculateInput } from '../../domain';
import { onlyRow } from '../../db/rows';
import type { Logger } from '../../logger';
import { recordSubmission } from '../analytics/submissions';

export async function insertCalculatorLead(
  knex: Knex,
  input: CalculateInput,
  totalCost: number,
  log: Logger,
): Promise<string> {
  return knex.transaction(async (trx) => {
    const { id } = onlyRow(
      await trx('calculator_leads')
        .insert({
          name: input.name ?? null,
          email: input.email,
          selected_features: input.selectedFeatures,
          total_cost: totalCost,
          session_id: input.sessionId ?? null,
        })
        .returning<{ id: string }[]>('id'),
    );
    if (input.sessionId) {
      await recordSubmission(
        trx,
        {
          sessionId: input.sessionId,
          eventType: 'CALCULATOR_SUBMITTED',
          email: input.email,
          leadId: id,
          pageUrl: '/calculator',
        },
        log,
      );
    }
    return id;
  });
}
