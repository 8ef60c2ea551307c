import Router from '@koa/router';
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
  type RecordsSpec,
} from './records';

/** GET {path}?status&limit&offset -> { items, total }; PATCH {path}/:id { status?, notes? } -> the record. */
export function recordsRouter(knex: Knex, spec: RecordsSpec): Router {
  const router = new Router();
  router.get<{ input: ListQuery }>(
    spec.path,
    validate(listQuerySchema(spec.statuses), { from: 'query', unknown: 'reject' }),
    async (ctx) => {
      ctx.body = await listPage(knex, spec.table, spec.columns, ctx.state.input);
    },
  );
  router.patch<{ input: Patch }>(
    `${spec.path}/:id`,
    jsonBody(),
    validate(patchSchema(spec.statuses), { unknown: 'reject' }),
    async (ctx) => {
      ctx.body = await patchRow(
        knex,
        spec.table,
        spec.columns,
        ctx.params.id ?? '',
        ctx.state.input,
        spec.what,
      );
    },
  );
  return router;
}
