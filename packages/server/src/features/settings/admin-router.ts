/** The owner's settings: the availability the site shows (GET and PUT /settings/availability). */
import type Router from '@koa/router';
import { parseAvailability } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { putRoute } from '../../admin-routes';
import { createRouter } from '../../routing';

export function settingsAdminRouter({ availability }: AppDeps): Router {
  const router = createRouter();

  // From the database, not this instance's copy: another instance may have saved one a moment ago.
  router.get('/settings/availability', async (ctx) => {
    ctx.body = await availability.refresh();
  });

  // Served by this instance's pages before the answer; by the others within SETTINGS_POLL_MS.
  putRoute(router, '/settings/availability', parseAvailability, async (ctx) => {
    ctx.body = await availability.save(ctx.state.input);
  });

  return router;
}
