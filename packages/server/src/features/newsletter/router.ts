import type Router from '@koa/router';
import { newsletterSchema, newsletterTokenSchema, type NewsletterInput } from '@leadline/domain';
import { formRateLimit, isBotSubmission } from '../../middleware/form-guard';
import { jsonBody } from '../../middleware/json-body';
import { validate } from '../../middleware/validate';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../errors';
import { confirmSubscription, signUp, unsubscribe } from './queries';
import { createRouter } from '../../routing';

const SIGN_UP_ANSWER =
  'Thank you. Unless this address is subscribed already, a mail with a link to confirm it is on its way.';

export function newsletterRouter({ db, config, delivery }: AppDeps): Router {
  const router = createRouter();

  router.post<{ input: NewsletterInput }>(
    '/newsletter',
    formRateLimit(db, 'newsletter', config.formRateLimit),
    jsonBody(),
    validate(newsletterSchema),
    async (ctx) => {
      const { input } = ctx.state;
      // A bot's filled honeypot is stored and sent nowhere.
      if (!isBotSubmission(input)) {
        await signUp(db.knex, input.email);
        // Woken whether or not a mail was queued, and once the answer is out: what its round
        // finds to do does not delay the answer.
        ctx.res.once('close', delivery.wake);
      }
      // One answer for every address, new, waiting, subscribed or gone, in the same time (signUp
      // runs the same statements for each): whether an address is subscribed is for its owner to
      // know, not for whoever types it in.
      ctx.status = 202;
      ctx.body = { message: SIGN_UP_ANSWER };
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
