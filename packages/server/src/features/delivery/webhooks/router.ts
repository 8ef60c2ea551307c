/** The Integrations API: webhook endpoints, their secrets, test events and delivery logs. */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { object, type InferType } from 'yup';
import { isUuid, onlyRow } from '../../../db/rows';
import { badRequest, HttpError, notFound } from '../../../errors';
import { jsonBody } from '../../../middleware/json-body';
import { validate } from '../../../middleware/validate';
import { createRouter } from '../../../routing';
import { pagingFields, type Paging } from '../../admin/records';
import { retryJob } from '../jobs';
import {
  createEndpointSchema,
  DELIVERY_COLUMNS,
  ENDPOINT_COLUMNS,
  listEndpoints,
  newSecret,
  updateEndpointSchema,
} from './endpoints';
import { envelope, TEST_EVENT, WEBHOOK_EVENTS } from './events';
import { urlProblem } from './target';

type CreateInput = InferType<typeof createEndpointSchema>;
type UpdateInput = InferType<typeof updateEndpointSchema>;

export function webhooksRouter(
  knex: Knex,
  { allowPrivate, wake }: { allowPrivate: boolean; wake: () => void },
): Router {
  const router = createRouter();

  const checkUrl = (url: string | undefined) => {
    const problem = url === undefined ? undefined : urlProblem(url, allowPrivate);
    if (problem) throw badRequest(problem, { url: problem });
  };

  const endpointId = async (id: string | undefined) => {
    if (!isUuid(id) || !(await knex('webhook_endpoints').where({ id }).first('id')))
      throw notFound('No such webhook endpoint');
    return id;
  };

  router.get('/webhooks', async (ctx) => {
    ctx.body = { items: await listEndpoints(knex), events: WEBHOOK_EVENTS };
  });

  router.post<{ input: CreateInput }>(
    '/webhooks',
    jsonBody(),
    validate(createEndpointSchema, { unknown: 'reject' }),
    async (ctx) => {
      const { url, events, description, enabled } = ctx.state.input;
      checkUrl(url);
      const secret = newSecret();
      const created = onlyRow(
        await knex('webhook_endpoints')
          .insert({
            url,
            events,
            description: description || null,
            enabled: enabled ?? true,
            secret,
          })
          .returning(ENDPOINT_COLUMNS),
      );
      ctx.status = 201;
      // The only time the secret is shown (and after each rotation).
      ctx.body = { ...created, secret };
    },
  );

  router.patch<{ input: UpdateInput }>(
    '/webhooks/:id',
    jsonBody(),
    validate(updateEndpointSchema, { unknown: 'reject' }),
    async (ctx) => {
      const id = await endpointId(ctx.params.id);
      const { url, events, description, enabled } = ctx.state.input;
      checkUrl(url);
      const changes = Object.fromEntries(
        Object.entries({ url, events, description, enabled }).filter(([, v]) => v !== undefined),
      );
      if (Object.keys(changes).length === 0)
        throw badRequest('Nothing to change: send url, events, description or enabled');
      ctx.body = onlyRow(
        await knex('webhook_endpoints')
          .where({ id })
          .update({ ...changes, updated_at: knex.fn.now() })
          .returning(ENDPOINT_COLUMNS),
      );
    },
  );

  router.delete('/webhooks/:id', async (ctx) => {
    const id = await endpointId(ctx.params.id);
    await knex('webhook_endpoints').where({ id }).delete();
    ctx.status = 204;
  });

  router.post('/webhooks/:id/rotate-secret', async (ctx) => {
    const id = await endpointId(ctx.params.id);
    const secret = newSecret();
    await knex('webhook_endpoints').where({ id }).update({ secret, updated_at: knex.fn.now() });
    ctx.body = { id, secret };
  });

  router.post('/webhooks/:id/test', async (ctx) => {
    const id = await endpointId(ctx.params.id);
    const payload = envelope(TEST_EVENT, { message: 'A test event from Leadline' });
    const delivery = onlyRow(
      await knex('webhook_deliveries')
        .insert({ endpoint_id: id, event_type: TEST_EVENT, payload: JSON.stringify(payload) })
        .returning<{ id: string }[]>('id'),
    );
    wake();
    ctx.status = 202;
    ctx.body = { deliveryId: delivery.id };
  });

  router.get<{ input: Paging }>(
    '/webhooks/:id/deliveries',
    validate(object(pagingFields()), { from: 'query', unknown: 'reject' }),
    async (ctx) => {
      const id = await endpointId(ctx.params.id);
      const { limit, offset } = ctx.state.input;
      const [items, [count]] = await Promise.all([
        knex('webhook_deliveries')
          .where({ endpoint_id: id })
          .select(DELIVERY_COLUMNS)
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit)
          .offset(offset),
        knex('webhook_deliveries').where({ endpoint_id: id }).count<{ n: number }[]>({ n: '*' }),
      ]);
      ctx.body = { items, total: count?.n ?? 0 };
    },
  );

  router.post('/webhooks/:id/deliveries/:deliveryId/retry', async (ctx) => {
    const id = await endpointId(ctx.params.id);
    const { deliveryId } = ctx.params as { deliveryId: string };
    if (
      !isUuid(deliveryId) ||
      !(await knex('webhook_deliveries').where({ id: deliveryId, endpoint_id: id }).first('id'))
    )
      throw notFound('No such delivery');
    if (!(await retryJob(knex, 'webhook_deliveries', deliveryId)))
      throw new HttpError(
        409,
        'conflict',
        'Only a failed delivery, or one waiting to be retried, can be retried',
      );
    wake();
    ctx.body = { status: 'queued' };
  });

  return router;
}
