import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { contactSchema, type ContactInput } from '@leadline/domain';
import { formRateLimit, isBotSubmission } from '../../middleware/form-guard';
import { jsonBody } from '../../middleware/json-body';
import { validate } from '../../middleware/validate';
import type { AppDeps } from '../../app-deps';
import { insertContactMessage } from './queries';
import { createRouter } from '../../routing';

export function contactsRouter({ db, config, delivery }: AppDeps): Router {
  const router = createRouter();

  router.post<{ input: ContactInput }>(
    '/contact',
    formRateLimit(db, 'contact', config.formRateLimit),
    jsonBody(),
    validate(contactSchema),
    async (ctx) => {
      const { input } = ctx.state;
      const bot = isBotSubmission(input);
      const id = bot ? randomUUID() : await insertContactMessage(db.knex, input);
      if (!bot) delivery.wake();
      ctx.status = 201;
      ctx.body = { id };
    },
  );

  return router;
}
