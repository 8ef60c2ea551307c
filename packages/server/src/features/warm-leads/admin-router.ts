import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { queryRoute } from '../../admin-routes';
import { pagingSchema } from '../../lists/paging';
import { createRouter } from '../../routing';
import { listWarmLeads } from './queries';

/** GET /warm-leads: sessions close to hot, closest first (paged, with stats). */
export function warmLeadsAdminRouter({ db: { knex } }: AppDeps): Router {
  const router = createRouter();
  queryRoute(router, '/warm-leads', pagingSchema(), (query) => listWarmLeads(knex, query));
  return router;
}
