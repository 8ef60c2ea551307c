import type Router from '@koa/router';
import { newsletterSchema, newsletterTokenSchema, type NewsletterInput } from '../../domain';
import { formRateLimit, isBotSubmission } from '../../middleware/form-guard';
import { jsonBody } from '../../middleware/json-body';
import { validate } from '../../middleware/validate';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../errors';
import { confirmSubscription, signUp, unsubscribe } from './queries';
import { createRouter } from '../../routing';

export function newsletterRouter({ db, config, delivery }: AppDeps): Router {
  const router = createRouter();

  router.post<{ input: NewsletterInput }>(
    '/newsletter',
    formRateLimit(db, 'newsletter', config.formRateLimit),
    jsonBody(),
    validate(newsletterSchema),
    async (ctx) => {
      const { input } = ctx.state;
      // A bot's filled honeypot is answered as a new sign-up, and stored and sent nowhere.
      const outcome = isBotSubmission(input)
        ? { created: true, confirmationSent: true }
        : await signUp(db.knex, input.email);
      if (outcome.confirmationSent) delivery.wake();
      // A repeat is not an error: 200 instead of 201, and nothing stored again.
      ctx.status = outcome.created ? 201 : 200;
      ctx.body = {
        subscribed: !outcome.confirmationSent,
        confirmationSent: outcome.confirmationSent,
      };
    },
  );

  const invalidLink = () => notFound('This link is not valid any more.');

  // POSTs, never GETs: a mail scanner that follows links must not confirm or unsubscribe anyone.
  router.post<{ input: { token: string } }>(
    '/newsletter/confirm',
    formRateLimit(db, 'newsletter_link', config.formRateLimit),
    validate(newsletterTokenSchema, { from: 'query' }),
    async (ctx) => {
      if (!(await confirmSubscription(db.knex, ctx.state.input.token))) throw invalidLink();
      ctx.body = { subscribed: true };
    },
  );

  // Also the List-Unsubscribe-Post one-click target (RFC 8058): its form body is not needed.
  router.post<{ input: { token: string } }>(
    '/newsletter/unsubscribe',
    formRateLimit(db, 'newsletter_link', config.formRateLimit),
    validate(newsletterTokenSchema, { from: 'query' }),
    async (ctx) => {
      if (!(await unsubscribe(db.knex, ctx.state.input.token))) throw invalidLink();
      ctx.body = { subscribed: false };
    },
  );

  return router;
}
