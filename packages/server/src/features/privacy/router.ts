import type Router from '@koa/router';
import type { Knex } from 'knex';
import { object, type InferType } from 'yup';
import { LIMITS, text } from '@leadline/domain';
import { isUuid } from '../../db/rows';
import { badRequest, notFound } from '../../errors';
import { jsonBody } from '../../middleware/json-body';
import { validate } from '../../middleware/validate';
import { createRouter } from '../../routing';
import { erasePerson } from './erase';
import { normalizeEmail } from './person-data';
import { exportFileName, exportPerson } from './person-export';

const eraseSchema = object({
  confirmEmail: text()
    .trim()
    .required("Type the person's e-mail address to confirm.")
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`),
});

async function personEmail(knex: Knex, id: string): Promise<string> {
  const person = isUuid(id)
    ? await knex('people').where({ id }).first<{ email: string } | undefined>('email')
    : undefined;
  if (!person) throw notFound(`No person with id ${id}`);
  return person.email;
}

/**
 * GET /people/:id/export (everything held, as a JSON download) and POST /people/:id/erase
 * { confirmEmail } (the address typed again): an access request and an erasure request.
 */
export function privacyRouter(knex: Knex): Router {
  const router = createRouter();
  router.get('/people/:id/export', async (ctx) => {
    const id = ctx.params.id ?? '';
    const email = await personEmail(knex, id);
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(id)}"`);
    ctx.body = await exportPerson(knex, email);
  });
  router.post<{ input: InferType<typeof eraseSchema> }>(
    '/people/:id/erase',
    jsonBody(),
    validate(eraseSchema, { unknown: 'reject' }),
    async (ctx) => {
      const id = ctx.params.id ?? '';
      const email = await personEmail(knex, id);
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
    },
  );
  return router;
}
