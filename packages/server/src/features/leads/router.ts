import type Router from '@koa/router';
import {
  calculateSchemaFor,
  lineItemsOf,
  totalCostOf,
  type CalculateInput,
} from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { formRouter, storedAsRecord } from '../../form-route';
import { insertCalculatorLead } from './queries';

/**
 * POST /calculate: the calculator's estimate, priced by the site's catalogue (the site folder's
 * calculator.yaml as the server read it at start), stored as a lead with its lines, and answered with
 * its total.
 */
export function leadsRouter(deps: AppDeps): Router {
  const { catalogue } = deps.config.site;
  // The schema has already refused a total that differs; the stored figure is still our own.
  const costOf = (input: CalculateInput) => ({
    totalCost: totalCostOf(catalogue, input.selectedFeatures),
  });
  return formRouter(deps, {
    path: '/calculate',
    schema: calculateSchemaFor(catalogue),
    ...storedAsRecord(
      deps,
      (input, origin) =>
        insertCalculatorLead(
          deps.db.knex,
          input,
          lineItemsOf(catalogue, input.selectedFeatures),
          origin,
        ),
      costOf,
    ),
  });
}
