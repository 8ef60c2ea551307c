import type { Knex } from 'knex';
import type { CalculateInput, LineItem } from '@leadline/domain';
import { onlyRow } from '../../db/rows';
import { storeSubmission } from '../analytics/submissions';
import type { FormOrigin } from '../../form-route';
import { calculatorLeadStored } from '../delivery/triggers';
import { refreshPersonFit } from '../people/fit';

/** Stores the estimate with its lines as priced now: its total is theirs. */
export async function insertCalculatorLead(
  knex: Knex,
  input: CalculateInput,
  lineItems: readonly LineItem[],
  origin?: FormOrigin,
): Promise<string> {
  const totalCost = lineItems.reduce((sum, line) => sum + (line.price ?? 0), 0);
  const scoring = input.sessionId
    ? {
        sessionId: input.sessionId,
        eventType: 'CALCULATOR_SUBMITTED' as const,
        email: input.email,
        name: input.name ?? null,
        pageUrl: '/calculator',
      }
    : undefined;
  return storeSubmission(
    knex,
    async (trx) => {
      const { id } = onlyRow(
        await trx('calculator_leads')
          .insert({
            name: input.name ?? null,
            email: input.email,
            selected_features: input.selectedFeatures,
            line_items: JSON.stringify(lineItems),
            total_cost: totalCost,
            session_id: input.sessionId ?? null,
          })
          .returning<{ id: string }[]>('id'),
      );
      await refreshPersonFit(trx, input.email);
      await calculatorLeadStored(
        trx,
        {
          id,
          name: input.name ?? null,
          email: input.email,
          selectedFeatures: input.selectedFeatures,
          lineItems,
          totalCost,
          sessionId: input.sessionId ?? null,
        },
        origin,
      );
      return id;
    },
    scoring,
  );
}
