import type Router from '@koa/router';
import { newsletterSchema, newsletterTokenSchema } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../errors';
import { formRouter } from '../../form-route';
import { formRateLimit } from '../../middleware/form-guard';
import { validate } from '../../middleware/validate';
import { confirmSubscription, signUp, unsubscribe } from './queries';

const SIGN_UP_ANSWER =
  'Thank you. Unless this address is subscribed already, a mail with a link to confirm it is on its way.';

/** POST /newsletter (sign up), POST /newsletter/confirm?token and POST /newsletter/unsubscribe?token. */
export function newsletterRouter(deps: AppDeps): Router {
  const { db, config, delivery } = deps;
  // One answer for every address, new, waiting, subscribed or gone, in the same time (signUp runs
  // the same statements for each): whether an address is subscribed is for its owner to know, not
  // for whoever types it in. A bot's filled honeypot is stored and sent nowhere.
  const answer = { status: 202, body: { message: SIGN_UP_ANSWER } };
  const router = formRouter(deps, {
    path: '/newsletter',
    schema: newsletterSchema,
    submit: async (input, ctx) => {
      await signUp(db.knex, input.email);
      // Woken whether or not a mail was queued, and once the answer is out: what its round finds
      // to do does not delay the answer.
      ctx.res.once('close', delivery.wake);
      return answer;
    },
    answerBot: () => answer,
  });

  // The links of its mails. POSTs, never GETs: a mail scanner that follows links must not confirm
  // or unsubscribe anyone. Unsubscribe is also the List-Unsubscribe-Post one-click target (RFC
  // 8058): its form body is not needed.
  for (const [path, follow, subscribed] of [
    ['/newsletter/confirm', confirmSubscription, true],
    ['/newsletter/unsubscribe', unsubscribe, false],
  ] as const) {
    router.post<{ input: { token: string } }>(
      path,
      formRateLimit(db, 'newsletter_link', config.formRateLimit),
      validate(newsletterTokenSchema, { from: 'query' }),
      async (ctx) => {
        if (!(await follow(db.knex, ctx.state.input.token)))
          throw notFound('This link is not valid any more.');
        ctx.body = { subscribed };
      },
    );
  }

  return router;
}
