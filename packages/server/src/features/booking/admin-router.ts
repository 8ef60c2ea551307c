/**
 * The owner's booking settings: the availability (GET answers the default until one is saved) and
 * the secret address of the calendar feed (made on first read, replaced by rotate). Like every
 * admin route, for admins only (the admin API's guard).
 */
import type Router from '@koa/router';
import { parseBookingSettings, type BookingFeed } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { object } from 'yup';
import { putRoute, queryRoute } from '../../admin-routes';
import { createRouter } from '../../routing';
import { feedSecret, loadBookingSettings, rotateFeedSecret, saveBookingSettings } from './settings';

export function bookingAdminRouter({ db, config }: AppDeps): Router {
  const router = createRouter();
  const feedUrl = (secret: string): BookingFeed => ({
    url: `${config.delivery.publicUrl}/api/booking/feed/${secret}.ics`,
  });

  // Neither GET takes a query: an unknown field is a 400, as on every admin GET.
  const noQuery = object({});
  queryRoute(
    router,
    '/settings/booking',
    noQuery,
    async () => (await loadBookingSettings(db.knex, config.timeZone)).settings,
  );

  putRoute(router, '/settings/booking', parseBookingSettings, async (ctx) => {
    await saveBookingSettings(db.knex, ctx.state.input);
    ctx.body = ctx.state.input;
  });

  queryRoute(router, '/settings/booking/feed', noQuery, async () =>
    feedUrl(await feedSecret(db.knex)),
  );

  router.post('/settings/booking/feed/rotate', async (ctx) => {
    ctx.body = feedUrl(await rotateFeedSecret(db.knex));
  });

  return router;
}
