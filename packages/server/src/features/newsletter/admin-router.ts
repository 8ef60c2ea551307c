/** The newsletter's subscribers for the admin: confirmed, waiting for confirmation, or gone. */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { object, string, type InferType } from 'yup';
import { validate } from '../../middleware/validate';
import { createRouter } from '../../routing';
import { pagingFields } from '../admin/records';
import { SUBSCRIBER_STATUSES } from '../../domain/delivery-api';

const STATUS_SQL = `case when unsubscribed_at is not null then 'unsubscribed'
  when confirmed_at is not null then 'confirmed' else 'pending' end`;

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
      const { status, limit, offset } = ctx.state.input;
      const filtered = () => {
        const query = knex('newsletter_subscribers');
        if (status) query.whereRaw(`${STATUS_SQL} = ?`, [status]);
        return query;
      };
      const [items, [count], counts] = await Promise.all([
        filtered()
          .select(
            'id',
            'email',
            knex.raw(`${STATUS_SQL} as status`),
            'created_at as createdAt',
            'confirmed_at as confirmedAt',
            'unsubscribed_at as unsubscribedAt',
          )
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit)
          .offset(offset),
        filtered().count<{ n: number }[]>({ n: '*' }),
        knex('newsletter_subscribers')
          .select(knex.raw(`${STATUS_SQL} as status`))
          .count({ n: '*' })
          .groupByRaw(STATUS_SQL),
      ]);
      ctx.body = {
        items,
        total: count?.n ?? 0,
        counts: Object.fromEntries(
          (counts as { status: string; n: number }[]).map((row) => [row.status, row.n]),
        ),
      };
    },
  );
  return router;
}
