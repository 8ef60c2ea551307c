import type Router from '@koa/router';
import { calculateSchema, totalCostOf, type CalculateInput } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { formRouter, storedAsRecord } from '../../form-route';
import { insertCalculatorLead } from './queries';

// The schema has already refused a total that differs; the stored figure is still our own.
const costOf = (input: CalculateInput) => ({ totalCost: totalCostOf(input.selectedFeatures) });

/** POST /calculate: the calculator's estimate, stored as a lead and answered with its total. */
export const leadsRouter = (deps: AppDeps): Router =>
  formRouter(deps, {
    path: '/calculate',
    schema: calculateSchema,
    ...storedAsRecord(
      deps,
      (input) => insertCalculatorLead(deps.db.knex, input, costOf(input).totalCost),
      costOf,
    ),
  });
