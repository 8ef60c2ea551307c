import type Router from '@koa/router';
import type { Knex } from 'knex';
import { jsonBody } from '../../middleware/json-body';
import { validate } from '../../middleware/validate';
import {
  listPage,
  listQuerySchema,
  patchRow,
  patchSchema,
  type ListQuery,
  type Patch,
  selectList,
  type RecordsSpec,
} from './records';
import { createRouter } from '../../routing';

/** GET {path}?status&limit&offset -> { items, total }; PATCH {path}/:id { status?, notes? } -> the record. */
export function recordsRouter<T>(knex: Knex, spec: RecordsSpec<T>): Router {
  const router = createRouter();
  const columns = selectList(knex, spec.table, spec.columns);
  router.get<{ input: ListQuery }>(
    spec.path,
    validate(listQuerySchema(spec.statuses), { from: 'query', unknown: 'reject' }),
    async (ctx) => {
      ctx.body = await listPage<T>(knex, spec.table, columns, ctx.state.input);
    },
  );
  router.patch<{ input: Patch }>(
    `${spec.path}/:id`,
    jsonBody(),
    validate(patchSchema(spec.statuses), { unknown: 'reject' }),
    async (ctx) => {
      ctx.body = await patchRow<T>(
        knex,
        spec.table,
        columns,
        ctx.params.id ?? '',
        ctx.state.input,
        spec.what,
        ctx.state.user?.id,
      );
    },
  );
  return router;
}
