import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { createRouter } from '../../routing';
import { dashboardStats } from './queries';

/** GET /dashboard: the six counts of the admin's dashboard. */
export function dashboardAdminRouter({ db: { knex } }: AppDeps): Router {
  const router = createRouter();
  router.get('/dashboard', async (ctx) => {
    ctx.body = await dashboardStats(knex);
  });
  return router;
}
