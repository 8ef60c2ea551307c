import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { calculateSchema, totalCostOf, type CalculateInput } from '@leadline/domain';
import { formRateLimit, isBotSubmission } from '../../middleware/form-guard';
import { jsonBody } from '../../middleware/json-body';
import { validate } from '../../middleware/validate';
import type { AppDeps } from '../../app-deps';
import { insertCalculatorLead } from './queries';
import { createRouter } from '../../routing';

export function leadsRouter({ db, config, delivery }: AppDeps): Router {
  const router = createRouter();

  router.post<{ input: CalculateInput }>(
    '/calculate',
    formRateLimit(db, 'calculate', config.formRateLimit),
    jsonBody(),
    validate(calculateSchema),
    async (ctx) => {
      const { input } = ctx.state;
      // The schema has already refused a total that differs; the stored figure is still our own.
      const totalCost = totalCostOf(input.selectedFeatures);
      const bot = isBotSubmission(input);
      const id = bot ? randomUUID() : await insertCalculatorLead(db.knex, input, totalCost);
      if (!bot) delivery.wake();
      ctx.status = 201;
      ctx.body = { id, totalCost };
    },
  );

  return router;
}
