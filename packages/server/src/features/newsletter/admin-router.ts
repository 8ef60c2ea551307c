/** The newsletter's subscribers for the admin: confirmed, waiting for confirmation, or gone. */
import type Router from '@koa/router';
import { SUBSCRIBER_STATUSES } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { queryRoute } from '../../admin-routes';
import { listQuerySchema } from '../../lists/paging';
import { createRouter } from '../../routing';
import { listSubscribers } from './queries';

/** GET /newsletter/subscribers?status&limit&offset */
export function newsletterAdminRouter({ db: { knex } }: AppDeps): Router {
  const router = createRouter();
  queryRoute(router, '/newsletter/subscribers', listQuerySchema(SUBSCRIBER_STATUSES), (query) =>
    listSubscribers(knex, query),
  );
  return router;
}
