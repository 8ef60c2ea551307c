/** The Outbox for the admin: the list, one message with both parts, and Retry. */
import type Router from '@koa/router';
import { DELIVERY_STATUSES } from '@leadline/domain';
import type { AppDeps } from '../../../app-deps';
import { conflict, notFound } from '../../../errors';
import { queryRoute } from '../../../admin-routes';
import { listQuerySchema } from '../../../lists/paging';
import { createRouter } from '../../../routing';
import { retryJob } from '../jobs';
import { messageExists, outboxMessage, outboxPage } from './queries';

/** GET /outbox?status&limit&offset, GET /outbox/:id and POST /outbox/:id/retry */
export function outboxAdminRouter({ db: { knex }, delivery }: AppDeps): Router {
  const router = createRouter();

  queryRoute(router, '/outbox', listQuerySchema(DELIVERY_STATUSES), (query) =>
    outboxPage(knex, query),
  );

  router.get('/outbox/:id', async (ctx) => {
    const message = await outboxMessage(knex, ctx.params.id ?? '');
    if (!message) throw notFound('No such message');
    ctx.body = message;
  });

  router.post('/outbox/:id/retry', async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!(await messageExists(knex, id))) throw notFound('No such message');
    if (!(await retryJob(knex, 'mail_messages', id)))
      throw conflict('Only a failed message, or one waiting to be retried, can be retried');
    delivery.wake();
    ctx.body = { status: 'queued' };
  });

  return router;
}
