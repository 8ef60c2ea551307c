import type Router from '@koa/router';
import { object } from 'yup';
import type { AppDeps } from '../../app-deps';
import { queryRoute } from '../../admin-routes';
import { createRouter } from '../../routing';
import { pipelineBoard } from './queries';

/** GET /pipeline: the board (stages in order, counts, values, cards). Stages move by PATCH /people/:id. */
export function pipelineAdminRouter({ db: { knex } }: AppDeps): Router {
  const router = createRouter();
  queryRoute(router, '/pipeline', object({}), () => pipelineBoard(knex));
  return router;
}
