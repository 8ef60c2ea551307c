import type Router from '@koa/router';
import { boolean, object, string } from 'yup';
import { isUuid } from '../../db/rows';
import { notFound } from '../../errors';
import type { AppDeps } from '../../app-deps';
import { bodyRoute, queryRoute } from '../../admin-routes';
import { pagingFields } from '../../lists/paging';
import { sortField } from '../../lists/sorting';
import { listHotLeads, updateHotLead } from './queries';
import { createRouter } from '../../routing';

const flag = (name: string) =>
  string().oneOf(['true', 'false'], `${name} must be true or false.`).optional();

/** The spec's filters: notified=false is "New", contacted=true is "Contacted". */
const filterSchema = object({
  notified: flag('notified'),
  contacted: flag('contacted'),
  sort: sortField(),
  ...pagingFields(),
});

const patchSchema = object({
  notified: boolean().strict().typeError('notified must be true or false.').optional(),
  contacted: boolean().strict().typeError('contacted must be true or false.').optional(),
}).test(
  'something',
  'Send contacted and/or notified.',
  (value) => value.notified !== undefined || value.contacted !== undefined,
);

const asBoolean = (value: string | undefined) =>
  value === undefined ? undefined : value === 'true';

/** GET /api/admin/hot-leads (sorted, paged, with stats) and PATCH /api/admin/hot-leads/:id */
export function hotLeadsAdminRouter({ db: { knex } }: AppDeps): Router {
  const router = createRouter();
  queryRoute(router, '/hot-leads', filterSchema, ({ notified, contacted, sort, limit, offset }) =>
    listHotLeads(
      knex,
      { notified: asBoolean(notified), contacted: asBoolean(contacted) },
      { limit, offset, sort },
    ),
  );
  bodyRoute(router, 'patch', '/hot-leads/:id', patchSchema, async (ctx) => {
    const id = ctx.params.id ?? '';
    const updated = isUuid(id)
      ? await updateHotLead(knex, id, ctx.state.input, ctx.state.user?.id)
      : undefined;
    if (!updated) throw notFound(`No hot lead with id ${id}`);
    ctx.body = updated;
  });
  return router;
}
