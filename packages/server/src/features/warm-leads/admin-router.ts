import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { queryRoute } from '../../admin-routes';
import { sortedPagingSchema } from '../../lists/paging';
import { createRouter } from '../../routing';
import { listWarmLeads } from './queries';

/** GET /warm-leads: sessions close to hot, sorted (default: the reachable and best first), paged, with stats. */
export function warmLeadsAdminRouter({ db: { knex } }: AppDeps): Router {
  const router = createRouter();
  queryRoute(router, '/warm-leads', sortedPagingSchema(), (query) => listWarmLeads(knex, query));
  return router;
}
