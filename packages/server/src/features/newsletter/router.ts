import type Router from '@koa/router';
import { newsletterSchema, type NewsletterInput } from '../../domain';
import { formRateLimit, isBotSubmission } from '../../middleware/form-guard';
import { jsonBody } from '../../middleware/json-body';
import { validate } from '../../middleware/validate';
import type { AppDeps } from '../../app-deps';
import { addSubscriber } from './queries';
import { createRouter } from '../../routing';

export function newsletterRouter({ db, config }: AppDeps): Router {
  const router = createRouter();

  router.post<{ input: NewsletterInput }>(
    '/newsletter',
    formRateLimit(db, 'newsletter', config.formRateLimit),
    jsonBody(),
    validate(newsletterSchema),
    async (ctx) => {
      const { input } = ctx.state;
      // A repeat is not an error: the same answer with 200, and nothing stored again. A bot's filled
      // honeypot is answered as a new sign-up and stored nowhere.
      const added = isBotSubmission(input) || (await addSubscriber(db.knex, input.email));
      ctx.status = added ? 201 : 200;
      ctx.body = { subscribed: true };
    },
  );

  return router;
}
