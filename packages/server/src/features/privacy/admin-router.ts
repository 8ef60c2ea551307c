import type Router from '@koa/router';
import { bodyRoute } from '../../admin-routes';
import { object } from 'yup';
import { LIMITS, text } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { badRequest, notFound } from '../../errors';
import { createRouter } from '../../routing';
import { emailOfPerson } from '../people/queries';
import { erasePerson } from './erase';
import { normalizeEmail } from './person-data';
import { exportFileName, exportPerson } from './person-export';

const eraseSchema = object({
  confirmEmail: text()
    .trim()
    .required("Type the person's e-mail address to confirm.")
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`),
});

/**
 * GET /people/:id/export (everything held, as a JSON download) and POST /people/:id/erase
 * { confirmEmail } (the address typed again): an access request and an erasure request.
 */
export function privacyAdminRouter({ db: { knex } }: AppDeps): Router {
  const router = createRouter();
  const personEmail = async (id: string) => {
    const email = await emailOfPerson(knex, id);
    if (!email) throw notFound(`No person with id ${id}`);
    return email;
  };
  router.get('/people/:id/export', async (ctx) => {
    const id = ctx.params.id ?? '';
    const email = await personEmail(id);
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(id)}"`);
    ctx.body = await exportPerson(knex, email);
  });
  bodyRoute(router, 'post', '/people/:id/erase', eraseSchema, async (ctx) => {
    const id = ctx.params.id ?? '';
    const email = await personEmail(id);
    if (normalizeEmail(ctx.state.input.confirmEmail) !== email) {
      throw badRequest("The address typed is not this person's: nothing was erased.", {
        confirmEmail: "Type this person's e-mail address exactly.",
      });
    }
    const user = ctx.state.user;
    const erasure = await erasePerson(knex, email, {
      userId: user?.id,
      label: user ? `admin ${user.email}` : 'admin',
    });
    ctx.state.log.info({ erasureId: erasure.id, rowCounts: erasure.rowCounts }, 'person erased');
    ctx.body = erasure;
  });
  return router;
}
