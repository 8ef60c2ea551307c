/**
 * The one shape of a public form's route: POST {path}, counted against the form's rate limit per
 * client (named after its path, shared by every instance), its JSON body validated (unknown fields
 * dropped). A filled honeypot means a bot: it is answered as if stored, and nothing is stored or sent.
 */
import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AppDeps } from './app-deps';
import { clientHasherOf } from './middleware/client-hash';
import { formRateLimit, isBotSubmission } from './middleware/form-guard';
import { jsonBody } from './middleware/json-body';
import { validate } from './middleware/validate';
import { createRouter } from './routing';

/** Where a submission came from: the client's network key for the day (middleware/client-hash.ts). */
export interface FormOrigin {
  clientKey: string;
}

export interface FormAnswer {
  status: number;
  body: unknown;
}

interface FormHandlers<Input> {
  /** A person's submission: stored, and answered. */
  submit(input: Input, ctx: Context): Promise<FormAnswer>;
  /** A bot's: answered as a person's would be, and stored nowhere. */
  answerBot(input: Input): FormAnswer;
}

export interface PublicForm<S extends AnyObjectSchema> extends FormHandlers<InferType<S>> {
  /** Its path under /api, e.g. /contact (its rate limit is form_contact). */
  path: string;
  schema: S;
  /** Submissions a client may send a minute: FORM_RATE_LIMIT unless the form counts otherwise. */
  perMinute?: number;
}

/** A router with the form's route, to which the feature may add its other routes. */
export function formRouter<S extends AnyObjectSchema>(
  { db, config }: AppDeps,
  form: PublicForm<S>,
): Router {
  const router = createRouter();
  const limit = form.path.slice(1).replaceAll('-', '_');
  router.post<{ input: InferType<S> }>(
    form.path,
    formRateLimit(db, limit, form.perMinute ?? config.formRateLimit),
    jsonBody(),
    validate(form.schema),
    async (ctx) => {
      const { input } = ctx.state;
      const { status, body } = isBotSubmission(input)
        ? form.answerBot(input)
        : await form.submit(input, ctx);
      ctx.status = status;
      ctx.body = body;
    },
  );
  return router;
}

/**
 * A form stored as one record, whose transaction queued its mails and webhooks: the delivery worker
 * is woken, and the answer is 201 { id, ...details }. A bot gets the same with an id of no record.
 */
export function storedAsRecord<Input>(
  { db, delivery }: AppDeps,
  store: (input: Input, origin: FormOrigin) => Promise<string>,
  details: (input: Input) => Record<string, unknown> = () => ({}),
): FormHandlers<Input> {
  const clients = clientHasherOf(db.knex);
  return {
    submit: async (input, ctx) => {
      const id = await store(input, { clientKey: await clients.key(ctx.ip) });
      delivery.wake();
      return { status: 201, body: { id, ...details(input) } };
    },
    answerBot: (input) => ({ status: 201, body: { id: randomUUID(), ...details(input) } }),
  };
}
