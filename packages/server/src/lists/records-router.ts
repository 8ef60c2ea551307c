import type Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { createRouter } from '../routing';
import { sortedRecordsPage } from './pages';
import { bodyRoute, queryRoute } from '../admin-routes';
import { sortedListQuerySchema } from './paging';
import { patchRow, patchSchema, selectList, type RecordsSpec } from './records';

/**
 * The admin router of a kind of submission, from its spec: GET {path}?status&sort&limit&offset ->
 * { items, total }, and PATCH {path}/:id { status?, notes? } -> the record.
 */
export function recordsRouter<T>(spec: RecordsSpec<T>): (deps: AppDeps) => Router {
  return ({ db: { knex } }) => {
    const router = createRouter();
    const columns = selectList(knex, spec.table, spec.columns);
    queryRoute(router, spec.path, sortedListQuerySchema(spec.statuses), (query) =>
      sortedRecordsPage<T>(knex, spec.table, columns, query),
    );
    bodyRoute(router, 'patch', `${spec.path}/:id`, patchSchema(spec.statuses), async (ctx) => {
      ctx.body = await patchRow<T>(
        knex,
        spec.table,
        columns,
        ctx.params.id ?? '',
        ctx.state.input,
        spec.what,
        ctx.state.user?.id,
      );
    });
    return router;
  };
}
