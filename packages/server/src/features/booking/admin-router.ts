/**
 * The owner's booking settings: the availability (GET answers the default until one is saved) and
 * the secret address of the calendar feed (made on first read, replaced by rotate). Like every
 * admin route, for admins only (the admin API's guard).
 */
import type Router from '@koa/router';
import { parseBookingSettings, type BookingFeed } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { putRoute } from '../../admin-routes';
import { createRouter } from '../../routing';
import { feedSecret, loadBookingSettings, rotateFeedSecret, saveBookingSettings } from './settings';

export function bookingAdminRouter({ db, config }: AppDeps): Router {
  const router = createRouter();
  const feedUrl = (secret: string): BookingFeed => ({
    url: `${config.delivery.publicUrl}/api/booking/feed/${secret}.ics`,
  });

  router.get('/settings/booking', async (ctx) => {
    ctx.body = (await loadBookingSettings(db.knex, config.timeZone)).settings;
  });

  putRoute(router, '/settings/booking', parseBookingSettings, async (ctx) => {
    await saveBookingSettings(db.knex, ctx.state.input);
    ctx.body = ctx.state.input;
  });

  router.get('/settings/booking/feed', async (ctx) => {
    ctx.body = feedUrl(await feedSecret(db.knex));
  });

  router.post('/settings/booking/feed/rotate', async (ctx) => {
    ctx.body = feedUrl(await rotateFeedSecret(db.knex));
  });

  return router;
}
