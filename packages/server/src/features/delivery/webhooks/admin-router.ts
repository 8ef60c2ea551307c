/** The Integrations API: webhook endpoints, their secrets, test events and delivery logs. */
import type Router from '@koa/router';
import { WEBHOOK_FORMATS, type WebhookTestAnswer } from '@leadline/domain';
import type { AppDeps } from '../../../app-deps';
import { badRequest, conflict, notFound } from '../../../errors';
import { bodyRoute, queryRoute } from '../../../admin-routes';
import { pagingSchema } from '../../../lists/paging';
import { createRouter } from '../../../routing';
import { retryJob } from '../jobs';
import { queueTestEvent, WEBHOOK_EVENTS } from './events';
import { renderRequest } from './formats';
import {
  createEndpoint,
  deleteEndpoint,
  deliveriesPage,
  deliveryExists,
  endpointExists,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from './queries';
import { createEndpointSchema, updateEndpointSchema } from './schema';
import { urlProblem } from './target';

/**
 * GET and POST /webhooks; PATCH and DELETE /webhooks/:id; POST /webhooks/:id/rotate-secret and
 * /webhooks/:id/test; GET /webhooks/:id/deliveries; POST /webhooks/:id/deliveries/:deliveryId/retry.
 */
export function webhooksAdminRouter({ db: { knex }, config, delivery }: AppDeps): Router {
  const router = createRouter();
  const allowPrivate = config.delivery.webhookAllowPrivate;

  const checkUrl = (url: string | undefined) => {
    const problem = url === undefined ? undefined : urlProblem(url, allowPrivate);
    if (problem) throw badRequest(problem, { url: problem });
  };

  const endpointId = async (id: string | undefined = '') => {
    if (!(await endpointExists(knex, id))) throw notFound('No such webhook endpoint');
    return id;
  };

  router.get('/webhooks', async (ctx) => {
    ctx.body = {
      items: await listEndpoints(knex),
      events: WEBHOOK_EVENTS,
      formats: WEBHOOK_FORMATS,
    };
  });

  bodyRoute(router, 'post', '/webhooks', createEndpointSchema, async (ctx) => {
    checkUrl(ctx.state.input.url);
    const created = await createEndpoint(knex, ctx.state.input);
    ctx.status = 201;
    // The only time the secret is shown (and after each rotation).
    ctx.body = created;
  });

  bodyRoute(router, 'patch', '/webhooks/:id', updateEndpointSchema, async (ctx) => {
    const id = await endpointId(ctx.params.id);
    const { url, events, format, description, enabled } = ctx.state.input;
    checkUrl(url);
    const changes = Object.fromEntries(
      Object.entries({ url, events, format, description, enabled }).filter(
        ([, v]) => v !== undefined,
      ),
    );
    if (Object.keys(changes).length === 0)
      throw badRequest('Nothing to change: send url, events, format, description or enabled');
    ctx.body = await updateEndpoint(knex, id, changes);
  });

  router.delete('/webhooks/:id', async (ctx) => {
    await deleteEndpoint(knex, await endpointId(ctx.params.id));
    ctx.status = 204;
  });

  router.post('/webhooks/:id/rotate-secret', async (ctx) => {
    const id = await endpointId(ctx.params.id);
    ctx.body = { id, secret: await rotateSecret(knex, id) };
  });

  // Answers the request as it leaves (signature headers aside), so the owner sees what arrives.
  router.post('/webhooks/:id/test', async (ctx) => {
    const queued = await queueTestEvent(knex, await endpointId(ctx.params.id));
    if (!queued) throw notFound('No such webhook endpoint');
    delivery.wake();
    const { format } = queued;
    const answer: WebhookTestAnswer = {
      deliveryId: queued.id,
      request: {
        format,
        signed: format === 'standard',
        ...renderRequest(format, queued.payload, `${config.delivery.publicUrl}/admin`),
      },
    };
    ctx.status = 202;
    ctx.body = answer;
  });

  queryRoute(router, '/webhooks/:id/deliveries', pagingSchema(), async (query, ctx) =>
    deliveriesPage(knex, await endpointId(ctx.params.id), query),
  );

  router.post('/webhooks/:id/deliveries/:deliveryId/retry', async (ctx) => {
    const id = await endpointId(ctx.params.id);
    const deliveryId = ctx.params.deliveryId ?? '';
    if (!(await deliveryExists(knex, id, deliveryId))) throw notFound('No such delivery');
    if (!(await retryJob(knex, 'webhook_deliveries', deliveryId)))
      throw conflict('Only a failed delivery, or one waiting to be retried, can be retried');
    delivery.wake();
    ctx.body = { status: 'queued' };
  });

  return router;
}
