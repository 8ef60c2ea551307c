/** GET /setup: what the owner has not configured yet (checklist.ts), for the dashboard. */
import type Router from '@koa/router';
import type { SetupChecklist } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { createRouter } from '../../routing';
import { listAdminEmails } from '../users/queries';
import { setupItems } from './checklist';

export function setupAdminRouter({ config, db: { knex }, availability }: AppDeps): Router {
  const router = createRouter();
  router.get('/setup', async (ctx) => {
    // The availability from the database, as Settings shows it: another instance may have saved one.
    const [current, admins] = await Promise.all([availability.refresh(), listAdminEmails(knex)]);
    const answer: SetupChecklist = {
      items: setupItems({ config, availability: current, admins, now: new Date() }),
    };
    ctx.body = answer;
  });
  return router;
}
