import type Router from '@koa/router';
import { object } from 'yup';
import { LIMITS, SEARCH_LIMITS as SEARCH, personDealSchema, text } from '@leadline/domain';
import { notFound } from '../../errors';
import { createRouter } from '../../routing';
import type { AppDeps } from '../../app-deps';
import { bodyRoute, queryRoute } from '../../admin-routes';
import { sortedPagingSchema } from '../../lists/paging';
import { updatePersonDeal } from './deal';
import { addNote, deleteNote } from './notes';
import { listPeople } from './queries';
import { personRecord } from './record';
import { search } from './search';

const searchSchema = object({
  q: text()
    .trim()
    .required('Type something to search for.')
    .min(SEARCH.minLength, `Type at least ${SEARCH.minLength} characters.`)
    .max(SEARCH.maxLength, `Search for at most ${SEARCH.maxLength} characters.`),
});

const noteSchema = object({
  body: text()
    .trim()
    .required('Write the note first.')
    .max(
      LIMITS.notes,
      `A note must be at most ${LIMITS.notes.toLocaleString('en-US')} characters.`,
    ),
});

/**
 * GET /people (sorted, paged), GET /people/:id (the record and its timeline), PATCH /people/:id (the
 * stage, deal value and expected close date), POST /people/:id/notes,
 * DELETE /people/:id/notes/:noteId, and GET /search?q= for the admin's search box.
 */
export function peopleAdminRouter({ db: { knex } }: AppDeps): Router {
  const router = createRouter();
  queryRoute(router, '/people', sortedPagingSchema(), (query) => listPeople(knex, query));
  router.get('/people/:id', async (ctx) => {
    const id = ctx.params.id ?? '';
    const record = await personRecord(knex, id);
    if (!record) throw notFound(`No person with id ${id}`);
    ctx.body = record;
  });
  bodyRoute(router, 'patch', '/people/:id', personDealSchema, async (ctx) => {
    const id = ctx.params.id ?? '';
    const person = await updatePersonDeal(knex, id, ctx.state.input, ctx.state.user?.id ?? null);
    if (!person) throw notFound(`No person with id ${id}`);
    ctx.body = person;
  });
  bodyRoute(router, 'post', '/people/:id/notes', noteSchema, async (ctx) => {
    const id = ctx.params.id ?? '';
    const note = await addNote(knex, id, ctx.state.input.body, ctx.state.user?.id);
    if (!note) throw notFound(`No person with id ${id}`);
    ctx.status = 201;
    ctx.body = note;
  });
  router.delete('/people/:id/notes/:noteId', async (ctx) => {
    const { id = '', noteId = '' } = ctx.params;
    if (!(await deleteNote(knex, id, noteId))) throw notFound(`No note with id ${noteId}`);
    ctx.status = 204;
  });
  queryRoute(router, '/search', searchSchema, async ({ q }) => ({
    results: await search(knex, q),
  }));
  return router;
}
