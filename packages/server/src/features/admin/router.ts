import Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { dashboardStats } from '../dashboard/queries';

/** The admin API. The guard in front of /api/admin (requireAdmin) has already checked the role. */
export function adminRouter({ db }: AppDeps): Router {
  const router = new Router({ prefix: '/admin' });

  router.get('/dashboard', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await dashboardStats(db.knex);
  });

  return router;
}
