/** The newsletter's subscribers for the admin: confirmed, waiting for confirmation, or gone. */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { object, string, type InferType } from 'yup';
import { validate } from '../../middleware/validate';
import { createRouter } from '../../routing';
import { pageWithStatusCounts, pagingFields } from '../admin/records';
import { SUBSCRIBER_STATUS_SQL } from './queries';
import { SUBSCRIBER_STATUSES } from '@leadline/domain';

const listSchema = object({
  status: string()
    .oneOf(SUBSCRIBER_STATUSES, `status must be one of: ${SUBSCRIBER_STATUSES.join(', ')}.`)
    .optional(),
  ...pagingFields(),
});

export function subscribersRouter(knex: Knex): Router {
  const router = createRouter();
  router.get<{ input: InferType<typeof listSchema> }>(
    '/newsletter/subscribers',
    validate(listSchema, { from: 'query', unknown: 'reject' }),
    async (ctx) => {
      ctx.body = await pageWithStatusCounts(
        knex,
        'newsletter_subscribers',
        [
          'id',
          'email',
          knex.raw(`${SUBSCRIBER_STATUS_SQL} as status`),
          'created_at as createdAt',
          'confirmed_at as confirmedAt',
          'unsubscribed_at as unsubscribedAt',
        ],
        SUBSCRIBER_STATUS_SQL,
        ctx.state.input,
      );
    },
  );
  return router;
}
